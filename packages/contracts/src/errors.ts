import { z } from 'zod';

/** The one error shape every API failure answers with (DECISIONS.md, "API"). */
export const apiErrorSchema = z.object({
  error: z.string(),
  message: z.string(),
  details: z.record(z.string(), z.array(z.string())).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

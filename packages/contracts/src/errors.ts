import { z } from 'zod';

/** The one error shape every API failure answers with (docs/product/decisions.md, "API"). */
export const apiErrorSchema = z.object({
  error: z.string(),
  message: z.string(),
  details: z.record(z.string(), z.array(z.string())).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

// In a file of its own so that the web app can import it without bundling zod (decision 0040).
export { TRANSPORT_MESSAGES } from './transport-messages';

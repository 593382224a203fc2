import { z } from 'zod';
import { LANGUAGES, ROLES, USER_STATUSES } from './constants';

/** The User entity of docs/product/api.md#entities, as the API returns it (never with a password). */
export const userSchema = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  role_display: z.string(),
  preferred_language: z.enum(LANGUAGES),
  country: z.string().nullable(),
  age: z.number().int().nullable(),
  full_name: z.string(),
  status: z.enum(USER_STATUSES),
  status_color: z.string(),
  language: z.string(),
  analysis_count: z.number().int(),
  last_analysis: z.string().nullable(),
  joinDate: z.string(),
});
export type User = z.infer<typeof userSchema>;

import { z } from 'zod';

/** GET /api/health/: 200 when the database answers, 503 when it does not. */
export const healthResponseSchema = z.object({
  status: z.enum(['ok', 'error']),
  version: z.string(),
  database: z.object({
    status: z.enum(['ok', 'error']),
    driver: z.enum(['pglite', 'postgres']),
    latency_ms: z.number().nullable(),
  }),
  uptime_seconds: z.number(),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;

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

/**
 * GET /api/health/ready/: 200 when this instance can serve (database reachable, every migration applied),
 * 503 otherwise; a load balancer sends traffic only to ready instances.
 */
export const readinessResponseSchema = z.object({
  status: z.enum(['ready', 'not_ready']),
  database: z.enum(['ok', 'error']),
  migrations: z.enum(['applied', 'pending', 'unknown']),
});
export type ReadinessResponse = z.infer<typeof readinessResponseSchema>;

/**
 * GET /api/health/live/: 200 while the process runs and its event loop turns; it never touches the database,
 * so an outage of the database does not get healthy instances restarted.
 */
export const livenessResponseSchema = z.object({
  status: z.literal('alive'),
  uptime_seconds: z.number(),
  /** The longest the event loop was blocked (ms) since the previous liveness call of this instance. */
  event_loop_delay_ms: z.number(),
});
export type LivenessResponse = z.infer<typeof livenessResponseSchema>;

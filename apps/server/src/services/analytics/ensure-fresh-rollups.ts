import type { FastifyInstance } from 'fastify';
import { refreshRollups } from './queries/refresh-rollups';

/**
 * Called before every analytics read: brings the roll-ups up to date when the source tables changed
 * (four index look-ups when they did not). A refresh already running (another request's, another
 * instance's) is waited for: reading the roll-ups it is replacing would show figures without the newest
 * rows, or all zeros before the first build.
 */
export async function ensureFreshRollups(app: FastifyInstance): Promise<void> {
  await refreshRollups(app.db, app.config.timeZone, { wait: true });
}

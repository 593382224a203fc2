import type { FastifyInstance } from 'fastify';
import { refreshRollups } from './queries/refresh-rollups';

/**
 * Called before every analytics read: brings the roll-ups up to date when the source tables changed
 * (four index look-ups when they did not). A refresh already running elsewhere is not waited for.
 */
export async function ensureFreshRollups(app: FastifyInstance): Promise<void> {
  await refreshRollups(app.db, app.config.timeZone);
}

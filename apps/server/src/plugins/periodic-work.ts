import fp from 'fastify-plugin';
import { sweepExpiredRateLimits } from '../services/operations/sweep-expired-rate-limits';

const SWEEP_EVERY_MS = 60_000;

/**
 * Work no request asks for: deleting ended rate-limit windows (PostgreSQL only; the embedded store is
 * in memory). Each run takes an advisory lock, so with several instances one sweeps and the others skip
 * (decision 0046). A failed run (the database is down) is logged and retried at the next tick.
 */
export default fp(
  async (app) => {
    if (app.dbDriver !== 'postgres') return;
    let running: Promise<unknown> | undefined;
    const timer = setInterval(() => {
      if (running) return;
      running = sweepExpiredRateLimits(app.db)
        .then((outcome) => {
          if (outcome.status === 'done' && outcome.result > 0)
            app.log.debug({ swept: outcome.result }, 'rate-limit windows swept');
        })
        .catch((error: unknown) => app.log.warn({ err: error }, 'rate-limit sweep failed'))
        .finally(() => {
          running = undefined;
        });
    }, SWEEP_EVERY_MS);
    timer.unref();
    app.addHook('preClose', async () => {
      clearInterval(timer);
      await running;
    });
  },
  { name: 'periodic-work', dependencies: ['database'] },
);

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { livenessResponseSchema } from '@shobdo/contracts';

const startedAt = Date.now();
const TICK_MS = 20;

/** A timer that should fire every `tickMs`: the longest it was late is the longest the loop was blocked. */
function watchEventLoopDelay(tickMs: number) {
  let last = performance.now();
  let longest = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    longest = Math.max(longest, now - last - tickMs);
    last = now;
  }, tickMs);
  timer.unref();
  return {
    takeLongest: () => {
      const value = Math.max(longest, performance.now() - last - tickMs, 0);
      longest = 0;
      return value;
    },
    stop: () => clearInterval(timer),
  };
}

const route: FastifyPluginAsyncZod = async (app) => {
  // The longest stall of the event loop between two liveness calls: an answer proves the loop turns now,
  // the figure says whether it was stuck in between (a long synchronous job).
  const delay = watchEventLoopDelay(TICK_MS);
  app.addHook('onClose', async () => delay.stop());

  app.get(
    '/live/',
    {
      config: { access: 'public', skipAuth: true },
      schema: {
        tags: ['health'],
        summary: 'Liveness: the process runs and its event loop turns (the database is not consulted)',
        description:
          'For process supervisors: restart the instance only when this stops answering. A database outage ' +
          'does not change it (see /api/health/ready/).',
        response: { 200: livenessResponseSchema },
      },
    },
    async () => {
      const longest = delay.takeLongest();
      return {
        status: 'alive' as const,
        uptime_seconds: Math.round((Date.now() - startedAt) / 1000),
        event_loop_delay_ms: Math.round(longest * 10) / 10,
      };
    },
  );
};
export default route;

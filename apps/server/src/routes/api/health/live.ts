import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { livenessResponseSchema } from '@shobdo/contracts';

const startedAt = Date.now();

const route: FastifyPluginAsyncZod = async (app) => {
  // The longest stall of the event loop between two liveness calls: an answer proves the loop turns now,
  // the figure says whether it was stuck in between (a long synchronous job).
  const delay = monitorEventLoopDelay({ resolution: 20 });
  delay.enable();
  app.addHook('onClose', async () => delay.disable());

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
      const longest = delay.count > 0 ? delay.max / 1e6 : 0;
      delay.reset();
      return {
        status: 'alive' as const,
        uptime_seconds: Math.round((Date.now() - startedAt) / 1000),
        event_loop_delay_ms: Math.round(longest * 10) / 10,
      };
    },
  );
};
export default route;

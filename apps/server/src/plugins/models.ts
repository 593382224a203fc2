import fp from 'fastify-plugin';
import { loadModelRegistry } from '@shobdo/nlp';
import type { ModelRegistry } from '@shobdo/nlp';
import { MODELS_DIR } from '../services/analysis/models-dir';

export { MODELS_DIR };

declare module 'fastify' {
  interface FastifyInstance {
    /** Every shipped model, loaded once at start-up. */
    models: ModelRegistry;
  }
}

// Loading at start-up, not on the first request, so that a broken model file stops the server
// before it takes traffic and the first analysis is as fast as the rest.
export default fp(
  async (app) => {
    const registry = await loadModelRegistry(MODELS_DIR);
    app.decorate('models', registry);
  },
  { name: 'models' },
);

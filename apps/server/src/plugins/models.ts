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

// Models are read-only once loaded, so every app in a process shares one registry: decoding them
// costs seconds of CPU, and tests build many apps.
let shared: Promise<ModelRegistry> | undefined;
function loadSharedRegistry(): Promise<ModelRegistry> {
  shared ??= loadModelRegistry(MODELS_DIR).catch((error: unknown) => {
    shared = undefined;
    throw error;
  });
  return shared;
}

// Loading at start-up, not on the first request, so that a broken model file stops the server
// before it takes traffic and the first analysis is as fast as the rest.
export default fp(
  async (app) => {
    app.decorate('models', await loadSharedRegistry());
  },
  { name: 'models' },
);

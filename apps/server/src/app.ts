import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import autoload from '@fastify/autoload';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { PGlite } from '@electric-sql/pglite';
import { resolveConfig, type AppConfig } from './config';
import { createRouteMethods, type RouteMethods } from './lib/route-methods';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    /** The API routes' methods by path, for 405 answers (plugins/web-app.ts). */
    apiRouteMethods: RouteMethods;
  }
}

const srcDir = path.dirname(fileURLToPath(import.meta.url));

// A hop count means: trust that many proxies nearest to the server.
function toTrustProxyOption(value: AppConfig['trustProxy']) {
  return typeof value === 'number' ? (_address: string, hop: number) => hop < value : value;
}

export interface BuildAppOptions {
  /** Overrides on top of the environment (tests use these). */
  config?: Partial<AppConfig>;
  /** An open PGlite to use instead of opening one; left open on close (tests pool them). */
  pglite?: PGlite;
}

/**
 * Builds the whole server without listening: configuration, then every plugin in src/plugins,
 * then every route in src/routes (folder = URL prefix). Files added there are picked up as they are.
 */
export async function buildApp(options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const config = resolveConfig(process.env, options.config);
  const app = Fastify({
    logger: {
      level: config.logLevel,
      // Request log lines name no client address or port (docs/privacy.md): method, path, request id.
      serializers: { req: (req) => ({ method: req.method, url: req.url.split('?')[0], id: req.id }) },
    },
    bodyLimit: config.bodyLimit,
    trustProxy: toTrustProxyOption(config.trustProxy),
    routerOptions: { ignoreTrailingSlash: true },
    // Loading the models and migrating can exceed Fastify's default 10 s on a busy machine.
    pluginTimeout: 120_000,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  // Hooked before any plugin runs, so routes that plugins add (the API docs) are recorded too.
  const apiRouteMethods = createRouteMethods();
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/api/')) apiRouteMethods.add(route.method, route.url);
  });
  app.decorate('apiRouteMethods', apiRouteMethods);

  await app.register(autoload, {
    dir: path.join(srcDir, 'plugins'),
    ignorePattern: /\.test\.ts$/,
    options: { pglite: options.pglite },
  });
  await app.register(autoload, { dir: path.join(srcDir, 'routes'), ignorePattern: /\.test\.ts$/ });
  // Not ready yet on purpose: callers may still add routes (tests do); listen/inject make it ready.
  return app;
}

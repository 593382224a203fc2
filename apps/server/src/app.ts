import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import autoload from '@fastify/autoload';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { PGlite } from '@electric-sql/pglite';

import { resolveConfig, type AppConfig } from './config';
import { createRouteMethods, type RouteMethods } from './lib/route-methods';
import { clientErrorHandler, frameworkErrorHandler } from './lib/framework-errors';

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

/** An API key sent in the query string (`?key=`, the Perspective-compatible API) never reaches the log. */
export function redactKey(url: string): string {
  return url.replace(/([?&]key=)[^&#]*/gi, '$1[redacted]');
}

/**
 * What the request log records of a request. Client addresses only when the operator turns them on
 * (SHOBDO_LOG_CLIENT_ADDRESSES): the privacy promise of docs/product/decisions.md covers logs too.
 */
export function requestLogSerializer(logClientAddresses: boolean) {
  return (request: FastifyRequest) => ({
    method: request.method,
    url: redactKey(request.url),
    ...(logClientAddresses ? { remoteAddress: request.ip, remotePort: request.socket?.remotePort } : {}),
  });
}

export interface BuildAppOptions {
  /** Overrides on top of the environment (tests use these). */
  config?: Partial<AppConfig>;
  /** An open PGlite to use instead of opening one; left open on close (tests pool them). */
  pglite?: PGlite;
  /** Where the log goes instead of standard output (tests that read the log). */
  logStream?: { write(line: string): void };
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
      serializers: { req: requestLogSerializer(config.logClientAddresses) },
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    bodyLimit: config.bodyLimit,
    // Slow or idle clients are cut off (issue 17): a request must arrive whole within
    // requestTimeoutMs (its headers within headersTimeoutMs), an idle connection closes after
    // connectionTimeoutMs. Node checks the first two every connectionsCheckingInterval.
    requestTimeout: config.requestTimeoutMs,
    connectionTimeout: config.connectionTimeoutMs,
    keepAliveTimeout: config.keepAliveTimeoutMs,
    http: {
      headersTimeout: Math.min(config.headersTimeoutMs, config.requestTimeoutMs),
      connectionsCheckingInterval: Math.min(1000, config.headersTimeoutMs),
    },
    // Failures before routing (an undecodable URL, an over-long id) and those Node's HTTP parser
    // refuses (a raw space, an unknown method, oversized headers, the time-outs) answer the one
    // error shape too, without echoing the request.
    frameworkErrors: frameworkErrorHandler,
    clientErrorHandler,
    trustProxy: toTrustProxyOption(config.trustProxy),
    // An id longer than maxParamLength (any the API issues is shorter) is a 404 (frameworkErrorHandler).
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
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

  // The server is TypeScript run by tsx (`node --import tsx`, which autoload does not detect by itself).
  process.env.FASTIFY_AUTOLOAD_TYPESCRIPT ??= '1';
  await app.register(autoload, {
    dir: path.join(srcDir, 'plugins'),
    ignorePattern: /\.test\.ts$/,
    options: { pglite: options.pglite },
  });
  await app.register(autoload, { dir: path.join(srcDir, 'routes'), ignorePattern: /\.test\.ts$/ });
  // Not ready yet on purpose: callers may still add routes (tests do); listen/inject make it ready.
  return app;
}

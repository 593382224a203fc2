import fs from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { methodNotAllowed, notFound } from '../lib/errors';
import { renderWebAppMissingPage } from '../lib/web-app-missing-page';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** A request for a file (a name with an extension, or anything under /assets/) never gets the shell. */
function isFileRequest(pathname: string): boolean {
  const lastSegment = pathname.slice(pathname.lastIndexOf('/') + 1);
  return pathname.startsWith('/assets/') || /\.[A-Za-z0-9]+$/.test(lastSegment);
}

/**
 * Serves the built web app on the API's port. Any GET outside /api for a route (no file extension)
 * gets index.html (the SPA routes and renders its own 404 page); a missing file or anything else
 * unknown is a JSON 404, and a wrong method on an API path is a 405 naming the allowed ones.
 * Without a build the API still works and pages explain how to build the web app.
 */
export default fp(
  async (app) => {
    const root = app.config.webDistDir;
    const hasBuild = fs.existsSync(path.join(root, 'index.html'));

    if (hasBuild) {
      await app.register(fastifyStatic, {
        root,
        wildcard: true,
        index: 'index.html',
        // The build writes a .br and a .gz beside each text file (apps/web/vite.config.ts); the one the
        // client accepts is sent as it is, so nothing is compressed per request (decision 0040).
        preCompressed: true,
        // Vite fingerprints files under assets/, so they never change; index.html always may.
        // @fastify/static 9 (the last major that runs on Node 20) hands setHeaders the raw response, and
        // its own cache-control would overwrite ours, so it sets none.
        cacheControl: false,
        setHeaders: (res, filePath) => {
          res.setHeader('cache-control', filePath.includes(`${path.sep}assets${path.sep}`) ? IMMUTABLE : 'no-cache');
          // Caches must keep the brotli, gzip and plain copies apart.
          res.setHeader('vary', 'accept-encoding');
        },
      });
    }

    app.setNotFoundHandler(async (request, reply) => {
      const pathname = request.url.split('?')[0] ?? '/';
      const isApi = pathname === '/api' || pathname.startsWith('/api/');
      if (isApi) {
        const allowed = app.apiRouteMethods.allowedOn(pathname);
        if (allowed.length > 0) {
          reply.header('allow', allowed.join(', '));
          throw methodNotAllowed();
        }
        throw notFound();
      }
      if (request.method !== 'GET' && request.method !== 'HEAD') throw notFound();
      // A browser asking for a missing script or icon must not get HTML it would try to parse.
      if (isFileRequest(pathname)) throw notFound();
      if (hasBuild) return reply.header('cache-control', 'no-cache').sendFile('index.html');
      return reply
        .code(pathname === '/' ? 200 : 404)
        .type('text/html; charset=utf-8')
        .send(renderWebAppMissingPage(root));
    });
  },
  { name: 'web-app', dependencies: ['error-handler'] },
);

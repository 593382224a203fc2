import fs from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { notFound } from '../lib/errors';
import { renderWebAppMissingPage } from '../lib/web-app-missing-page';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the built web app on the API's port. Any GET outside /api that is not a file gets
 * index.html (the SPA routes and renders its own 404 page); anything else unknown is a JSON 404.
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
        // Vite fingerprints files under assets/, so they never change; index.html always may.
        setHeaders: (reply, filePath) => {
          reply.header('cache-control', filePath.includes(`${path.sep}assets${path.sep}`) ? IMMUTABLE : 'no-cache');
        },
      });
    }

    app.setNotFoundHandler(async (request, reply) => {
      const pathname = request.url.split('?')[0] ?? '/';
      const isApi = pathname === '/api' || pathname.startsWith('/api/');
      if (isApi || (request.method !== 'GET' && request.method !== 'HEAD')) throw notFound();
      if (hasBuild) return reply.header('cache-control', 'no-cache').sendFile('index.html');
      return reply
        .code(pathname === '/' ? 200 : 404)
        .type('text/html; charset=utf-8')
        .send(renderWebAppMissingPage(root));
    });
  },
  { name: 'web-app', dependencies: ['error-handler'] },
);

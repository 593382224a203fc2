import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../helper';

describe('with a built web app', () => {
  let app: FastifyInstance;
  let dist: string;
  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'shobdo-dist-'));
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><div id="root"></div><script src="/assets/app-1a2b.js"></script>',
    );
    fs.writeFileSync(path.join(dist, 'assets', 'app-1a2b.js'), 'console.log("shobdo")');
    fs.writeFileSync(path.join(dist, 'favicon.svg'), '<svg/>');
    app = await buildTestApp({ webDistDir: dist });
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  test.each(['/', '/about', '/results', '/history', '/dashboard/users', '/no/such/page'])(
    'GET %s serves index.html',
    async (url) => {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('no-cache');
    },
  );

  test('files are served as files; fingerprinted assets are cached for good', async () => {
    const js = await app.inject({ method: 'GET', url: '/assets/app-1a2b.js' });
    expect(js.statusCode).toBe(200);
    expect(js.headers['content-type']).toMatch(/javascript/);
    expect(js.headers['cache-control']).toContain('immutable');
    expect((await app.inject({ method: 'GET', url: '/favicon.svg' })).body).toBe('<svg/>');
  });

  test.each(['/assets/nope.js', '/assets/nope', '/favicon.ico', '/robots.txt', '/about/logo.png'])(
    'a missing file %s is a JSON 404, never the app shell',
    async (url) => {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(res.json()).toEqual({ error: 'Not Found', message: 'Resource not found.' });
    },
  );

  test('the SPA fallback never answers for /api or for non-GET requests', async () => {
    const api = await app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ error: 'Not Found', message: 'Resource not found.' });
    const post = await app.inject({ method: 'POST', url: '/about', payload: {} });
    expect(post.statusCode).toBe(404);
    expect(post.headers['content-type']).toMatch(/application\/json/);
  });

  test('the API still answers next to the app', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/health/' })).statusCode).toBe(200);
  });
});

describe('without a built web app', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ webDistDir: path.join(os.tmpdir(), 'shobdo-no-dist-here') });
  });
  afterAll(() => app.close());

  test('/ explains that the web app is not built', async () => {
    const res = await app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('The Shobdo web app is not built');
    expect(res.body).toContain('npm run build');
    // The server looks for the build once, when it starts: reloading the page after a build would not serve it.
    expect(res.body).toContain('then restart the server');
    expect(res.body).not.toContain('reload this page');
  });

  test('other pages say the same with a 404; the API works', async () => {
    const res = await app.inject({ method: 'GET', url: '/about' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('not built');
    expect((await app.inject({ method: 'GET', url: '/api/health/' })).statusCode).toBe(200);
  });
});

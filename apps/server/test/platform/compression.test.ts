import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { authHeader, buildTestApp, createUser } from '../helper';

/** What the client reads after undoing the answer's content-encoding. */
function decode(res: LightMyRequestResponse): string {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(res.rawPayload).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(res.rawPayload).toString('utf8');
  return res.rawPayload.toString('utf8');
}

const SCRIPT = `console.log(${JSON.stringify('শব্দ '.repeat(400))});`;
const SHELL = `<!doctype html><div id="root"></div><script src="/assets/app-1a2b.js"></script>${' '.repeat(2000)}`;

/** A built app as Vite leaves it with the compression step: each text file beside its .br and .gz. */
function writeBuild(dist: string): void {
  fs.mkdirSync(path.join(dist, 'assets'));
  for (const [name, text] of [
    ['index.html', SHELL],
    ['assets/app-1a2b.js', SCRIPT],
  ] as const) {
    fs.writeFileSync(path.join(dist, name), text);
    // Different bytes from what on-the-fly compression would produce, so the test sees which copy went out.
    fs.writeFileSync(path.join(dist, `${name}.br`), brotliCompressSync(text));
    fs.writeFileSync(path.join(dist, `${name}.gz`), gzipSync(text, { level: 9 }));
  }
}

describe('compression', () => {
  let app: FastifyInstance;
  let dist: string;
  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'shobdo-dist-'));
    writeBuild(dist);
    app = await buildTestApp({ webDistDir: dist });
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  test.each([
    ['br, gzip, deflate', 'br', '.br'],
    ['gzip', 'gzip', '.gz'],
  ])('a hashed asset asked with %s is the pre-compressed %s file, cached for a year', async (accept, encoding, ext) => {
    const res = await app.inject({ method: 'GET', url: '/assets/app-1a2b.js', headers: { 'accept-encoding': accept } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.rawPayload.equals(fs.readFileSync(path.join(dist, `assets/app-1a2b.js${ext}`)))).toBe(true);
    expect(decode(res)).toBe(SCRIPT);
  });

  test('a client that accepts no encoding gets the plain file', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/app-1a2b.js' });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(SCRIPT);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
  });

  test.each(['/', '/results', '/login'])('the shell at %s is brotli and always revalidated', async (url) => {
    const res = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(decode(res)).toBe(SHELL);
  });

  test('JSON over 1 KB is compressed on the fly, brotli first, gzip for a client without it', async () => {
    const plain = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    for (const [accept, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
    ]) {
      const res = await app.inject({ method: 'GET', url: '/api/docs/json', headers: { 'accept-encoding': accept } });
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
      expect(JSON.parse(decode(res))).toEqual(plain.json());
    }
  });

  test('a small answer goes uncompressed', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health/', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.length).toBeLessThan(1024);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toHaveProperty('status');
  });

  test('errors keep the one error shape, compressed or not', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/nothing-here', headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(404);
    expect(JSON.parse(decode(res))).toEqual({ error: 'Not Found', message: 'Resource not found.' });
  });

  test('an analysis answer reads the same compressed as plain', async () => {
    const payload = { text: 'ভাই আপনার ভিডিওটা দেখে অনেক ভালো লাগলো', model_id: 'bangla-sentiment-v1' };
    const url = '/api/analysis/analyses/analyze/';
    const res = await app.inject({ method: 'POST', url, payload, headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.statusCode).toBe(200);
    const body = JSON.parse(decode(res)) as { prediction: string; analysis_id: string };
    expect(typeof body.prediction).toBe('string');
    if (res.headers['content-encoding']) expect(res.headers.vary).toMatch(/accept-encoding/i);
    else expect(res.rawPayload.length).toBeLessThan(1024);
  });

  test('a streamed CSV export arrives whole through gzip', async () => {
    const admin = await createUser(app, { role: 'admin' });
    const res = await app.inject({
      method: 'GET',
      url: '/api/users/users/export/?format=csv',
      headers: { ...authHeader(admin.access_token), 'accept-encoding': 'gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="shobdo-users-/);
    const csv = decode(res);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv).toContain(admin.user.username);
  });
});

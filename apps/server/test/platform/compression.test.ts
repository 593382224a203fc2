import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { SHORT_PATH_MAX_CHARS, compressJsonAnswer } from '../../src/lib/json-answer-compression';
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

  const COMMENT =
    'ভাই আপনার ভিডিওটা দেখে অনেক ভালো লাগলো, কিন্তু শেষের অংশটা আরেকটু পরিষ্কার করে বললে সবার বুঝতে সুবিধা হতো।';
  const analyze = (headers: Record<string, string>) =>
    app.inject({
      method: 'POST',
      url: '/api/analysis/analyses/analyze/',
      payload: { text: COMMENT, model_id: 'bangla-sentiment-v1' },
      headers,
    });

  test.each([
    ['br, gzip', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
  ] as const)(
    'an analysis answer asked with %s takes the short path: %s in one call, the same answer',
    async (accept, encoding) => {
      const res = await analyze({ 'accept-encoding': accept });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers.vary).toBe('accept-encoding');
      expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
      const text = decode(res);
      expect(Buffer.byteLength(text)).toBeGreaterThan(1024);
      // The short path's codec setting is deterministic, so its bytes show which path the answer took.
      expect(res.rawPayload.equals(compressJsonAnswer(text, encoding))).toBe(true);
      const body = JSON.parse(text) as { prediction: string; word_contributions: { word: string }[] };
      expect(typeof body.prediction).toBe('string');
      expect(body.word_contributions.map((w) => w.word)).toContain('ভিডিওটা');
    },
  );

  test.each([
    ['no accept-encoding', {}],
    ['identity only', { 'accept-encoding': 'identity' }],
    ['x-no-compression', { 'accept-encoding': 'br, gzip', 'x-no-compression': '1' }],
  ])('an analysis answer goes plain with %s', async (_, headers: Record<string, string>) => {
    const res = await analyze(headers);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toHaveProperty('prediction');
  });

  test('JSON longer than the short path takes is still compressed, by the plugin', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/docs/json', headers: { 'accept-encoding': 'br' } });
    expect(res.headers['content-encoding']).toBe('br');
    const text = decode(res);
    expect(text.length).toBeGreaterThan(SHORT_PATH_MAX_CHARS);
    expect(JSON.parse(text)).toHaveProperty('openapi');
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

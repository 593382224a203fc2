import { describe, expect, test } from 'vitest';
import { buildTestApp } from '../helper';

describe('closing the app (what SIGTERM does in src/server.ts)', () => {
  test('stops accepting but lets an in-flight request finish', async () => {
    const app = await buildTestApp();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let entered!: () => void;
    const inside = new Promise<void>((resolve) => (entered = resolve));
    app.get('/api/test-only/slow', async () => {
      entered();
      await held;
      return { done: true };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;

    const inFlight = fetch(`http://127.0.0.1:${port}/api/test-only/slow`);
    await inside;
    const closed = app.close();
    // New connections are refused once closing has begun.
    await expect(fetch(`http://127.0.0.1:${port}/api/health/`)).rejects.toThrow();
    release();
    const res = await inFlight;
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ done: true });
    await closed;
  });
});

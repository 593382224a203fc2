import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, test } from 'vitest';
import { requestLogSerializer } from '../../src/app';

/** Gap 7 (logs): the request log carries no client address unless the operator turns it on. */
async function logLinesFor(logClientAddresses: boolean): Promise<string[]> {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  const app = Fastify({
    logger: { level: 'info', stream, serializers: { req: requestLogSerializer(logClientAddresses) } },
  });
  app.get('/x', async () => ({ ok: true }));
  await app.inject({ method: 'GET', url: '/x', remoteAddress: '203.0.113.77' });
  await app.close();
  return lines;
}

describe('request log', () => {
  test('records no client address by default', async () => {
    const lines = await logLinesFor(false);
    expect(lines.some((l) => l.includes('"url":"/x"'))).toBe(true);
    expect(lines.join('\n')).not.toContain('203.0.113.77');
    expect(lines.join('\n')).not.toContain('remoteAddress');
  });

  test('records it when SHOBDO_LOG_CLIENT_ADDRESSES is on', async () => {
    const lines = await logLinesFor(true);
    expect(lines.join('\n')).toContain('"remoteAddress":"203.0.113.77"');
  });
});

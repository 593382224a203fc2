import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../helper';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

let app: FastifyInstance;
let document: { paths: Record<string, Record<string, { operationId?: string; security?: unknown[] }>> };
beforeAll(async () => {
  app = await buildTestApp();
  document = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json();
});
afterAll(() => app.close());

describe('the OpenAPI document', () => {
  it('gives every operation a unique camelCase operationId and a security requirement', () => {
    const ids: string[] = [];
    for (const [p, item] of Object.entries(document.paths)) {
      for (const method of METHODS) {
        const op = item[method];
        if (!op) continue;
        expect(op.operationId, `${method} ${p}`).toMatch(/^[a-z][A-Za-z0-9]*$/);
        expect(op.security?.length, `${method} ${p}`).toBeGreaterThan(0);
        ids.push(op.operationId!);
      }
    }
    expect(ids.length).toBeGreaterThan(50);
    expect(new Set(ids).size).toBe(ids.length);
    expect(document.paths['/api/perspective/v1alpha1/comments:analyze']?.post?.operationId).toBe(
      'perspectiveAnalyzeComment',
    );
  });

  it("passes Redocly's recommended rules with no error (redocly.yaml)", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'shobdo-openapi-'));
    try {
      const file = path.join(dir, 'openapi.json');
      await writeFile(file, JSON.stringify(document));
      const redocly = path.join(root, 'node_modules/.bin/redocly');
      const run = await promisify(execFile)(
        redocly,
        ['lint', file, '--config', path.join(root, 'redocly.yaml'), '--format', 'json'],
        {
          cwd: root,
          maxBuffer: 64 * 1024 * 1024,
        },
      ).catch((error: { stdout?: string; stderr?: string }) => ({
        stdout: error.stdout ?? '',
        stderr: error.stderr ?? '',
      }));
      const report = JSON.parse(run.stdout) as {
        totals: { errors: number };
        problems: { severity: string; message: string }[];
      };
      const errors = report.problems.filter((p) => p.severity === 'error').map((p) => p.message);
      expect(errors).toEqual([]);
      expect(report.totals.errors).toBe(0);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 120_000);
});

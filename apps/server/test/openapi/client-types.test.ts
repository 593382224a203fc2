import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { CLIENT_TYPES_FILE, fetchOpenApiDocument, renderClientTypes } from '../../src/cli/openapi-client-types';
import { buildTestApp } from '../helper';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

describe('the generated client types', () => {
  it('are what openapi-typescript makes of the served document today (else: npm run openapi:generate)', async () => {
    const expected = await renderClientTypes(await fetchOpenApiDocument(app));
    const committed = await readFile(path.join(root, CLIENT_TYPES_FILE), 'utf8');
    // One assertion on a boolean: a diff of 7,000 generated lines would bury the instruction.
    expect(
      committed === expected,
      `${CLIENT_TYPES_FILE} is out of date with /api/docs/json: run npm run openapi:generate and commit it`,
    ).toBe(true);
  }, 60_000);
});

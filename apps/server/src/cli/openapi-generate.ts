/**
 * npm run openapi:generate
 * Builds the app on a throwaway in-memory database (no port, nothing stored), reads its OpenAPI document
 * and writes the TypeScript types of a client generated from it (docs/api/clients.md). A test fails while
 * the committed file differs from what this writes.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../app';
import { CLIENT_TYPES_FILE, fetchOpenApiDocument, renderClientTypes } from './openapi-client-types';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

async function main() {
  const app = await buildApp({
    config: {
      secret: 'openapi-generate-does-not-sign-tokens-000000000',
      logLevel: 'silent',
      seedAdmin: false,
      databaseUrl: undefined,
      embeddedStorage: 'memory',
    },
  });
  try {
    const types = await renderClientTypes(await fetchOpenApiDocument(app));
    await writeFile(path.join(root, CLIENT_TYPES_FILE), types);
    console.log(`Wrote ${CLIENT_TYPES_FILE}`);
  } finally {
    await app.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});

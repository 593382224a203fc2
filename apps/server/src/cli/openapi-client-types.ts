import openapiTS, { astToString, COMMENT_HEADER, type OpenAPI3 } from 'openapi-typescript';
import type { FastifyInstance } from 'fastify';

/** Where `npm run openapi:generate` writes the client's types, relative to the repository's root. */
export const CLIENT_TYPES_FILE = 'apps/server/test/openapi/client/schema.d.ts';

/** The OpenAPI document exactly as a client downloads it from /api/docs/json. */
export async function fetchOpenApiDocument(app: FastifyInstance): Promise<OpenAPI3> {
  const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
  if (res.statusCode !== 200) throw new Error(`/api/docs/json answered ${res.statusCode}: ${res.body}`);
  return res.json() as OpenAPI3;
}

/**
 * The TypeScript types openapi-typescript makes of the document (`paths`, `components`, `operations`), for
 * openapi-fetch's `createClient<paths>`. The same function writes the file and checks it for drift, so the
 * committed types are exactly what the tool makes of the served document.
 */
export async function renderClientTypes(document: OpenAPI3): Promise<string> {
  // openapi-typescript resolves and annotates the object it is given; it gets a copy.
  const nodes = await openapiTS(structuredClone(document), { silent: true });
  return `${COMMENT_HEADER}// npm run openapi:generate writes this file from /api/docs/json (docs/api/clients.md).\n\n${astToString(nodes)}`;
}

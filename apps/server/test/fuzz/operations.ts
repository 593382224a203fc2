import type { FastifyInstance, HTTPMethods } from 'fastify';

/** One operation of the OpenAPI description, as the fuzzer needs it. */
export interface Operation {
  method: HTTPMethods;
  /** OpenAPI path, e.g. /api/analysis/analyses/{id}/ */
  path: string;
  pathParams: string[];
  queryParams: string[];
  /** JSON schema of the request body, when the operation takes one. */
  bodySchema: JsonSchema | undefined;
}

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  maxLength?: number;
  minLength?: number;
  minimum?: number;
  maximum?: number;
}

const METHODS = new Set(['get', 'post', 'put', 'patch', 'delete']);

/** Reads the operation list from the running app's OpenAPI document (so new routes are covered). */
export async function readOperations(app: FastifyInstance): Promise<Operation[]> {
  const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
  if (res.statusCode !== 200) throw new Error(`GET /api/docs/json answered ${res.statusCode}`);
  const doc = res.json() as { paths: Record<string, Record<string, any>> };
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      if (!METHODS.has(method)) continue;
      const parameters = [...(item.parameters ?? []), ...(op.parameters ?? [])] as { in: string; name: string }[];
      operations.push({
        method: method.toUpperCase() as HTTPMethods,
        path,
        pathParams: [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!),
        queryParams: parameters.filter((p) => p.in === 'query').map((p) => p.name),
        bodySchema: op.requestBody?.content?.['application/json']?.schema,
      });
    }
  }
  return operations;
}

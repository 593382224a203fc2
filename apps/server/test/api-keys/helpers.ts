import type { FastifyInstance, InjectOptions } from 'fastify';
import { createdApiKeySchema, type CreatedApiKey } from '@shobdo/contracts';
import { authHeader } from '../helper';

/** Creates a key through the API as the holder of `token`; fails loudly on anything but 201. */
export async function createKeyViaApi(app: FastifyInstance, token: string, name = 'test key'): Promise<CreatedApiKey> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/users/users/me/api_keys/',
    headers: authHeader(token),
    payload: { name },
  });
  if (res.statusCode !== 201) throw new Error(`key creation answered ${res.statusCode}: ${res.body}`);
  return createdApiKeySchema.parse(res.json());
}

/** A request made with an API key. */
export function withKey(app: FastifyInstance, key: string, options: InjectOptions) {
  return app.inject({ ...options, headers: { ...options.headers, 'x-api-key': key } });
}

export const ANALYZE = '/api/analysis/analyses/analyze/';
export const ANALYZE_BODY = {
  text: 'আজ আমাদের দল খেলায় জিতেছে, আমি খুব খুশি।',
  model_id: 'shobdo-v1',
  analysis_type: 'classification',
} as const;

import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { perspectiveErrorSchema, type PerspectiveErrorBody } from '@shobdo/contracts';
import { createApiKey } from '../../src/services/api-keys/create-api-key';
import { createUser, type CreatedUser } from '../helper';

export const PERSPECTIVE = '/api/perspective/v1alpha1';

/** Comments written for these tests (no dataset text), each one the model reads as its class. */
export const COMMENTS = {
  threat: 'তোকে আমি খুন করে ফেলব, সাবধানে থাকিস',
  religious: 'হিন্দুরা মালাউন, এরা সব বেঈমান',
  sexual: 'মেয়েটার শরীর দেখলে সেক্স করতে ইচ্ছা করে',
  troll: 'তোর মত বলদ আর দেখি নাই, হাসতে হাসতে শেষ',
  normal: 'আজ আমাদের দল খেলায় জিতেছে, আমি খুব খুশি। সবাইকে অভিনন্দন!',
  romanized: 'tor moto bolod ar dekhi nai',
  english: 'This is a great product, I love it',
} as const;

export interface KeyHolder extends CreatedUser {
  key: string;
  keyId: string;
}

/** A signed-in user with an API key. */
export async function createKeyHolder(app: FastifyInstance): Promise<KeyHolder> {
  const user = await createUser(app);
  const created = await createApiKey(app.db, user.user.id, 'perspective tests');
  return { ...user, key: created.key, keyId: created.id };
}

export function postPerspective(
  app: FastifyInstance,
  method: 'comments:analyze' | 'comments:suggestscore',
  body: unknown,
  key: string | undefined,
  options: { header?: boolean; headers?: Record<string, string> } = {},
): Promise<LightMyRequestResponse> {
  const query = key !== undefined && !options.header ? `?key=${encodeURIComponent(key)}` : '';
  const headers = { ...(key !== undefined && options.header ? { 'x-goog-api-key': key } : {}), ...options.headers };
  const raw = typeof body === 'string';
  return app.inject({
    method: 'POST',
    url: `${PERSPECTIVE}/${method}${query}`,
    headers: raw ? { ...headers, 'content-type': 'application/json' } : headers,
    payload: raw ? body : (body as object),
  });
}

/** The Perspective error of an answer, checked against the shape. */
export function perspectiveError(res: LightMyRequestResponse): PerspectiveErrorBody['error'] {
  return perspectiveErrorSchema.parse(res.json()).error;
}

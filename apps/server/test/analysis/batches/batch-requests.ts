import { expect } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { analysisSchema, batchWriteResponseSchema } from '@shobdo/contracts';
import { authHeader, type CreatedUser } from '../../helper';
import { TEXTS } from '../fixtures';

export const COMMENTS = [
  TEXTS.happy,
  TEXTS.food,
  TEXTS.weather,
  'তোকে মেরে ফেলব, সাবধানে থাকিস',
  'এই ভিডিওটা দেখে খুব হাসি পেল',
];

/** Requests to /api/analysis/batches/ and reads of the owner's analyses, on the app a test file started. */
export function batchRequests(appOf: () => FastifyInstance, ownerOf: () => CreatedUser) {
  function send(method: 'GET' | 'POST' | 'DELETE', url: string, token: string | undefined, payload?: unknown) {
    return appOf().inject({
      method,
      url: `/api/analysis/batches/${url}`,
      headers: token ? authHeader(token) : {},
      payload: payload as object,
    });
  }

  async function createBatch(token: string, texts: unknown[], extra: Record<string, unknown> = {}) {
    const res = await send('POST', '', token, { texts, name: 'comments.csv', ...extra });
    expect(res.statusCode, res.body).toBe(200);
    return batchWriteResponseSchema.parse(res.json());
  }

  /** GET /api/analysis/analyses/{id}/ as the owner, parsed. */
  async function readAnalysis(id: string) {
    const res = await appOf().inject({
      method: 'GET',
      url: `/api/analysis/analyses/${id}/`,
      headers: authHeader(ownerOf().access_token),
    });
    return analysisSchema.parse(res.json());
  }

  return { send, createBatch, readAnalysis };
}

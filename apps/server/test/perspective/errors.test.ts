import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { MAX_TEXT_LENGTH } from '@shobdo/contracts';
import { authHeader, buildTestApp, createUser } from '../helper';
import { deleteApiKeyOf } from '../../src/services/api-keys/queries/api-keys';
import { COMMENTS, createKeyHolder, perspectiveError, postPerspective, type KeyHolder } from './perspective-helpers';

let app: FastifyInstance;
let holder: KeyHolder;
beforeAll(async () => {
  app = await buildTestApp();
  holder = await createKeyHolder(app);
});
afterAll(() => app.close());

const toxicity = { TOXICITY: {} };

async function refused(body: unknown, key: string | undefined = holder.key, options = {}) {
  const res = await postPerspective(app, 'comments:analyze', body, key, options);
  return { status: res.statusCode, error: perspectiveError(res) };
}

describe("comments:analyze answers Perspective's errors", () => {
  it.each([
    ['an empty comment', { comment: { text: '' }, requestedAttributes: toxicity }],
    ['a blank comment', { comment: { text: ' \n\u200b ' }, requestedAttributes: toxicity }],
    ['no comment at all', { requestedAttributes: toxicity }],
  ])('COMMENT_EMPTY for %s', async (_, body) => {
    const { status, error } = await refused(body);
    expect(status).toBe(400);
    expect(error).toMatchObject({ code: 400, status: 'INVALID_ARGUMENT', message: 'Comment must be non-empty.' });
    expect(error.details).toEqual([
      { '@type': 'type.googleapis.com/google.commentanalyzer.v1alpha1.Error', errorType: 'COMMENT_EMPTY' },
    ]);
  });

  it('COMMENT_TOO_LONG past the product limit', async () => {
    const { status, error } = await refused({
      comment: { text: 'ক'.repeat(MAX_TEXT_LENGTH + 1) },
      requestedAttributes: toxicity,
    });
    expect(status).toBe(400);
    expect(error.details[0]?.errorType).toBe('COMMENT_TOO_LONG');
  });

  it.each([
    ['missing', { comment: { text: COMMENTS.threat } }],
    ['empty', { comment: { text: COMMENTS.threat }, requestedAttributes: {} }],
  ])('NO_REQUESTED_ATTRIBUTES when requestedAttributes is %s', async (_, body) => {
    const { error } = await refused(body);
    expect(error.details[0]?.errorType).toBe('NO_REQUESTED_ATTRIBUTES');
  });

  it('INVALID_REQUEST for an unknown attribute, naming it', async () => {
    const { status, error } = await refused({
      comment: { text: COMMENTS.threat },
      requestedAttributes: { TOXICITY: {}, HAPPINESS: {} },
    });
    expect(status).toBe(400);
    expect(error.message).toBe('Unknown requested attribute: HAPPINESS');
    expect(error.details[0]?.errorType).toBe('INVALID_REQUEST');
  });

  it('LANGUAGE_NOT_SUPPORTED_BY_ATTRIBUTE for English text, even declared as Bengali', async () => {
    const { status, error } = await refused({
      comment: { text: COMMENTS.english },
      requestedAttributes: toxicity,
      languages: ['bn'],
    });
    expect(status).toBe(400);
    expect(error.message).toBe('Attribute TOXICITY does not support request languages: bn');
    expect(error.details[0]).toMatchObject({
      errorType: 'LANGUAGE_NOT_SUPPORTED_BY_ATTRIBUTE',
      languageNotSupportedByAttributeError: {
        attribute: 'TOXICITY',
        requestedLanguages: ['bn'],
        detectedLanguages: ['en'],
      },
    });
  });

  it('LANGUAGE_NOT_SUPPORTED_BY_ATTRIBUTE for a comment in another writing, naming its language (decision 0088)', async () => {
    for (const [text, language] of [
      ['नमस्ते दोस्त कैसे हो', 'hi'],
      ['مرحبا بك يا صديقي', 'ar'],
      ['Привет друг', 'ru'],
    ] as const) {
      const { status, error } = await refused({ comment: { text }, requestedAttributes: toxicity });
      expect(status, text).toBe(400);
      expect(error.message, text).toBe(`Attribute TOXICITY does not support request languages: ${language}`);
      expect(error.details[0], text).toMatchObject({
        errorType: 'LANGUAGE_NOT_SUPPORTED_BY_ATTRIBUTE',
        languageNotSupportedByAttributeError: { requestedLanguages: [], detectedLanguages: [language] },
      });
    }
  });

  it('drops every attribute of English text with dropUnsupportedAttributes (no scores, no error)', async () => {
    const res = await postPerspective(
      app,
      'comments:analyze',
      { comment: { text: COMMENTS.english }, requestedAttributes: toxicity, dropUnsupportedAttributes: true },
      holder.key,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ languages: ['en'], detectedLanguages: ['en'] });
  });

  it('LANGUAGE_NOT_SUPPORTED_BY_ATTRIBUTE for an attribute no class measures (PROFANITY)', async () => {
    const { error } = await refused({
      comment: { text: COMMENTS.troll },
      requestedAttributes: { INSULT: {}, PROFANITY: {} },
    });
    expect(error.details[0]?.errorType).toBe('LANGUAGE_NOT_SUPPORTED_BY_ATTRIBUTE');
    expect(error.message).toBe('Attribute PROFANITY does not support request languages: bn');
  });

  it.each([
    [
      'a score type other than PROBABILITY',
      { comment: { text: COMMENTS.troll }, requestedAttributes: { INSULT: { scoreType: 'RAW' } } },
    ],
    ['an HTML comment', { comment: { text: COMMENTS.troll, type: 'HTML' }, requestedAttributes: toxicity }],
    ['a text that is not a string', { comment: { text: 5 }, requestedAttributes: toxicity }],
    [
      'a threshold above 1',
      { comment: { text: COMMENTS.troll }, requestedAttributes: { TOXICITY: { scoreThreshold: 2 } } },
    ],
    ['malformed JSON', '{"comment": '],
    ['a NUL in a key name', { comment: { text: COMMENTS.troll }, requestedAttributes: { 'TOX\u0000': {} } }],
  ])('400 INVALID_ARGUMENT in the same shape for %s', async (_, body) => {
    const { status, error } = await refused(body);
    expect(status).toBe(400);
    expect(error.status).toBe('INVALID_ARGUMENT');
  });

  it('reads a NUL inside the comment as U+FFFD, keeping every offset', async () => {
    const text = `${COMMENTS.threat}\u0000`;
    const res = await postPerspective(
      app,
      'comments:analyze',
      { comment: { text }, requestedAttributes: { THREAT: {} }, spanAnnotations: true, doNotStore: true },
      holder.key,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().attributeScores.THREAT.spanScores.at(-1).end).toBe(text.length - 1);
  });
});

describe('comments:analyze keys', () => {
  const body = { comment: { text: COMMENTS.threat }, requestedAttributes: toxicity, doNotStore: true };

  it('403 PERMISSION_DENIED without a key, a Bearer token notwithstanding', async () => {
    const res = await postPerspective(app, 'comments:analyze', body, undefined, {
      headers: authHeader(holder.access_token),
    });
    expect(res.statusCode).toBe(403);
    expect(perspectiveError(res)).toMatchObject({
      code: 403,
      status: 'PERMISSION_DENIED',
      message: 'The request is missing a valid API key.',
    });
  });

  it.each([['shb_notakey'], ['AIzaSyD-a-google-key'], [`shb_${'A'.repeat(40)}`]])(
    '400 API_KEY_INVALID for %s',
    async (key) => {
      for (const header of [false, true]) {
        const { status, error } = await refused(body, key, { header });
        expect(status).toBe(400);
        expect(error.message).toBe('API key not valid. Please pass a valid API key.');
        expect(error.details[0]).toMatchObject({
          '@type': 'type.googleapis.com/google.rpc.ErrorInfo',
          reason: 'API_KEY_INVALID',
        });
      }
    },
  );

  it('refuses a key at once when it is revoked', async () => {
    const other = await createKeyHolder(app);
    expect((await postPerspective(app, 'comments:analyze', body, other.key)).statusCode).toBe(200);
    expect(await deleteApiKeyOf(app.db, other.user.id, other.keyId)).toBeDefined();
    const { status, error } = await refused(body, other.key);
    expect(status).toBe(400);
    expect(error.details[0]?.reason).toBe('API_KEY_INVALID');
  });

  it('refuses a key at once when its owner is deactivated', async () => {
    const other = await createKeyHolder(app);
    const admin = await createUser(app, { role: 'admin' });
    expect((await postPerspective(app, 'comments:analyze', body, other.key)).statusCode).toBe(200);
    const off = await app.inject({
      method: 'POST',
      url: '/api/users/users/bulk_deactivate/',
      headers: authHeader(admin.access_token),
      payload: { user_ids: [other.user.id] },
    });
    expect(off.statusCode).toBe(200);
    const { status, error } = await refused(body, other.key);
    expect(status).toBe(400);
    expect(error.details[0]?.reason).toBe('API_KEY_INVALID');
  });
});

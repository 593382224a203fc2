import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import {
  API_KEY_LIMITS,
  API_KEY_MESSAGES,
  apiErrorSchema,
  apiKeyListSchema,
  auditLogResponseSchema,
} from '@shobdo/contracts';
import { queryRows } from '../../src/db/query-rows';
import { hashApiKey } from '../../src/services/api-keys/generate-api-key';
import { authHeader, createUser, type CreatedUser } from '../helper';
import { buildAppWithUsers } from '../app-with-users';
import { ANALYZE, ANALYZE_BODY, createKeyViaApi, withKey } from './helpers';

let app: FastifyInstance;
let owner: CreatedUser;
let other: CreatedUser;
let admin: CreatedUser;
beforeAll(async () => {
  ({ app, owner, other, admin } = await buildAppWithUsers());
});
afterAll(() => app.close());

const MINE = '/api/users/users/me/api_keys/';
const list = async (token: string, url = MINE) => {
  const res = await app.inject({ method: 'GET', url, headers: authHeader(token) });
  expect(res.statusCode, res.body).toBe(200);
  return apiKeyListSchema.parse(res.json());
};
const revoke = (token: string, url: string) => app.inject({ method: 'DELETE', url, headers: authHeader(token) });
const auditOf = async (action: string) => {
  const res = await app.inject({
    method: 'GET',
    url: `/api/analytics/admin_audit_log/?action=${action}&page_size=100`,
    headers: authHeader(admin.access_token),
  });
  return auditLogResponseSchema.parse(res.json()).entries;
};

describe('own API keys', () => {
  test('create answers 201 with the whole key once; the list shows it without key or hash', async () => {
    const res = await app.inject({
      method: 'POST',
      url: MINE,
      headers: authHeader(owner.access_token),
      payload: { name: 'Moderation bot' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json();
    expect(Object.keys(created).sort()).toEqual(['created_at', 'id', 'key', 'name', 'prefix']);
    expect(created).toMatchObject({ name: 'Moderation bot', prefix: created.key.slice(0, 12) });

    const keys = await list(owner.access_token);
    const listed = keys.find((k) => k.id === created.id);
    expect(listed).toEqual({
      id: created.id,
      name: 'Moderation bot',
      prefix: created.prefix,
      created_at: created.created_at,
      last_used_at: null,
      request_count: 0,
    });
    const rows = await queryRows<{ key_hash: string }>(
      app.db,
      sql`select key_hash from api_keys where id = ${created.id}`,
    );
    expect(rows[0]?.key_hash).toBe(hashApiKey(created.key));
    expect(JSON.stringify(keys)).not.toContain(created.key.slice(12));
  });

  test('the list counts requests made with the key and when it was last used', async () => {
    const created = await createKeyViaApi(app, owner.access_token, 'counted');
    const before = Date.now();
    for (let i = 0; i < 3; i++) {
      expect(
        (await withKey(app, created.key, { method: 'POST', url: ANALYZE, payload: ANALYZE_BODY })).statusCode,
      ).toBe(200);
    }
    const listed = (await list(owner.access_token)).find((k) => k.id === created.id)!;
    expect(listed.request_count).toBe(3);
    expect(Date.parse(listed.last_used_at!)).toBeGreaterThanOrEqual(before - 1000);
  });

  test.each([
    [{ name: '' }, API_KEY_MESSAGES.nameRequired],
    [{ name: '   ' }, API_KEY_MESSAGES.nameRequired],
    [{}, API_KEY_MESSAGES.nameRequired],
    [{ name: 'x'.repeat(API_KEY_LIMITS.nameLength + 1) }, API_KEY_MESSAGES.nameTooLong],
  ])('a bad name %j is a 400 naming the field', async (payload, message) => {
    const res = await app.inject({ method: 'POST', url: MINE, headers: authHeader(owner.access_token), payload });
    expect(res.statusCode).toBe(400);
    expect(apiErrorSchema.parse(res.json())).toMatchObject({ details: { name: [message] } });
  });

  test('an unknown field is a 400; a name of exactly the limit is fine', async () => {
    const bad = await app.inject({
      method: 'POST',
      url: MINE,
      headers: authHeader(owner.access_token),
      payload: { name: 'a', user_id: other.user.id },
    });
    expect(bad.statusCode).toBe(400);
    await createKeyViaApi(app, owner.access_token, 'y'.repeat(API_KEY_LIMITS.nameLength));
  });

  test(`a key beyond ${API_KEY_LIMITS.keysPerUser} is refused with a 400 in the one error shape`, async () => {
    const user = await createUser(app);
    for (let i = 0; i < API_KEY_LIMITS.keysPerUser; i++) await createKeyViaApi(app, user.access_token, `k${i}`);
    const res = await app.inject({
      method: 'POST',
      url: MINE,
      headers: authHeader(user.access_token),
      payload: { name: 'more' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'Bad Request',
      message: API_KEY_MESSAGES.tooManyKeys,
      details: { name: [API_KEY_MESSAGES.tooManyKeys] },
    });
    expect(await list(user.access_token)).toHaveLength(API_KEY_LIMITS.keysPerUser);
  });

  test('revoking answers 204, the key is refused at the very next request and leaves the list', async () => {
    const created = await createKeyViaApi(app, owner.access_token, 'short-lived');
    expect((await withKey(app, created.key, { method: 'POST', url: ANALYZE, payload: ANALYZE_BODY })).statusCode).toBe(
      200,
    );
    const res = await revoke(owner.access_token, `${MINE}${created.id}/`);
    expect(res.statusCode, res.body).toBe(204);
    const after = await withKey(app, created.key, { method: 'POST', url: ANALYZE, payload: ANALYZE_BODY });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ message: API_KEY_MESSAGES.invalidKey });
    expect((await list(owner.access_token)).some((k) => k.id === created.id)).toBe(false);
    expect((await revoke(owner.access_token, `${MINE}${created.id}/`)).statusCode).toBe(404);
  });

  test("another user's key is a 404 and stays usable; a malformed id is a 400", async () => {
    const created = await createKeyViaApi(app, other.access_token, 'theirs');
    const res = await revoke(owner.access_token, `${MINE}${created.id}/`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ message: API_KEY_MESSAGES.notFound });
    expect((await withKey(app, created.key, { method: 'POST', url: ANALYZE, payload: ANALYZE_BODY })).statusCode).toBe(
      200,
    );
    expect((await list(owner.access_token)).some((k) => k.id === created.id)).toBe(false);
    expect((await revoke(owner.access_token, `${MINE}not-a-uuid/`)).statusCode).toBe(400);
  });

  test('every route needs a sign-in', async () => {
    expect((await app.inject({ method: 'GET', url: MINE })).statusCode).toBe(401);
    expect((await app.inject({ method: 'POST', url: MINE, payload: { name: 'x' } })).statusCode).toBe(401);
  });

  test('creation and revocation go into the admin audit log, never the key', async () => {
    const created = await createKeyViaApi(app, owner.access_token, 'audited');
    await revoke(owner.access_token, `${MINE}${created.id}/`);
    const made = (await auditOf('api_key.create')).find((e) => e.target_id === created.id);
    const gone = (await auditOf('api_key.revoke')).find((e) => e.target_id === created.id);
    for (const entry of [made, gone]) {
      expect(entry).toMatchObject({
        actor_id: owner.user.id,
        actor_username: owner.user.username,
        target_label: `${owner.user.username}: audited`,
        details: { owner_id: owner.user.id, prefix: created.prefix },
      });
      expect(JSON.stringify(entry)).not.toContain(created.key);
    }
  });
});

describe("an account's keys, for admins", () => {
  const keysOf = (userId: string) => `/api/users/users/${userId}/api_keys/`;

  test("an admin lists and revokes a user's key; the revocation is audited with the admin as actor", async () => {
    const created = await createKeyViaApi(app, other.access_token, 'leaked');
    const keys = await list(admin.access_token, keysOf(other.user.id));
    expect(keys.find((k) => k.id === created.id)).toMatchObject({ name: 'leaked', prefix: created.prefix });
    expect(JSON.stringify(keys)).not.toContain(created.key);

    expect((await revoke(admin.access_token, `${keysOf(owner.user.id)}${created.id}/`)).statusCode).toBe(404);
    expect((await revoke(admin.access_token, `${keysOf(other.user.id)}${created.id}/`)).statusCode).toBe(204);
    expect((await withKey(app, created.key, { method: 'POST', url: ANALYZE, payload: ANALYZE_BODY })).statusCode).toBe(
      401,
    );
    const entry = (await auditOf('api_key.revoke')).find((e) => e.target_id === created.id);
    expect(entry).toMatchObject({ actor_id: admin.user.id, target_label: `${other.user.username}: leaked` });
  });

  test('an unknown account is a 404; a user or a moderator gets 403', async () => {
    expect(
      (
        await app.inject({
          method: 'GET',
          url: keysOf('00000000-0000-4000-8000-000000000000'),
          headers: authHeader(admin.access_token),
        })
      ).statusCode,
    ).toBe(404);
    const moderator = await createUser(app, { role: 'moderator' });
    for (const token of [owner.access_token, moderator.access_token]) {
      expect(
        (await app.inject({ method: 'GET', url: keysOf(other.user.id), headers: authHeader(token) })).statusCode,
      ).toBe(403);
    }
  });
});

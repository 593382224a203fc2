import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { API_KEY_LIMITS, API_KEY_MESSAGES } from '@shobdo/contracts';
import { queryRows } from '../../src/db/query-rows';
import { authenticateApiKey } from '../../src/services/api-keys/authenticate-api-key';
import { createApiKey } from '../../src/services/api-keys/create-api-key';
import { hashApiKey } from '../../src/services/api-keys/generate-api-key';
import { deleteApiKeyOf } from '../../src/services/api-keys/queries/api-keys';
import { buildTestApp, createUser } from '../helper';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
  await app.ready();
});
afterAll(() => app.close());

describe('createApiKey', () => {
  test('answers the whole key once and stores only its hash and prefix', async () => {
    const { user } = await createUser(app);
    const created = await createApiKey(app.db, user.id, '  CI pipeline  ');
    expect(created).toMatchObject({ name: 'CI pipeline', prefix: created.key.slice(0, 12) });
    expect(created.key).toMatch(/^shb_[A-Za-z0-9]{40}$/);

    const rows = await queryRows<Record<string, unknown>>(
      app.db,
      sql`select * from api_keys where user_id = ${user.id}`,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: 'CI pipeline', prefix: created.prefix, key_hash: hashApiKey(created.key) });
    // The key itself is in no column.
    expect(JSON.stringify(rows[0])).not.toContain(created.key);
  });

  test(`refuses a key beyond ${API_KEY_LIMITS.keysPerUser} per account with a 400 naming the field`, async () => {
    const { user } = await createUser(app);
    for (let i = 0; i < API_KEY_LIMITS.keysPerUser; i++) await createApiKey(app.db, user.id, `key ${i}`);
    await expect(createApiKey(app.db, user.id, 'one more')).rejects.toMatchObject({
      statusCode: 400,
      message: API_KEY_MESSAGES.tooManyKeys,
      details: { name: [API_KEY_MESSAGES.tooManyKeys] },
    });
  });

  test('404 for an account that does not exist', async () => {
    await expect(createApiKey(app.db, '00000000-0000-4000-8000-000000000000', 'x')).rejects.toMatchObject({
      statusCode: 404,
    });
  });
});

describe('authenticateApiKey', () => {
  test("answers the key's id and its owner as an AuthUser marked with the key", async () => {
    const { user } = await createUser(app, { role: 'moderator' });
    const created = await createApiKey(app.db, user.id, 'bot');
    expect(await authenticateApiKey(app.db, created.key)).toEqual({
      keyId: created.id,
      user: { id: user.id, username: user.username, role: 'moderator', sessionId: created.id, apiKeyId: created.id },
    });
  });

  test('null for a malformed, an unknown or a one-character-off key', async () => {
    const { user } = await createUser(app);
    const created = await createApiKey(app.db, user.id, 'bot');
    const last = created.key.at(-1) === 'a' ? 'b' : 'a';
    for (const raw of ['', 'shb_', 'not a key', created.key.slice(0, -1), created.key.slice(0, -1) + last]) {
      expect(await authenticateApiKey(app.db, raw)).toBeNull();
    }
  });

  test('null at once after the key is revoked', async () => {
    const { user } = await createUser(app);
    const created = await createApiKey(app.db, user.id, 'bot');
    expect(await authenticateApiKey(app.db, created.key)).not.toBeNull();
    await deleteApiKeyOf(app.db, user.id, created.id);
    expect(await authenticateApiKey(app.db, created.key)).toBeNull();
  });

  test('null while the owner is inactive, again once reactivated; null for good once the owner is deleted', async () => {
    const { user } = await createUser(app);
    const created = await createApiKey(app.db, user.id, 'bot');
    await app.db.execute(sql`update users set status = 'inactive' where id = ${user.id}`);
    expect(await authenticateApiKey(app.db, created.key)).toBeNull();
    await app.db.execute(sql`update users set status = 'active' where id = ${user.id}`);
    expect(await authenticateApiKey(app.db, created.key)).not.toBeNull();
    await app.db.execute(sql`delete from users where id = ${user.id}`);
    expect(await authenticateApiKey(app.db, created.key)).toBeNull();
    expect(await queryRows(app.db, sql`select 1 from api_keys where id = ${created.id}`)).toHaveLength(0);
  });
});

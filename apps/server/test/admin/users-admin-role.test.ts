import { sql } from 'drizzle-orm';
import { readAllUsers } from '../../src/services/admin-users/queries/export-users';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { auditLogResponseSchema } from '@shobdo/contracts';
import { authHeader, buildTestApp, createUser, type CreatedUser } from '../helper';
import { adminRequests, startUsersAdminApp } from './users-admin-app';

let app: FastifyInstance;
let admin: CreatedUser;

beforeAll(async () => {
  ({ app, admin } = await startUsersAdminApp());
});
afterAll(() => app.close());

const { get, post } = adminRequests(
  () => app,
  () => admin,
);

describe('role change and password reset', () => {
  it('changes a role, ends the sessions, and records who did what to whom', async () => {
    const target = await createUser(app);
    const res = await post(`/api/users/users/${target.user.id}/role/`, { role: 'moderator' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: target.user.id, role: 'moderator' });
    const refresh = await app.inject({
      method: 'POST',
      url: '/api/auth/token/refresh/',
      payload: { refresh: target.refresh_token },
    });
    expect(refresh.statusCode).toBe(401);
    const log = auditLogResponseSchema.parse(
      (await get('/api/analytics/admin_audit_log/?action=user.role_change')).json(),
    );
    expect(log.entries[0]).toMatchObject({
      actor_id: admin.user.id,
      actor_username: admin.user.username,
      action: 'user.role_change',
      target_id: target.user.id,
      target_label: target.user.username,
      details: { from: 'user', to: 'moderator' },
    });
  });

  it('404 for an unknown account, 400 for a bad role or id', async () => {
    expect(
      (await post('/api/users/users/00000000-0000-4000-8000-000000000000/role/', { role: 'user' })).statusCode,
    ).toBe(404);
    const target = await createUser(app);
    expect((await post(`/api/users/users/${target.user.id}/role/`, { role: 'owner' })).statusCode).toBe(400);
    expect((await post('/api/users/users/nope/role/', { role: 'user' })).statusCode).toBe(400);
  });

  it('resets a password: the old one stops, the new one works, sessions end, nothing secret is logged', async () => {
    const target = await createUser(app);
    const res = await post(`/api/users/users/${target.user.id}/reset_password/`, { new_password: 'fresh-secret-42' });
    expect(res.statusCode).toBe(204);
    const old = await app.inject({
      method: 'POST',
      url: '/api/auth/login/',
      payload: { username: target.user.username, password: target.password },
    });
    expect(old.statusCode).toBe(401);
    const fresh = await app.inject({
      method: 'POST',
      url: '/api/auth/login/',
      payload: { username: target.user.username, password: 'fresh-secret-42' },
    });
    expect(fresh.statusCode).toBe(200);
    const refresh = await app.inject({
      method: 'POST',
      url: '/api/auth/token/refresh/',
      payload: { refresh: target.refresh_token },
    });
    expect(refresh.statusCode).toBe(401);
    const log = await get('/api/analytics/admin_audit_log/?action=user.password_reset');
    expect(log.json().entries[0]).toMatchObject({ target_id: target.user.id });
    expect(log.body).not.toContain('fresh-secret-42');
    const short = await post(`/api/users/users/${target.user.id}/reset_password/`, { new_password: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.json().details).toEqual({ new_password: ['Password must be at least 8 characters long'] });
  });
});

describe('GET /api/users/users/export/', () => {
  it('answers a dated JSON file of every account', async () => {
    const res = await get('/api/users/users/export/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="shobdo-users-\d{4}-\d{2}-\d{2}\.json"$/);
    const rows = res.json() as { username: string; password_hash?: string }[];
    expect(rows.some((row) => row.username === admin.user.username)).toBe(true);
    expect(res.body).not.toContain('argon2');
  });

  it('answers a formula-safe CSV with format=csv', async () => {
    const evil = await createUser(app);
    await app.inject({
      method: 'PATCH',
      url: '/api/users/users/me/',
      headers: authHeader(evil.access_token),
      payload: { full_name: '=HYPERLINK("x")' },
    });
    const res = await get('/api/users/users/export/?format=csv');
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toMatch(/shobdo-users-\d{4}-\d{2}-\d{2}\.csv/);
    expect(res.body).toContain(`"'=HYPERLINK(""x"")"`);
    expect(res.body).not.toMatch(/(^|,)=HYPERLINK/m);
    expect((await get('/api/users/users/export/?format=xml')).statusCode).toBe(400);
  });
});

describe('export batches', () => {
  it('reads every row across batches even when times differ by microseconds only', async () => {
    const solo = await buildTestApp();
    try {
      const made = [];
      for (let i = 0; i < 5; i += 1) made.push(await createUser(solo));
      // Five accounts a few microseconds apart inside one millisecond (a JS Date cannot tell them apart).
      await solo.db.execute(
        sql`update users set created_at = '2026-01-01 10:00:00.000100+00'::timestamptz + (interval '1 microsecond' * (select count(*) from users u2 where u2.id < users.id))`,
      );
      const ids: string[] = [];
      for await (const batch of readAllUsers(solo.db, 2)) ids.push(...batch.map((u) => u.id));
      expect(ids.sort()).toEqual(made.map((m) => m.user.id).sort());
    } finally {
      await solo.close();
    }
  });
});

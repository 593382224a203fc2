import { eq, sql } from 'drizzle-orm';
import { readAllUsers } from '../../src/services/admin-users/queries/export-users';
import { users } from '../../src/db/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { auditLogResponseSchema, usersDashboardResponseSchema, type Role } from '@shobdo/contracts';
import { changeRole } from '../../src/services/admin-users/queries/change-role';
import { setUsersStatus } from '../../src/services/admin-users/queries/set-users-status';
import { authHeader, buildTestApp, createUser, type CreatedUser } from '../helper';

let app: FastifyInstance;
let admin: CreatedUser;
const unique = Math.random().toString(36).slice(2, 8);

beforeAll(async () => {
  app = await buildTestApp();
  admin = await createUser(app, { role: 'admin', username: `boss_${unique}` });
});
afterAll(() => app.close());

const get = (url: string, token = admin.access_token) => app.inject({ method: 'GET', url, headers: authHeader(token) });
const post = (url: string, payload: unknown, token = admin.access_token) =>
  app.inject({ method: 'POST', url, payload: payload as object, headers: authHeader(token) });
const dashboard = async (query: string) => {
  const res = await get(`/api/analytics/users_dashboard/?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return usersDashboardResponseSchema.parse(res.json());
};

describe('role matrix of the admin user routes', () => {
  const routes: [string, string, unknown?][] = [
    ['GET', '/api/analytics/users_dashboard/'],
    ['GET', '/api/users/users/export/'],
    ['GET', '/api/analytics/admin_audit_log/'],
    ['POST', '/api/users/users/bulk_activate/', { user_ids: ['00000000-0000-4000-8000-000000000000'] }],
    ['POST', '/api/users/users/bulk_deactivate/', { user_ids: ['00000000-0000-4000-8000-000000000000'] }],
    ['POST', '/api/users/users/00000000-0000-4000-8000-000000000000/role/', { role: 'user' }],
    ['POST', '/api/users/users/00000000-0000-4000-8000-000000000000/reset_password/', { new_password: 'abcdefgh1' }],
  ];
  it.each(routes)('%s %s: 401 anonymous, 403 user and moderator', async (method, url, payload) => {
    const anonymous = await app.inject({ method: method as 'GET', url, payload: payload as object });
    expect(anonymous.statusCode).toBe(401);
    for (const role of ['user', 'moderator'] as Role[]) {
      const { access_token } = await createUser(app, { role });
      const res = await app.inject({
        method: method as 'GET',
        url,
        payload: payload as object,
        headers: authHeader(access_token),
      });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ error: 'Forbidden', message: 'Access denied. Admin privileges required.' });
    }
  });
});

describe('GET /api/analytics/users_dashboard/', () => {
  it('pages with a default size of 10, reports the last page and an empty page beyond it', async () => {
    for (let i = 0; i < 12; i += 1) await createUser(app, { username: `pager_${unique}_${i}` });
    const first = await dashboard(`search=pager_${unique}`);
    expect(first.users).toHaveLength(10);
    expect(first.pagination).toEqual({ page: 1, page_size: 10, total: 12, total_pages: 2 });
    const last = await dashboard(`search=pager_${unique}&page=2`);
    expect(last.users).toHaveLength(2);
    const beyond = await dashboard(`search=pager_${unique}&page=3`);
    expect(beyond.users).toEqual([]);
    expect(beyond.pagination.total).toBe(12);
    const names = [...first.users, ...last.users].map((u) => u.username);
    expect(new Set(names).size).toBe(12);
    const big = await dashboard(`search=pager_${unique}&page_size=100`);
    expect(big.users).toHaveLength(12);
  });

  it('filters by role and status, and searches username, email and full name', async () => {
    const mod = await createUser(app, { role: 'moderator', username: `mod_${unique}` });
    const res = await dashboard(`role=moderator&search=${unique}`);
    expect(res.users.map((u) => u.id)).toEqual([mod.user.id]);
    const byEmail = await dashboard(`search=${encodeURIComponent(`MOD_${unique}@EXAMPLE`)}`);
    expect(byEmail.users.map((u) => u.id)).toEqual([mod.user.id]);
    await app.inject({
      method: 'PATCH',
      url: '/api/users/users/me/',
      headers: authHeader(mod.access_token),
      payload: { full_name: 'রফিক উল্লাহ' },
    });
    // The search typed with a ZWNJ and decomposed letters finds the composed name.
    const byName = await dashboard(`search=${encodeURIComponent('র\u200Cফিক'.normalize('NFD'))}`);
    expect(byName.users.map((u) => u.id)).toEqual([mod.user.id]);
    const inactive = await dashboard(`status=inactive&search=${unique}`);
    expect(inactive.users).toEqual([]);
  });

  it('answers the users summary over every account', async () => {
    const res = await dashboard('');
    const { summary } = res;
    expect(summary.total_users).toBe(summary.active_users + summary.inactive_users);
    expect(summary.role_distribution.admin + summary.role_distribution.user + summary.role_distribution.moderator).toBe(
      summary.total_users,
    );
    expect(summary.role_distribution.admin).toBeGreaterThanOrEqual(1);
  });

  it.each([
    'page=0',
    'page=abc',
    'page_size=0',
    'page_size=101',
    'role=owner',
    'status=asleep',
    'unknown=1',
    `search=${'x'.repeat(201)}`,
  ])('400 in the one error shape for %s', async (query) => {
    const res = await get(`/api/analytics/users_dashboard/?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'Bad Request', message: expect.any(String) });
  });

  it('a search of % finds it literally; a NUL is a 400', async () => {
    expect((await dashboard('search=%25%25')).users).toEqual([]);
    expect((await get('/api/analytics/users_dashboard/?search=%00')).statusCode).toBe(400);
  });
});

describe('bulk activate and deactivate', () => {
  it("deactivation refuses login and refresh and ends the user's sessions; activation gives access back", async () => {
    const target = await createUser(app);
    const res = await post('/api/users/users/bulk_deactivate/', { user_ids: [target.user.id, target.user.id] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ updated: 1, not_found: [] });
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login/',
      payload: { username: target.user.username, password: target.password },
    });
    expect(login.statusCode).toBe(403);
    const refresh = await app.inject({
      method: 'POST',
      url: '/api/auth/token/refresh/',
      payload: { refresh: target.refresh_token },
    });
    expect(refresh.statusCode).toBe(401);

    const again = await post('/api/users/users/bulk_deactivate/', { user_ids: [target.user.id] });
    expect(again.json()).toEqual({ updated: 0, not_found: [] });

    const activate = await post('/api/users/users/bulk_activate/', { user_ids: [target.user.id] });
    expect(activate.json()).toEqual({ updated: 1, not_found: [] });
    const back = await app.inject({
      method: 'POST',
      url: '/api/auth/login/',
      payload: { username: target.user.username, password: target.password },
    });
    expect(back.statusCode).toBe(200);
  });

  it("a deactivated user's live access token stops at once", async () => {
    const target = await createUser(app);
    // The history trusts the access token alone: only the per-request session check can refuse it.
    expect((await get('/api/analysis/history/', target.access_token)).statusCode).toBe(200);
    await post('/api/users/users/bulk_deactivate/', { user_ids: [target.user.id] });
    const next = await get('/api/analysis/history/', target.access_token);
    expect(next.statusCode).toBe(401);
    await post('/api/users/users/bulk_activate/', { user_ids: [target.user.id] });
    const relogin = await app.inject({
      method: 'POST',
      url: '/api/auth/login/',
      payload: { username: target.user.username, password: target.password },
    });
    expect((await get('/api/analysis/history/', relogin.json().access_token)).statusCode).toBe(200);
  });

  it('reports unknown ids and changes the known ones', async () => {
    const target = await createUser(app);
    const unknown = '00000000-0000-4000-8000-00000000abcd';
    const res = await post('/api/users/users/bulk_deactivate/', { user_ids: [unknown, target.user.id] });
    expect(res.json()).toEqual({ updated: 1, not_found: [unknown] });
    await post('/api/users/users/bulk_activate/', { user_ids: [target.user.id] });
  });

  it('an admin cannot deactivate their own account (400, nothing changes)', async () => {
    const other = await createUser(app);
    const res = await post('/api/users/users/bulk_deactivate/', { user_ids: [other.user.id, admin.user.id] });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('You cannot deactivate your own account.');
    const still = await dashboard(`search=${other.user.username}`);
    expect(still.users[0]?.status).toBe('active');
  });

  it('never leaves zero active admins, whoever asks', async () => {
    const solo = await buildTestApp();
    try {
      const a = await createUser(solo, { role: 'admin' });
      const b = await createUser(solo, { role: 'admin' });
      // A third admin whose own account was just deactivated (its token not yet refused) asks to deactivate both.
      const c = await createUser(solo, { role: 'admin' });
      await solo.db.update(users).set({ status: 'inactive' }).where(eq(users.id, c.user.id));
      const outsider = { id: c.user.id, username: c.user.username, role: 'admin' as const, sessionId: 'none' };
      await expect(setUsersStatus(solo.db, outsider, [a.user.id, b.user.id], 'inactive')).rejects.toThrow(
        'This would leave no active admin.',
      );
      await expect(changeRole(solo.db, outsider, a.user.id, 'user')).resolves.toMatchObject({ role: 'user' });
      await expect(changeRole(solo.db, outsider, b.user.id, 'moderator')).rejects.toThrow(
        'This would leave no active admin.',
      );
      // Nothing of the refused changes stayed.
      const list = usersDashboardResponseSchema.parse(
        (
          await solo.inject({
            method: 'GET',
            url: '/api/analytics/users_dashboard/',
            headers: authHeader(b.access_token),
          })
        ).json(),
      );
      expect(list.summary).toMatchObject({
        active_users: 2,
        inactive_users: 1,
        role_distribution: { admin: 2, user: 1, moderator: 0 },
      });
      // Through HTTP: b may demote a colleague but never itself.
      const self = await solo.inject({
        method: 'POST',
        url: `/api/users/users/${b.user.id}/role/`,
        headers: authHeader(b.access_token),
        payload: { role: 'user' },
      });
      expect(self.statusCode).toBe(400);
      expect(self.json().message).toBe('You cannot change your own role.');
    } finally {
      await solo.close();
    }
  });

  it.each([
    ['no ids', {}],
    ['an empty list', { user_ids: [] }],
    ['a malformed id', { user_ids: ['not-a-uuid'] }],
    ['a string for the list', { user_ids: 'abc' }],
    ['1001 ids', { user_ids: Array.from({ length: 1001 }, () => '00000000-0000-4000-8000-000000000000') }],
    ['an unknown field', { user_ids: ['00000000-0000-4000-8000-000000000000'], extra: 1 }],
  ])('400 for a body with %s', async (_label, payload) => {
    const res = await post('/api/users/users/bulk_activate/', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'Bad Request' });
  });
});

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

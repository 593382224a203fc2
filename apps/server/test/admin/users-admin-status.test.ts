import { eq } from 'drizzle-orm';
import { users } from '../../src/db/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { usersDashboardResponseSchema } from '@shobdo/contracts';
import { changeRole } from '../../src/services/admin-users/queries/change-role';
import { setUsersStatus } from '../../src/services/admin-users/queries/set-users-status';
import { authHeader, buildTestApp, createUser, type CreatedUser } from '../helper';
import { adminRequests, startUsersAdminApp } from './users-admin-app';

let app: FastifyInstance;
let admin: CreatedUser;

beforeAll(async () => {
  ({ app, admin } = await startUsersAdminApp());
});
afterAll(() => app.close());

const { get, post, dashboard } = adminRequests(
  () => app,
  () => admin,
);

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

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { type Role } from '@shobdo/contracts';
import { authHeader, createUser, type CreatedUser } from '../helper';
import { adminRequests, startUsersAdminApp } from './users-admin-app';

let app: FastifyInstance;
let admin: CreatedUser;
let unique: string;

beforeAll(async () => {
  ({ app, admin, unique } = await startUsersAdminApp());
});
afterAll(() => app.close());

const { get, dashboard } = adminRequests(
  () => app,
  () => admin,
);

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

import { expect } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { usersDashboardResponseSchema } from '@shobdo/contracts';
import { authHeader, buildTestApp, createUser, type CreatedUser } from '../helper';

/** The admin user routes' tests: an app, and an admin whose username carries a suffix unique to the run. */
export async function startUsersAdminApp() {
  const unique = Math.random().toString(36).slice(2, 8);
  const app = await buildTestApp();
  const admin = await createUser(app, { role: 'admin', username: `boss_${unique}` });
  return { app, admin, unique };
}

/** GET and POST as the admin (or with another token), and the users dashboard parsed. */
export function adminRequests(appOf: () => FastifyInstance, adminOf: () => CreatedUser) {
  const get = (url: string, token = adminOf().access_token) =>
    appOf().inject({ method: 'GET', url, headers: authHeader(token) });
  const post = (url: string, payload: unknown, token = adminOf().access_token) =>
    appOf().inject({ method: 'POST', url, payload: payload as object, headers: authHeader(token) });
  const dashboard = async (query: string) => {
    const res = await get(`/api/analytics/users_dashboard/?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return usersDashboardResponseSchema.parse(res.json());
  };
  return { get, post, dashboard };
}

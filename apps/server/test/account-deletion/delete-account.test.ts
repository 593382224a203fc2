import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { auditLogResponseSchema, OWN_DATA_MESSAGES } from '@shobdo/contracts';
import { findPgTool } from '../../src/lib/pg-tools';
import { authHeader, buildTestApp, createUser, type CreatedUser } from '../helper';
import { analyze, TEXTS } from '../analysis/fixtures';
import { countRowsReferencingUser, findColumnsReferencingUsers } from './rows-referencing-user';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const deleteMe = (who: CreatedUser, payload: Record<string, unknown>) =>
  app.inject({ method: 'DELETE', url: '/api/users/users/me/', headers: authHeader(who.access_token), payload });

/** A user who owns a bit of everything: analyses, a batch, activity, a second session. */
async function createBusyUser(): Promise<CreatedUser & { secondSession: string }> {
  const who = await createUser(app);
  await analyze(app, { text: TEXTS.happy }, { token: who.access_token });
  await analyze(app, { text: TEXTS.food }, { token: who.access_token });
  const batch = await app.inject({
    method: 'POST',
    url: '/api/analysis/batches/',
    headers: authHeader(who.access_token),
    payload: { texts: [TEXTS.weather, TEXTS.food] },
  });
  expect(batch.statusCode).toBe(200);
  const activity = await app.inject({
    method: 'POST',
    url: '/api/analytics/activities/',
    headers: authHeader(who.access_token),
    payload: { activity_type: 'page_view', description: 'history' },
  });
  expect(activity.statusCode).toBeLessThan(300);
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/login/',
    payload: { username: who.user.username, password: who.password },
  });
  expect(login.statusCode).toBe(200);
  return { ...who, secondSession: login.json().access_token as string };
}

describe('DELETE /api/users/users/me/', () => {
  it('refuses a wrong or missing password with the one error shape, and keeps the account', async () => {
    const who = await createUser(app);
    const wrong = await deleteMe(who, { password: 'not my password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      error: 'Bad Request',
      message: OWN_DATA_MESSAGES.wrongPassword,
      details: { password: [OWN_DATA_MESSAGES.wrongPassword] },
    });
    expect((await deleteMe(who, {})).statusCode).toBe(400);
    expect((await deleteMe(who, { password: who.password, role: 'admin' })).statusCode).toBe(400);
    const me = await app.inject({ method: 'GET', url: '/api/auth/user/', headers: authHeader(who.access_token) });
    expect(me.statusCode).toBe(200);
  });

  it('deletes the account and everything that references it; every token stops at once', async () => {
    const who = await createBusyUser();
    const before = await countRowsReferencingUser(app, who.user.id);
    expect(Object.keys(before).length).toBeGreaterThanOrEqual(8);
    expect(before['analyses.user_id']).toBe(4);
    expect(before['analysis_batches.user_id']).toBe(1);
    expect(before['refresh_tokens.user_id']).toBe(2);
    expect(before['activity_logs.user_id']).toBeGreaterThan(0);

    const res = await deleteMe(who, { password: who.password });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');

    const after = await countRowsReferencingUser(app, who.user.id);
    expect(
      Object.values(after).every((n) => n === 0),
      JSON.stringify(after),
    ).toBe(true);
    for (const token of [who.access_token, who.secondSession]) {
      const me = await app.inject({ method: 'GET', url: '/api/auth/user/', headers: authHeader(token) });
      expect(me.statusCode).toBe(401);
    }
    const refresh = await app.inject({
      method: 'POST',
      url: '/api/auth/token/refresh/',
      payload: { refresh: who.refresh_token },
    });
    expect(refresh.statusCode).toBe(401);
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login/',
      payload: { username: who.user.username, password: who.password },
    });
    expect(login.statusCode).toBe(401);
  });

  it('shows admins that it happened, with counts and no content', async () => {
    const admin = await createUser(app, { role: 'admin' });
    const who = await createBusyUser();
    expect((await deleteMe(who, { password: who.password })).statusCode).toBe(204);
    const res = await app.inject({
      method: 'GET',
      url: '/api/analytics/admin_audit_log/?action=account.delete',
      headers: authHeader(admin.access_token),
    });
    expect(res.statusCode).toBe(200);
    const entry = auditLogResponseSchema.parse(res.json()).entries.find((e) => e.actor_username === who.user.username);
    expect(entry).toMatchObject({
      action: 'account.delete',
      actor_id: null,
      target_id: null,
      target_label: who.user.username,
      details: { analyses: 4, batches: 1 },
    });
    expect(JSON.stringify(entry)).not.toContain(TEXTS.happy.slice(0, 10));
  });

  it('refuses the last active admin (409) and lets an admin go while another remains', async () => {
    const fresh = await buildTestApp();
    try {
      const only = await createUser(fresh, { role: 'admin' });
      const res = await fresh.inject({
        method: 'DELETE',
        url: '/api/users/users/me/',
        headers: authHeader(only.access_token),
        payload: { password: only.password },
      });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ error: 'Conflict', message: OWN_DATA_MESSAGES.lastAdmin });
      const second = await createUser(fresh, { role: 'admin' });
      const ok = await fresh.inject({
        method: 'DELETE',
        url: '/api/users/users/me/',
        headers: authHeader(only.access_token),
        payload: { password: only.password },
      });
      expect(ok.statusCode).toBe(204);
      const again = await fresh.inject({
        method: 'DELETE',
        url: '/api/users/users/me/',
        headers: authHeader(second.access_token),
        payload: { password: second.password },
      });
      expect(again.statusCode).toBe(409);
    } finally {
      await fresh.close();
    }
  });
});

describe.runIf(Boolean(process.env.DATABASE_URL))('on PostgreSQL', () => {
  it('a data dump names the deleted user nowhere', async () => {
    const who = await createBusyUser();
    const url = app.config.databaseUrl!;
    const dump = () => execFileSync(findPgTool('pg_dump'), ['--data-only', url], { encoding: 'utf8' });
    expect(dump()).toContain(who.user.id);
    expect((await deleteMe(who, { password: who.password })).statusCode).toBe(204);
    expect(dump()).not.toContain(who.user.id);
    expect((await findColumnsReferencingUsers(app)).length).toBeGreaterThanOrEqual(8);
  });
});

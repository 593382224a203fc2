import { afterEach, describe, expect, test, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { users } from '../../src/db/schema';
import { buildTestApp } from '../helper';

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

const login = (username: string, password: string) =>
  app!.inject({ method: 'POST', url: '/api/auth/login/', payload: { username, password } });

describe('the first admin', () => {
  test('comes from SHOBDO_ADMIN_USERNAME and SHOBDO_ADMIN_PASSWORD', async () => {
    app = await buildTestApp({ seedAdmin: true, adminUsername: 'chief', adminPassword: 'chief-password-1' });
    const res = await login('chief', 'chief-password-1');
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ role: 'admin', role_display: 'Admin' });
  });

  test('gets a random password printed once when none is configured', async () => {
    const writes: string[] = [];
    const spy = vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
      writes.push(String(chunk));
      return true;
    });
    app = await buildTestApp({ seedAdmin: true, adminUsername: undefined, adminPassword: undefined });
    await app.ready();
    spy.mockRestore();
    const printed = writes.join('');
    const password = /password: (\S+)/.exec(printed)?.[1];
    expect(printed).toContain('username: admin');
    expect(password).toBeDefined();
    expect(password!.length).toBeGreaterThanOrEqual(16);
    expect((await login('admin', password!)).statusCode).toBe(200);
  });

  test('is created only when no admin exists', async () => {
    app = await buildTestApp({ seedAdmin: true, adminUsername: 'chief', adminPassword: 'chief-password-1' });
    await app.ready();
    const { seedAdmin } = await import('../../src/services/users/seed-admin');
    expect(await seedAdmin(app.db, { username: 'second', password: 'second-password' })).toBeNull();
    const admins = await app.db.select().from(users).where(eq(users.role, 'admin'));
    expect(admins.map((a) => a.username)).toEqual(['chief']);
  });
});

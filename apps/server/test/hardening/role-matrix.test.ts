import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { FastifyInstance, HTTPMethods } from 'fastify';
import { meetsRole, type Role } from '@shobdo/contracts';
import type { AccessRule } from '../../src/plugins/auth';
import { authHeader, buildTestApp, createUser } from '../helper';

/**
 * The role matrix, generated from the route table (app.apiRouteAccess, filled as routes are added):
 * every /api route must declare `config.access`, and every route answers each caller (anonymous,
 * user, moderator, admin) as its rule says: 401 for an anonymous caller where a sign-in is needed,
 * 403 for a role below the rule, and neither for a caller who may call it. Routes added later are
 * covered without touching this file.
 */
type Caller = 'anonymous' | Role;
const CALLERS: Caller[] = ['anonymous', 'user', 'moderator', 'admin'];

let app: FastifyInstance;
const tokens = new Map<Caller, string>();

beforeAll(async () => {
  app = await buildTestApp();
  for (const role of ['user', 'moderator', 'admin'] as const)
    tokens.set(role, (await createUser(app, { role })).access_token);
});
afterAll(() => app.close());

function expectedStatus(access: AccessRule, caller: Caller): 'allowed' | 401 | 403 {
  if (access === 'public') return 'allowed';
  // No caller of the matrix holds an API key: Perspective's answer to a missing key, token or not.
  if (access === 'perspective-key') return 403;
  if (caller === 'anonymous') return 401;
  return meetsRole(caller, access) ? 'allowed' : 403;
}

function concreteUrl(url: string): string {
  // "::" is a literal colon (comments::analyze), not a parameter.
  return url
    .replace(/(?<!:):(?!:)[^/:]+/g, randomUUID())
    .replace(/::/g, ':')
    .replace(/\*$/, 'x');
}

describe('role matrix', () => {
  test('every /api route declares its access rule', async () => {
    await app.ready();
    const routes = app.apiRouteAccess;
    expect(routes.length).toBeGreaterThan(10);
    const missing = routes.filter((r) => !r.access).map((r) => `${r.method} ${r.url}`);
    expect(missing, 'routes without config.access').toEqual([]);
  });

  test('every route answers every caller as its access rule says', async () => {
    await app.ready();
    const failures: string[] = [];
    let checked = 0;
    for (const route of app.apiRouteAccess) {
      if (!route.access) continue;
      for (const caller of CALLERS) {
        const token = tokens.get(caller);
        const res = await app.inject({
          method: route.method as HTTPMethods,
          url: concreteUrl(route.url),
          headers: token ? authHeader(token) : {},
          ...(['POST', 'PUT', 'PATCH', 'DELETE'].includes(route.method) ? { payload: {} } : {}),
        });
        checked += 1;
        const expected = expectedStatus(route.access, caller);
        const ok =
          expected === 'allowed' ? res.statusCode !== 401 && res.statusCode !== 403 : res.statusCode === expected;
        if (!ok || res.statusCode >= 500) {
          failures.push(
            `${route.method} ${route.url} as ${caller}: ${res.statusCode}, expected ${expected} (${route.access})`,
          );
        }
      }
    }
    expect(checked).toBeGreaterThan(40);
    expect(failures).toEqual([]);
  });
});

import type { FastifyInstance } from 'fastify';
import { buildTestApp, createUser, type CreatedUser } from './helper';

export interface AppWithUsers {
  app: FastifyInstance;
  /** The user who owns what the test makes. */
  owner: CreatedUser;
  /** Another user, who must not see or change the owner's things. */
  other: CreatedUser;
  admin: CreatedUser;
}

/** A test app with the cast most ownership tests need: an owner, another user and an admin. */
export async function buildAppWithUsers(): Promise<AppWithUsers> {
  const app = await buildTestApp();
  const owner = await createUser(app);
  const other = await createUser(app);
  const admin = await createUser(app, { role: 'admin' });
  return { app, owner, other, admin };
}

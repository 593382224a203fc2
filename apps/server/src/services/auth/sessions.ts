import { ACCOUNT_MESSAGES, type AuthResponse, type RefreshResponse } from '@shobdo/contracts';
import type { Database } from '../../db/types';
import type { UserRow } from '../../db/schema';
import { signAccessToken } from '../../lib/access-token';
import { forbidden, unauthorized } from '../../lib/errors';
import { verifyPassword } from '../../lib/password';
import { serializeUser } from '../users/serialize-user';
import { findUserById, findUserByLogin, updateUser } from '../users/queries/users';
import { issueRefreshToken, revokeFamily, rotateRefreshToken } from './queries/refresh-tokens';

export interface SessionContext {
  db: Database;
  secret: string;
}

/** Access and refresh token for a user who just proved who they are (login or registration). */
export async function startSession(ctx: SessionContext, user: UserRow, rememberMe: boolean): Promise<AuthResponse> {
  const refresh = await issueRefreshToken(ctx.db, user.id, rememberMe);
  const access_token = await signAccessToken(
    { id: user.id, username: user.username, role: user.role, sessionId: refresh.familyId },
    ctx.secret,
  );
  return { access_token, refresh_token: refresh.token, user: serializeUser(user), remember_me: rememberMe };
}

export async function logIn(
  ctx: SessionContext,
  input: { username: string; password: string; remember_me: boolean },
): Promise<AuthResponse> {
  const user = await findUserByLogin(ctx.db, input.username);
  const valid = await verifyPassword(user?.passwordHash, input.password);
  if (!user || !valid) throw unauthorized(ACCOUNT_MESSAGES.invalidCredentials);
  if (user.status !== 'active') throw forbidden(ACCOUNT_MESSAGES.inactive);
  const loggedIn = (await updateUser(ctx.db, user.id, { lastLoginAt: new Date() })) ?? user;
  return startSession(ctx, loggedIn, input.remember_me);
}

/** Rotates the refresh token and signs a fresh access token with the user's current role. */
export async function refreshSession(ctx: SessionContext, refreshToken: string): Promise<RefreshResponse> {
  const rotation = await rotateRefreshToken(ctx.db, refreshToken);
  if (!rotation.ok) throw unauthorized(ACCOUNT_MESSAGES.refreshFailed);
  const user = await findUserById(ctx.db, rotation.userId);
  if (!user || user.status !== 'active') {
    // A deactivated (or deleted) account's session ends here rather than living on in the new token.
    await revokeFamily(ctx.db, rotation.next.familyId);
    throw unauthorized(ACCOUNT_MESSAGES.refreshFailed);
  }
  const access = await signAccessToken(
    { id: user.id, username: user.username, role: user.role, sessionId: rotation.next.familyId },
    ctx.secret,
  );
  return { access, refresh: rotation.next.token };
}

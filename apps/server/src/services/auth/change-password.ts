import { PASSWORD_MESSAGES, type AuthResponse, type PasswordChangeBody } from '@shobdo/contracts';
import { badRequest, unauthorized } from '../../lib/errors';
import { hashPassword, verifyPassword } from '../../lib/password';
import { findUserById, updateUser } from '../users/queries/users';
import { revokeAllSessionsOf } from './queries/refresh-tokens';
import { startSession, type SessionContext } from './sessions';

/**
 * Changes the signed-in user's password after checking the current one, ends every session of the
 * account (other devices must log in with the new password) and starts a fresh one for this device.
 */
export async function changePassword(
  ctx: SessionContext,
  userId: string,
  body: PasswordChangeBody,
): Promise<AuthResponse> {
  const user = await findUserById(ctx.db, userId);
  if (!user || user.status !== 'active') throw unauthorized();
  if (!(await verifyPassword(user.passwordHash, body.current_password))) {
    throw badRequest(PASSWORD_MESSAGES.currentWrong, { current_password: [PASSWORD_MESSAGES.currentWrong] });
  }
  const updated = (await updateUser(ctx.db, userId, { passwordHash: await hashPassword(body.new_password) })) ?? user;
  await revokeAllSessionsOf(ctx.db, userId);
  return startSession(ctx, updated, body.remember_me);
}

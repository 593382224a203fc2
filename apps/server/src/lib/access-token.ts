import { createHash } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { ROLES, type Role } from '@shobdo/contracts';

/** Who is calling, as proven by a valid access token. */
export interface AuthUser {
  id: string;
  username: string;
  role: Role;
  /**
   * The session the token belongs to: the refresh-token family id (claim `sid`). The auth plugin
   * checks on every request that this session is not revoked, so logout, a password change,
   * deactivation or a role change stop the token at once.
   */
  sessionId: string;
  /**
   * Set when the caller proved itself with an API key instead (services/api-keys): the key's id, which
   * is then the sessionId too. Such a caller may use only the routes that allow keys.
   */
  apiKeyId?: string;
}

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

// A purpose-bound key, so the shared secret can sign other things without confusion.
function deriveKey(secret: string): Uint8Array {
  return createHash('sha256').update(`shobdo:access-token:${secret}`).digest();
}

export async function signAccessToken(user: AuthUser, secret: string): Promise<string> {
  return new SignJWT({ role: user.role, username: user.username, sid: user.sessionId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(user.id)
    .setIssuedAt()
    .setExpirationTime(`${ACCESS_TOKEN_TTL_SECONDS}s`)
    .sign(deriveKey(secret));
}

/** The token's user, or null when the token is malformed, forged or expired. */
export async function verifyAccessToken(token: string, secret: string): Promise<AuthUser | null> {
  try {
    const { payload } = await jwtVerify(token, deriveKey(secret), { algorithms: ['HS256'] });
    const role = payload.role;
    if (typeof payload.sub !== 'string' || typeof payload.username !== 'string') return null;
    if (typeof role !== 'string' || !(ROLES as readonly string[]).includes(role)) return null;
    // A token from before sessions were named cannot be checked for revocation: refused.
    if (typeof payload.sid !== 'string' || !UUID.test(payload.sid) || !UUID.test(payload.sub)) return null;
    return { id: payload.sub, username: payload.username, role: role as Role, sessionId: payload.sid };
  } catch {
    return null;
  }
}

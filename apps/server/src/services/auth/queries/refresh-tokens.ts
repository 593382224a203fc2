import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { refreshTokens } from '../../../db/schema/index';
import type { Database } from '../../../db/types';

const HOUR_MS = 60 * 60 * 1000;
/** Refresh token lifetime: 24 hours, or 30 days when the user chose remember me. */
export function refreshTokenTtlMs(rememberMe: boolean): number {
  return rememberMe ? 30 * 24 * HOUR_MS : 24 * HOUR_MS;
}

// Only the hash is stored, so a leaked table cannot be replayed.
function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export interface IssuedRefreshToken {
  token: string;
  familyId: string;
  expiresAt: Date;
}

/** A new random token; a new family (a new login) unless one is given (a rotation). */
export async function issueRefreshToken(
  db: Database,
  userId: string,
  rememberMe: boolean,
  familyId: string = randomUUID(),
): Promise<IssuedRefreshToken> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + refreshTokenTtlMs(rememberMe));
  await db.insert(refreshTokens).values({ userId, tokenHash: hashToken(token), familyId, rememberMe, expiresAt });
  return { token, familyId, expiresAt };
}

export type RotationResult =
  | { ok: true; userId: string; rememberMe: boolean; next: IssuedRefreshToken }
  | { ok: false; reason: 'unknown' | 'reused' | 'expired' };

/**
 * Spends a refresh token and issues its successor in the same family. A token that was already
 * spent (or revoked) is a sign of theft: the whole family is revoked, so neither the thief nor
 * the victim can continue that session.
 */
export async function rotateRefreshToken(db: Database, token: string): Promise<RotationResult> {
  const [row] = await db
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashToken(token)))
    .limit(1);
  if (!row) return { ok: false, reason: 'unknown' };
  if (row.revokedAt) {
    await revokeFamily(db, row.familyId);
    return { ok: false, reason: 'reused' };
  }
  if (row.expiresAt.getTime() <= Date.now()) {
    await db.update(refreshTokens).set({ revokedAt: new Date() }).where(eq(refreshTokens.id, row.id));
    return { ok: false, reason: 'expired' };
  }
  // The successor is stored before the token is spent, so the family always holds a live token
  // while it rotates: the session check of access tokens (isSessionLive) never sees a gap.
  const next = await issueRefreshToken(db, row.userId, row.rememberMe, row.familyId);
  // The conditional update makes spending atomic: of two concurrent uses only one wins; the
  // loser revokes the whole family, its own successor included.
  const spent = await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.id, row.id), isNull(refreshTokens.revokedAt)))
    .returning({ id: refreshTokens.id });
  if (spent.length === 0) {
    await revokeFamily(db, row.familyId);
    return { ok: false, reason: 'reused' };
  }
  return { ok: true, userId: row.userId, rememberMe: row.rememberMe, next };
}

export async function revokeFamily(db: Database, familyId: string): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/** Logout: ends the session the token belongs to. Unknown tokens are ignored. */
export async function revokeSessionOf(db: Database, token: string): Promise<void> {
  const [row] = await db
    .select({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashToken(token)))
    .limit(1);
  if (row) await revokeFamily(db, row.familyId);
}

/**
 * Ends every session of a user: password change, deactivation, role change, deletion. Access
 * tokens of those sessions stop at their next request (plugins/auth.ts checks the session).
 */
export async function revokeAllSessionsOf(db: Database, userId: string): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}

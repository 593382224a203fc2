import { sql } from 'drizzle-orm';
import type { Role } from '@shobdo/contracts';
import { queryRows } from '../../../db/query-rows';
import type { Database } from '../../../db/types';

/**
 * Whether an access token's session still stands, checked on every authenticated request with one
 * indexed query (users by primary key, refresh_tokens by its live-family index): the user exists
 * and is active, their stored role is the one in the token, and the session (the refresh-token
 * family named by the token's `sid`) still holds a token that is not revoked. Logout and
 * `revokeFamily` end one session, `revokeAllSessionsOf` all of a user's; changing users.status or
 * users.role ends every token issued before the change.
 */
export async function isSessionLive(db: Database, userId: string, sessionId: string, role: Role): Promise<boolean> {
  const rows = await queryRows(
    db,
    sql`
    select 1 as live
    from users u
    where u.id = ${userId}
      and u.status = 'active'
      and u.role = ${role}
      and exists (
        select 1 from refresh_tokens t
        where t.family_id = ${sessionId} and t.user_id = u.id and t.revoked_at is null
      )
  `,
  );
  return rows.length > 0;
}

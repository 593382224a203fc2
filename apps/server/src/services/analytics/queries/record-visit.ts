import { sql } from 'drizzle-orm';
import {
  stripInvisibleChars,
  type EndSessionResponse,
  type SessionResponse,
  type TrackVisitBody,
  type TrackVisitResponse,
} from '@shobdo/contracts';
import type { Database } from '../../../db/types';
import { notFound } from '../../../lib/errors';
import { classifyUserAgent } from '../parse-user-agent';
import { queryRows } from '../../../db/query-rows';
import { computeVisitorId, getDailySalt } from './visitor-id';

/** A session ends after 30 minutes without a page view (Plausible, Umami and GA use the same). */
const SESSION_IDLE = sql`interval '30 minutes'`;

/** Who is calling, as the server sees it; the address and user agent are hashed, never stored. */
export interface VisitorContext {
  db: Database;
  timeZone: string;
  address: string;
  userAgent: string;
  userId: string | null;
}

async function identify(ctx: VisitorContext) {
  const salt = await getDailySalt(ctx.db, ctx.timeZone);
  return { visitorId: computeVisitorId(salt, ctx.address, ctx.userAgent), ...classifyUserAgent(ctx.userAgent) };
}

/** Only the path of a page address: the query and fragment may carry personal data (tokens, searches). */
export function toPath(pageUrl: string): string {
  const text = stripInvisibleChars(pageUrl).normalize('NFC');
  let path: string;
  try {
    path = new URL(text, 'http://local.invalid').pathname;
  } catch {
    path = '/';
  }
  try {
    path = decodeURI(path);
  } catch {
    // Keep the encoded form of a malformed escape.
  }
  return path.slice(0, 500) || '/';
}

/** Only the host of a referrer (no path, no query). */
export function toReferrerHost(referrer: string | null | undefined): string | null {
  if (!referrer) return null;
  try {
    const host = new URL(referrer).hostname;
    return host ? host.slice(0, 255) : null;
  } catch {
    return null;
  }
}

/** POST sessions/anonymous/: starts a session for the caller (signed in or not). */
export async function startSession(
  ctx: VisitorContext,
  pageUrl: string,
  referrer: string | null | undefined,
): Promise<SessionResponse> {
  const who = await identify(ctx);
  const [row] = await queryRows<{ id: string; started_at: Date | string }>(
    ctx.db,
    sql`insert into analytics_sessions (visitor_id, user_id, entry_path, referrer_host, browser, device)
        values (${who.visitorId}, ${ctx.userId}, ${toPath(pageUrl)}, ${toReferrerHost(referrer)}, ${who.browser}, ${who.device})
        returning id, started_at`,
  );
  return { session_id: row!.id, started_at: new Date(row!.started_at).toISOString() };
}

/**
 * POST track_visit/: one page view. It joins the caller's session when one is open (a page view in
 * the last 30 minutes from the same visitor id), else starts one. The client never names the session.
 */
export async function trackVisit(ctx: VisitorContext, body: TrackVisitBody): Promise<TrackVisitResponse> {
  const who = await identify(ctx);
  const path = toPath(body.page_url);
  const referrerHost = toReferrerHost(body.referrer);
  const [open] = await queryRows<{ id: string }>(
    ctx.db,
    sql`update analytics_sessions set page_views = page_views + 1, last_seen_at = now(), user_id = coalesce(user_id, ${ctx.userId}::uuid)
        where id = (select id from analytics_sessions
                    where visitor_id = ${who.visitorId} and ended_at is null and last_seen_at > now() - ${SESSION_IDLE}
                    order by last_seen_at desc limit 1)
        returning id`,
  );
  const sessionId =
    open?.id ??
    (
      await queryRows<{ id: string }>(
        ctx.db,
        sql`insert into analytics_sessions (visitor_id, user_id, entry_path, referrer_host, browser, device, page_views)
            values (${who.visitorId}, ${ctx.userId}, ${path}, ${referrerHost}, ${who.browser}, ${who.device}, 1) returning id`,
      )
    )[0]!.id;
  await ctx.db.execute(
    sql`insert into visits (visitor_id, session_id, user_id, path, page_name, referrer_host, browser, device)
        values (${who.visitorId}, ${sessionId}, ${ctx.userId}, ${path}, ${body.page_name}, ${referrerHost}, ${who.browser}, ${who.device})`,
  );
  return { status: 'recorded', session_id: sessionId };
}

/**
 * POST sessions/{id}/end/: only the visitor who owns the session (same visitor id today) or its
 * signed-in user can end it; anybody else gets the same 404 as for an unknown id. Ending twice keeps
 * the first end.
 */
export async function endSession(ctx: VisitorContext, sessionId: string): Promise<EndSessionResponse> {
  const who = await identify(ctx);
  const [row] = await queryRows<{ id: string; ended_at: Date | string; duration: number | string }>(
    ctx.db,
    sql`update analytics_sessions set ended_at = coalesce(ended_at, greatest(now(), last_seen_at)),
          last_seen_at = case when ended_at is null then greatest(now(), last_seen_at) else last_seen_at end
        where id = ${sessionId} and (visitor_id = ${who.visitorId} or (user_id is not null and user_id = ${ctx.userId}::uuid))
        returning id, ended_at, floor(extract(epoch from ended_at - started_at)) as duration`,
  );
  if (!row) throw notFound('Session not found.');
  return {
    session_id: row.id,
    ended_at: new Date(row.ended_at).toISOString(),
    duration_seconds: Math.max(0, Number(row.duration)),
  };
}

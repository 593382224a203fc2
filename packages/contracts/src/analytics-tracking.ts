import { z } from 'zod';

/**
 * Visit tracking (docs/product/screens.md#across-pages, docs/product/api.md#entities). The client may send `ip_address` and `user_agent` as
 * the spec's payloads do, but the server ignores both: it takes the address from the connection and
 * the user agent from the request header, and stores neither (docs/privacy.md).
 */
const ignoredClientFields = {
  ip_address: z.string().max(100).nullish(),
  user_agent: z.string().max(1000).nullish(),
};
const pageUrl = z.string().trim().min(1, 'Page URL is required').max(2000);
const referrer = z.string().trim().max(2000).nullish();

export const anonymousSessionRequestSchema = z.object({ ...ignoredClientFields, page_url: pageUrl, referrer }).strict();
export type AnonymousSessionRequest = z.input<typeof anonymousSessionRequestSchema>;

export const trackVisitRequestSchema = z
  .object({
    ...ignoredClientFields,
    page_url: pageUrl,
    referrer,
    page_name: z.string().trim().max(200).optional().default(''),
  })
  .strict();
export type TrackVisitRequest = z.input<typeof trackVisitRequestSchema>;
export type TrackVisitBody = z.output<typeof trackVisitRequestSchema>;

export const sessionResponseSchema = z.object({
  session_id: z.string(),
  started_at: z.string(),
});
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

export const trackVisitResponseSchema = z.object({
  status: z.literal('recorded'),
  session_id: z.string(),
});
export type TrackVisitResponse = z.infer<typeof trackVisitResponseSchema>;

export const sessionIdParamsSchema = z.object({ id: z.uuid('Session id must be a UUID') });

/** The end-session body is optional and carries nothing; an object is accepted for clients that send one. */
export const endSessionRequestSchema = z.object({}).strict().nullish();

export const endSessionResponseSchema = z.object({
  session_id: z.string(),
  ended_at: z.string(),
  duration_seconds: z.number().int().nonnegative(),
});
export type EndSessionResponse = z.infer<typeof endSessionResponseSchema>;

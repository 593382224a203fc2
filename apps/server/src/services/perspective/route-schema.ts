import { z } from 'zod';
import { perspectiveErrorSchema } from '@shobdo/contracts';

/** The key in the query string, as Perspective's clients send it (the X-Goog-Api-Key header works too). */
export const perspectiveKeyQuerySchema = z.object({
  key: z.string().max(200).optional().describe('The API key (or send it as the X-Goog-Api-Key header).'),
});

/** OpenAPI security of the compatible API: the key in the query or in the header (plugins/swagger.ts names both). */
export const PERSPECTIVE_SECURITY: Record<string, string[]>[] = [
  { perspectiveKeyQuery: [] },
  { perspectiveKeyHeader: [] },
];

/** The errors every compatible route answers, in Perspective's shape (perspective-error-handler.ts). */
export const PERSPECTIVE_ERRORS = {
  400: perspectiveErrorSchema,
  403: perspectiveErrorSchema,
  429: perspectiveErrorSchema,
};

/**
 * Who may call a compatible route: an API key in Perspective's places and nothing else (a Bearer token means
 * nothing here). The comment may hold U+0000, answered as U+FFFD so that every offset holds.
 */
export const PERSPECTIVE_ACCESS = { access: 'perspective-key' as const, skipAuth: true, acceptNul: ['comment'] };

/** A compatible route's schema: what is its own (names, body, answer) and what every one of them shares. */
export function perspectiveSchema<Body extends z.ZodType, Answer extends z.ZodType>(route: {
  operationId: string;
  summary: string;
  description: string;
  body: Body;
  answer: Answer;
}) {
  return {
    tags: ['perspective'],
    operationId: route.operationId,
    summary: route.summary,
    description: route.description,
    security: PERSPECTIVE_SECURITY,
    querystring: perspectiveKeyQuerySchema,
    body: route.body,
    response: { 200: route.answer, ...PERSPECTIVE_ERRORS },
  };
}

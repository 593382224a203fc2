import { z } from 'zod';

/** The key in the query string, as Perspective's clients send it (the X-Goog-Api-Key header works too). */
export const perspectiveKeyQuerySchema = z.object({
  key: z.string().max(200).optional().describe('The API key (or send it as the X-Goog-Api-Key header).'),
});

/** OpenAPI security of the compatible API: the key in the query or in the header (plugins/swagger.ts names both). */
export const PERSPECTIVE_SECURITY: Record<string, string[]>[] = [
  { perspectiveKeyQuery: [] },
  { perspectiveKeyHeader: [] },
];

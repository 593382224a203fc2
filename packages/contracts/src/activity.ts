import { z } from 'zod';

/** The activity types of docs/product/api.md#entities ("Activity log"). */
export const ACTIVITY_TYPES = ['analysis', 'settings', 'login', 'register', 'logout', 'page_view', 'export'] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];

export const MAX_ACTIVITY_DESCRIPTION_LENGTH = 500;
/** Largest `metadata` accepted, as compact JSON text, and its deepest nesting. */
export const MAX_ACTIVITY_METADATA_CHARS = 4096;
export const MAX_ACTIVITY_METADATA_DEPTH = 8;

export const ACTIVITY_MESSAGES = {
  metadataTooLarge: `Metadata is too large. Maximum ${MAX_ACTIVITY_METADATA_CHARS} characters of JSON.`,
  metadataTooDeep: `Metadata is nested too deeply. Maximum depth ${MAX_ACTIVITY_METADATA_DEPTH}.`,
} as const;

/** Nesting depth of a JSON value (a scalar is 0), counted without recursion. */
function jsonDepth(value: unknown): number {
  let deepest = 0;
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [current, depth] = stack.pop()!;
    if (current === null || typeof current !== 'object') continue;
    deepest = Math.max(deepest, depth + 1);
    if (deepest > MAX_ACTIVITY_METADATA_DEPTH) return deepest;
    for (const item of Object.values(current)) stack.push([item, depth + 1]);
  }
  return deepest;
}

/**
 * POST /api/analytics/activities/: one activity log entry. The user is the caller's token (anonymous
 * entries are kept with no user); a user_id in the body is an unknown field, like any other.
 */
export const activityRequestSchema = z
  .object({
    activity_type: z.enum(ACTIVITY_TYPES),
    description: z.string().trim().max(MAX_ACTIVITY_DESCRIPTION_LENGTH).optional().default(''),
    metadata: z
      .record(z.string(), z.unknown())
      .optional()
      .default({})
      .check((ctx) => {
        if (jsonDepth(ctx.value) > MAX_ACTIVITY_METADATA_DEPTH) {
          ctx.issues.push({ code: 'custom', message: ACTIVITY_MESSAGES.metadataTooDeep, input: ctx.value });
        } else if (JSON.stringify(ctx.value).length > MAX_ACTIVITY_METADATA_CHARS) {
          ctx.issues.push({ code: 'custom', message: ACTIVITY_MESSAGES.metadataTooLarge, input: ctx.value });
        }
      }),
  })
  .strict();
export type ActivityRequest = z.input<typeof activityRequestSchema>;
export type ActivityBody = z.output<typeof activityRequestSchema>;

export const activityResponseSchema = z.object({
  id: z.string(),
  activity_type: z.enum(ACTIVITY_TYPES),
  created_at: z.string(),
});
export type ActivityResponse = z.infer<typeof activityResponseSchema>;

import { z } from 'zod';

/**
 * The Perspective-compatible API (/api/perspective/v1alpha1/, docs/integrations/perspective.md): Google's
 * Comment Analyzer v1alpha1 wire format, field for field, so a platform changes only its endpoint and key.
 * Fields Perspective defines but Shobdo does not use (context, communityId, sessionId) are accepted and
 * ignored, as Perspective itself ignores most of them.
 */

const textEntrySchema = z.object({
  text: z.string().optional().describe('The comment. Required in effect: a missing or blank text is COMMENT_EMPTY.'),
  type: z.string().optional().describe('`PLAIN_TEXT` (the default and the only type served).'),
});

const contextSchema = z.object({ entries: z.array(textEntrySchema).max(100).optional() }).describe('Ignored.');

const attributeParametersSchema = z.object({
  scoreType: z.string().optional().describe('`PROBABILITY` (the default and the only type served).'),
  scoreThreshold: z
    .number()
    .min(0)
    .max(1)
    .optional()
    .describe('The attribute is left out of the answer when its summary score is below this.'),
});

export const perspectiveAnalyzeRequestSchema = z.object({
  comment: textEntrySchema.optional(),
  context: contextSchema.optional(),
  requestedAttributes: z
    .record(z.string(), attributeParametersSchema)
    .optional()
    .describe('Attribute names (TOXICITY, THREAT, IDENTITY_ATTACK, SEXUALLY_EXPLICIT, INSULT) to their parameters.'),
  languages: z
    .array(z.string())
    .max(20)
    .optional()
    .describe(
      'Declared languages. The text decides: Bangla (Bengali script or romanized) is scored whatever is declared.',
    ),
  doNotStore: z.boolean().optional().describe('true: nothing is stored, not even in the key owner’s history.'),
  clientToken: z.string().max(1000).optional().describe('Echoed in the answer.'),
  sessionId: z.string().max(1000).optional(),
  communityId: z.string().max(1000).optional(),
  spanAnnotations: z
    .boolean()
    .optional()
    .describe('true: one span score per word (its share of the attribute); otherwise one span over the whole text.'),
  dropUnsupportedAttributes: z
    .boolean()
    .optional()
    .describe('true: attributes not served for the comment’s language are left out instead of an error.'),
});
export type PerspectiveAnalyzeRequest = z.infer<typeof perspectiveAnalyzeRequestSchema>;

const scoreSchema = z.object({
  value: z.number().describe('A probability, 0 to 1.'),
  type: z.literal('PROBABILITY'),
});

export const perspectiveSpanScoreSchema = z.object({
  begin: z.number().int().describe('UTF-16 offset of the span’s first character in the text sent.'),
  end: z.number().int().describe('UTF-16 offset just after the span (exclusive).'),
  score: scoreSchema,
});
export type PerspectiveSpanScore = z.infer<typeof perspectiveSpanScoreSchema>;

export const perspectiveAttributeScoresSchema = z.object({
  summaryScore: scoreSchema,
  spanScores: z.array(perspectiveSpanScoreSchema),
});
export type PerspectiveAttributeScores = z.infer<typeof perspectiveAttributeScoresSchema>;

export const perspectiveAnalyzeResponseSchema = z.object({
  attributeScores: z.record(z.string(), perspectiveAttributeScoresSchema).optional(),
  languages: z.array(z.string()),
  detectedLanguages: z.array(z.string()),
  clientToken: z.string().optional(),
});
export type PerspectiveAnalyzeResponse = z.infer<typeof perspectiveAnalyzeResponseSchema>;

const suggestedScoreSchema = z.object({
  value: z.number().min(0).max(1),
  type: z.string().optional(),
});

export const perspectiveSuggestScoreRequestSchema = z.object({
  comment: textEntrySchema.optional(),
  context: contextSchema.optional(),
  attributeScores: z
    .record(
      z.string(),
      z.object({
        summaryScore: suggestedScoreSchema.optional(),
        spanScores: z
          .array(
            z.object({
              begin: z.number().int().optional(),
              end: z.number().int().optional(),
              score: suggestedScoreSchema.optional(),
            }),
          )
          .max(1000)
          .optional(),
      }),
    )
    .optional()
    .describe(
      'The platform’s verdict: an attribute’s summaryScore.value 1 says the comment has it, 0 that it has not.',
    ),
  languages: z.array(z.string()).max(20).optional(),
  communityId: z.string().max(1000).optional(),
  clientToken: z.string().max(1000).optional(),
  sessionId: z.string().max(1000).optional(),
});
export type PerspectiveSuggestScoreRequest = z.infer<typeof perspectiveSuggestScoreRequestSchema>;

export const perspectiveSuggestScoreResponseSchema = z.object({
  detectedLanguages: z.array(z.string()),
  requestedLanguages: z.array(z.string()),
  clientToken: z.string().optional(),
});
export type PerspectiveSuggestScoreResponse = z.infer<typeof perspectiveSuggestScoreResponseSchema>;

/** Perspective's error shape (Google's JSON error), which the compatible API answers instead of `{error, message}`. */
export const perspectiveErrorSchema = z.object({
  error: z.object({
    code: z.number().int(),
    message: z.string(),
    status: z.string().describe('INVALID_ARGUMENT, PERMISSION_DENIED, RESOURCE_EXHAUSTED, …'),
    details: z.array(
      z.object({
        '@type': z.string(),
        errorType: z
          .string()
          .optional()
          .describe(
            'COMMENT_EMPTY, COMMENT_TOO_LONG, NO_REQUESTED_ATTRIBUTES, LANGUAGE_NOT_SUPPORTED_BY_ATTRIBUTE or INVALID_REQUEST',
          ),
        reason: z.string().optional().describe('API_KEY_INVALID or RATE_LIMIT_EXCEEDED (google.rpc.ErrorInfo)'),
        domain: z.string().optional(),
        languageNotSupportedByAttributeError: z
          .object({
            attribute: z.string(),
            requestedLanguages: z.array(z.string()),
            detectedLanguages: z.array(z.string()),
          })
          .optional(),
      }),
    ),
  }),
});
export type PerspectiveErrorBody = z.infer<typeof perspectiveErrorSchema>;

import { z } from 'zod';
import { analysisResultSchema, predictionFields, wordContributionSchema } from './analysis';

/**
 * GET /api/analysis/analyses/{id}/word_contributions/ (the shape is ours: docs/product/api.md).
 * The list is complete and in rank order; the contributions sum to `score - bias`, where
 * `score` is the predicted class's raw model score and `bias` its intercept.
 */
export const analysisWordContributionsSchema = z
  .object(predictionFields)
  .pick({ analysis_id: true, prediction: true })
  .extend({
    score: z.number(),
    bias: z.number(),
    total_words: z.number().int(),
    word_contributions: z.array(wordContributionSchema),
  });
export type AnalysisWordContributions = z.infer<typeof analysisWordContributionsSchema>;

/** GET /api/analysis/analyses/{id}/result/ (the shape is ours: docs/product/api.md). */
export const analysisResultViewSchema = z.object({
  ...predictionFields,
  result: analysisResultSchema,
  created_at: z.string(),
});
export type AnalysisResultView = z.infer<typeof analysisResultViewSchema>;

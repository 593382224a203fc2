import { z } from 'zod';
import {
  analysisResultSchema,
  analysisWarningSchema,
  classProbabilitySchema,
  wordContributionSchema,
} from './analysis';

/**
 * GET /api/analysis/analyses/{id}/word_contributions/ (the shape is ours: docs/product/api.md).
 * The list is complete and in rank order; the contributions sum to `score - bias`, where
 * `score` is the predicted class's raw model score and `bias` its intercept.
 */
export const analysisWordContributionsSchema = z.object({
  analysis_id: z.string(),
  prediction: z.string(),
  score: z.number(),
  bias: z.number(),
  total_words: z.number().int(),
  word_contributions: z.array(wordContributionSchema),
});
export type AnalysisWordContributions = z.infer<typeof analysisWordContributionsSchema>;

/** GET /api/analysis/analyses/{id}/result/ (the shape is ours: docs/product/api.md). */
export const analysisResultViewSchema = z.object({
  analysis_id: z.string(),
  model_id: z.string(),
  prediction: z.string(),
  confidence: z.number(),
  processing_time: z.number(),
  class_probabilities: z.array(classProbabilitySchema),
  warnings: z.array(analysisWarningSchema),
  result: analysisResultSchema,
  created_at: z.string(),
});
export type AnalysisResultView = z.infer<typeof analysisResultViewSchema>;

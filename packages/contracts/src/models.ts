import { z } from 'zod';

export const MODEL_STATUSES = ['active', 'unavailable'] as const;
export const MODEL_TASKS = ['classification', 'sentiment', 'spam'] as const;

/** One entry of GET /api/models/ai-models/. */
export const modelInfoSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  task: z.enum(MODEL_TASKS),
  labels: z.array(z.string()),
  status: z.enum(MODEL_STATUSES),
  version: z.string(),
});
export type ModelInfo = z.infer<typeof modelInfoSchema>;
export const modelListSchema = z.array(modelInfoSchema);

export const classMetricsSchema = z.object({
  precision: z.number(),
  recall: z.number(),
  f1: z.number(),
  support: z.number().int(),
});

/** GET /api/models/ai-models/{id}/performance/: the model card's validation figures. */
export const modelPerformanceSchema = z.object({
  model: z.string(),
  version: z.string(),
  dataset: z.string(),
  n: z.number().int(),
  accuracy: z.number(),
  macro_f1: z.number(),
  weighted_f1: z.number(),
  ece: z.number(),
  per_class: z.record(z.string(), classMetricsSchema),
  confusion: z.object({ labels: z.array(z.string()), matrix: z.array(z.array(z.number().int())) }),
});
export type ModelPerformance = z.infer<typeof modelPerformanceSchema>;

/**
 * Query keys that one feature reads and another changes. Features do not import each other, so a
 * mutation in one (an analysis, a profile change) invalidates another's query through these.
 */
export const QUERY_KEYS = {
  /** The signed-in user's analysis history: ['history', userId]. */
  history: ['history'],
  /** The signed-in account as the server has it: ['current-user', userId]. */
  currentUser: ['current-user'],
  /** A model's figures from the model card: ['model-performance', modelId]. */
  modelPerformance: ['model-performance'],
  /** One analysis result by id: ['analysis', id] (features/analysis; logout drops them, app/providers). */
  analysis: ['analysis'],
} as const;

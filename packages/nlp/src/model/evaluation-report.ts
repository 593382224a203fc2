// The figures an evaluation reports; a model file records them, the trainer computes them (train/metrics.ts).
export interface ClassMetrics {
  precision: number;
  recall: number;
  f1: number;
  support: number;
}

export interface EvaluationReport {
  n: number;
  accuracy: number;
  macro_f1: number;
  weighted_f1: number;
  ece: number;
  per_class: Record<string, ClassMetrics>;
  confusion: { labels: string[]; matrix: number[][] };
}

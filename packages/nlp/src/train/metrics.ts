import type { ClassMetrics, EvaluationReport } from '../model/evaluation-report';

export type { ClassMetrics, EvaluationReport };

const ECE_BINS = 15;

/**
 * Expected calibration error with 15 equal-width bins over the predicted class's probability:
 * sum over bins of (bin size / n) * |accuracy - mean confidence|.
 */
export function computeEce(confidences: readonly number[], correct: readonly boolean[]): number {
  const count = new Array<number>(ECE_BINS).fill(0);
  const conf = new Array<number>(ECE_BINS).fill(0);
  const hits = new Array<number>(ECE_BINS).fill(0);
  confidences.forEach((c, i) => {
    const b = Math.min(ECE_BINS - 1, Math.floor(c * ECE_BINS));
    count[b] = (count[b] as number) + 1;
    conf[b] = (conf[b] as number) + c;
    if (correct[i]) hits[b] = (hits[b] as number) + 1;
  });
  let ece = 0;
  for (let b = 0; b < ECE_BINS; b++) {
    const nb = count[b] as number;
    if (nb > 0) ece += (nb / confidences.length) * Math.abs((hits[b] as number) / nb - (conf[b] as number) / nb);
  }
  return ece;
}

function safeDivide(a: number, b: number): number {
  return b === 0 ? 0 : a / b;
}

/**
 * Classification report. `labels` orders the confusion matrix (rows: true, columns: predicted);
 * macro and weighted F1 average over the labels present in `truth`.
 */
export function evaluatePredictions(
  truth: readonly string[],
  predicted: readonly string[],
  confidences: readonly number[],
  labels: readonly string[],
): EvaluationReport {
  const pos = new Map(labels.map((l, i) => [l, i]));
  const matrix = labels.map(() => new Array<number>(labels.length).fill(0));
  truth.forEach((t, i) => {
    const row = matrix[pos.get(t) as number] as number[];
    const col = pos.get(predicted[i] as string) as number;
    row[col] = (row[col] as number) + 1;
  });
  const perClass: Record<string, ClassMetrics> = {};
  let correct = 0;
  let macro = 0;
  let weighted = 0;
  let present = 0;
  labels.forEach((label, k) => {
    const tp = (matrix[k] as number[])[k] as number;
    const support = (matrix[k] as number[]).reduce((a, b) => a + b, 0);
    const predictedCount = matrix.reduce((a, row) => a + (row[k] as number), 0);
    const precision = safeDivide(tp, predictedCount);
    const recall = safeDivide(tp, support);
    const f1 = safeDivide(2 * precision * recall, precision + recall);
    correct += tp;
    if (support > 0) {
      perClass[label] = { precision, recall, f1, support };
      macro += f1;
      weighted += f1 * support;
      present += 1;
    }
  });
  const n = truth.length;
  return {
    n,
    accuracy: safeDivide(correct, n),
    macro_f1: safeDivide(macro, present),
    weighted_f1: safeDivide(weighted, n),
    ece: computeEce(
      confidences,
      truth.map((t, i) => t === predicted[i]),
    ),
    per_class: perClass,
    confusion: { labels: [...labels], matrix },
  };
}

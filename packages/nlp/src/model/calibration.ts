import { softmax } from './softmax';

/**
 * How a model turns its class scores s into probabilities, fitted on held-out data:
 * - softmax: p = softmax(s / temperature) (temperature scaling, Guo et al. 2017);
 * - sigmoid: p_j = q_j / sum_i q_i with q_j = sigmoid(slope * s_j + offset): one Platt sigmoid shared by
 *   the one-vs-rest classifiers, then normalised (Zadrozny & Elkan 2002). Classes that are clearly out
 *   take less probability from the top classes than under a softmax, which fits one-vs-rest SVM scores.
 * Both are increasing in each class's own score alike, so the predicted class is the top score's.
 */
export type Calibration =
  { method: 'softmax'; temperature: number } | { method: 'sigmoid'; slope: number; offset: number };

function sigmoid(x: number): number {
  return x >= 0 ? 1 / (1 + Math.exp(-x)) : Math.exp(x) / (1 + Math.exp(x));
}

/** log sigmoid(x), exact for large |x| as well. */
function logSigmoid(x: number): number {
  return Math.min(x, 0) - Math.log1p(Math.exp(-Math.abs(x)));
}

/** The calibrated probabilities of class scores, written into `out` when given (hot loops). */
export function calibrate(
  calibration: Calibration,
  scores: ArrayLike<number>,
  out = new Float64Array(scores.length),
): Float64Array {
  if (calibration.method === 'softmax') return softmax(scores, calibration.temperature, out);
  // q_j / sum q as a softmax of log q_j: no underflow to 0 / 0 when every score is far below the offset.
  for (let j = 0; j < scores.length; j++)
    out[j] = logSigmoid(calibration.slope * (scores[j] as number) + calibration.offset);
  return softmax(out, 1, out);
}

/**
 * d p_c / d s_j for every class j at scores s, written into `out`; `p` must be calibrate(calibration, s).
 * softmax: p_c (delta_cj - p_j) / T. sigmoid: slope * p_j * (1 - q_j) * (delta_cj - p_c).
 */
export function classGradient(
  calibration: Calibration,
  scores: ArrayLike<number>,
  p: ArrayLike<number>,
  c: number,
  out: Float64Array,
): Float64Array {
  const pc = p[c] as number;
  for (let j = 0; j < scores.length; j++) {
    const delta = j === c ? 1 : 0;
    const pj = p[j] as number;
    if (calibration.method === 'softmax') out[j] = (pc * (delta - pj)) / calibration.temperature;
    else
      out[j] =
        calibration.slope *
        pj *
        (1 - sigmoid(calibration.slope * (scores[j] as number) + calibration.offset)) *
        (delta - pc);
  }
  return out;
}

/**
 * How far the calibrated probabilities can turn when the scores move by `change`, in logits: a softmax
 * sees only the gaps between classes' changes (scaled by 1 / T); the one-vs-rest sigmoid also each
 * score's own change (scaled by the slope).
 */
export function logitRange(calibration: Calibration, change: ArrayLike<number>): number {
  const sharpness = calibration.method === 'softmax' ? 1 / calibration.temperature : calibration.slope;
  let lo = Infinity;
  let hi = -Infinity;
  for (let j = 0; j < change.length; j++) {
    lo = Math.min(lo, (change[j] as number) * sharpness);
    hi = Math.max(hi, (change[j] as number) * sharpness);
  }
  return calibration.method === 'softmax' ? hi - lo : Math.max(hi - lo, Math.abs(hi), Math.abs(lo));
}

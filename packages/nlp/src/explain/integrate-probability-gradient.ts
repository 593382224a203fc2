import { calibrate, classGradient, logitRange, type Calibration } from '../model/calibration';

// 8-point Gauss-Legendre rule on [-1, 1]: exact for polynomials up to degree 15.
const NODES = [
  -0.9602898564975363, -0.7966664774136267, -0.525532409916329, -0.1834346424956498, 0.1834346424956498,
  0.525532409916329, 0.7966664774136267, 0.9602898564975363,
];
const WEIGHTS = [
  0.1012285362903763, 0.2223810344533745, 0.3137066458778873, 0.362683783378362, 0.362683783378362, 0.3137066458778873,
  0.2223810344533745, 0.1012285362903763,
];
/** Panels per unit of the largest logit gap along the path: 0.5 keeps the error near 1e-12 (0.25: 3e-8). */
const PANELS_PER_LOGIT = 0.5;
const MAX_PANELS = 256;

export interface ProbabilityGradient {
  /** g_j = integral over t in [0, 1] of d p_c / d s_j at s(t) = bias + t * (scores - bias). */
  gradient: Float64Array;
  /** p_c of a text without known words (scores = bias), 0-1. */
  start: number;
}

/**
 * Integrated gradients (Sundararajan et al. 2017) of class c's calibrated probability p_c(s) (see
 * calibration.ts) over the class scores s, along the straight path from the bias-only scores (a
 * text without known words) to the text's scores. Because every score is linear in the words' shares,
 * word w's contribution to p_c is sum_j g_j * a_j(w), a_j(w) being its share of class j's score, and the
 * contributions add up to p_c(text) - p_c(no words) (completeness; the only numerical part is this
 * one-dimensional integral, computed to about 1e-12).
 */
export function integrateProbabilityGradient(
  scores: ArrayLike<number>,
  bias: ArrayLike<number>,
  calibration: Calibration,
  c: number,
): ProbabilityGradient {
  const k = scores.length;
  const gradient = new Float64Array(k);
  const along = new Float64Array(k);
  const p = new Float64Array(k);
  const dp = new Float64Array(k);
  // p = the calibrated probabilities at s(t), written into p: this runs for every quadrature node.
  const at = (t: number): void => {
    for (let j = 0; j < k; j++) {
      const b = bias[j] as number;
      along[j] = b + t * ((scores[j] as number) - b);
    }
    calibrate(calibration, along, p);
  };
  // The integrand is a ratio of exponentials in t; its sharpest turns scale with how far the
  // calibrated probabilities can turn along the path, so the panel count follows that range.
  const change = Float64Array.from({ length: k }, (_, j) => (scores[j] as number) - (bias[j] as number));
  const range = logitRange(calibration, change);
  const panels = Math.min(MAX_PANELS, Math.max(1, Math.ceil(range * PANELS_PER_LOGIT)));
  for (let m = 0; m < panels; m++) {
    for (let n = 0; n < NODES.length; n++) {
      const t = (m + ((NODES[n] as number) + 1) / 2) / panels;
      at(t);
      classGradient(calibration, along, p, c, dp);
      const w = (WEIGHTS[n] as number) / 2 / panels;
      for (let j = 0; j < k; j++) gradient[j] = (gradient[j] as number) + w * (dp[j] as number);
    }
  }
  at(0);
  return { gradient, start: p[c] as number };
}

import { softmax } from '../model/softmax';

function negativeLogLikelihood(scores: readonly Float64Array[], truth: readonly number[], temperature: number): number {
  let nll = 0;
  scores.forEach((s, i) => {
    const p = softmax(s, temperature);
    nll -= Math.log(Math.max(p[truth[i] as number] as number, 1e-12));
  });
  return nll / scores.length;
}

/**
 * Temperature scaling (Guo et al. 2017): the T that minimises held-out negative log-likelihood of
 * softmax(score / T). The likelihood is unimodal in log T, so a golden-section search suffices.
 */
export function fitTemperature(scores: readonly Float64Array[], truth: readonly number[]): number {
  let lo = Math.log(0.01);
  let hi = Math.log(100);
  const phi = (Math.sqrt(5) - 1) / 2;
  let a = hi - phi * (hi - lo);
  let b = lo + phi * (hi - lo);
  let fa = negativeLogLikelihood(scores, truth, Math.exp(a));
  let fb = negativeLogLikelihood(scores, truth, Math.exp(b));
  for (let i = 0; i < 60; i++) {
    if (fa < fb) {
      hi = b;
      b = a;
      fb = fa;
      a = hi - phi * (hi - lo);
      fa = negativeLogLikelihood(scores, truth, Math.exp(a));
    } else {
      lo = a;
      a = b;
      fa = fb;
      b = lo + phi * (hi - lo);
      fb = negativeLogLikelihood(scores, truth, Math.exp(b));
    }
  }
  return Math.exp((lo + hi) / 2);
}

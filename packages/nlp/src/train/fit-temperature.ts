import { softmax } from '../model/softmax';
import { goldenSectionMinimum } from './golden-section';

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
  return Math.exp(goldenSectionMinimum((logT) => negativeLogLikelihood(scores, truth, Math.exp(logT)), Math.log(0.01), Math.log(100)));
}

import { calibrate, type Calibration } from '../model/calibration';
import { goldenSectionMinimum } from './golden-section';

/** Mean negative log-likelihood of the true classes under a calibration. */
export function calibrationLoss(
  calibration: Calibration,
  scores: readonly Float64Array[],
  truth: readonly number[],
): number {
  const p = new Float64Array(scores[0]?.length ?? 0);
  let nll = 0;
  scores.forEach((s, i) => {
    calibrate(calibration, s, p);
    nll -= Math.log(Math.max(p[truth[i] as number] as number, 1e-12));
  });
  return nll / Math.max(1, scores.length);
}

/**
 * Temperature scaling (Guo et al. 2017): the T that minimises held-out negative log-likelihood of
 * softmax(score / T). The likelihood is unimodal in log T, so a golden-section search suffices.
 */
export function fitTemperature(scores: readonly Float64Array[], truth: readonly number[]): number {
  const lossAt = (logT: number) => calibrationLoss({ method: 'softmax', temperature: Math.exp(logT) }, scores, truth);
  return Math.exp(goldenSectionMinimum(lossAt, Math.log(0.01), Math.log(100)));
}

/** The shared one-vs-rest sigmoid (slope, offset) of least held-out loss: for each log-slope the best offset. */
export function fitSigmoidCalibration(scores: readonly Float64Array[], truth: readonly number[]): Calibration {
  const bestOffset = (slope: number) =>
    goldenSectionMinimum((offset) => calibrationLoss({ method: 'sigmoid', slope, offset }, scores, truth), -20, 20, 40);
  const lossAt = (logSlope: number) => {
    const slope = Math.exp(logSlope);
    return calibrationLoss({ method: 'sigmoid', slope, offset: bestOffset(slope) }, scores, truth);
  };
  const slope = Math.exp(goldenSectionMinimum(lossAt, Math.log(0.01), Math.log(100), 40));
  return { method: 'sigmoid', slope, offset: bestOffset(slope) };
}

export interface CalibrationChoice {
  chosen: Calibration;
  /** Every fitted calibration with its held-out loss, for the training log. */
  fitted: { calibration: Calibration; loss: number }[];
}

/**
 * Fits temperature scaling and the one-vs-rest sigmoid on held-out scores and keeps the one of lower
 * negative log-likelihood (one and two parameters on thousands of rows: the fit barely flatters either).
 */
export function fitCalibration(scores: readonly Float64Array[], truth: readonly number[]): CalibrationChoice {
  const fitted = [
    { method: 'softmax', temperature: fitTemperature(scores, truth) } as const,
    fitSigmoidCalibration(scores, truth),
  ].map((calibration) => ({ calibration, loss: calibrationLoss(calibration, scores, truth) }));
  const best = fitted.reduce((a, b) => (b.loss < a.loss ? b : a));
  return { chosen: best.calibration, fitted };
}

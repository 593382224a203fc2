import { softmax } from '../model/softmax';
import { fitTemperature } from './fit-calibration';

/**
 * Confident learning (Northcutt et al. 2021, "confident joint"): rows whose given label is probably wrong.
 * From out-of-fold scores, class j's threshold is the mean probability of j over the rows labelled j; a
 * row is flagged when another class reaches its own threshold and is the most probable such class.
 * Returns the flagged row positions.
 */
export function findNoisyLabels(
  outOfFold: readonly Float64Array[],
  labelIds: readonly number[],
  labelCount: number,
): Set<number> {
  const temperature = fitTemperature(outOfFold, labelIds);
  const probabilities = outOfFold.map((s) => softmax(s, temperature));
  const sums = new Float64Array(labelCount);
  const counts = new Float64Array(labelCount);
  probabilities.forEach((p, i) => {
    const y = labelIds[i] as number;
    sums[y] = (sums[y] as number) + (p[y] as number);
    counts[y] = (counts[y] as number) + 1;
  });
  const threshold = Float64Array.from(sums, (s, j) => s / Math.max(1, counts[j] as number));
  const flagged = new Set<number>();
  probabilities.forEach((p, i) => {
    let best = -1;
    for (let j = 0; j < labelCount; j++) {
      if ((p[j] as number) >= (threshold[j] as number) && (best < 0 || (p[j] as number) > (p[best] as number)))
        best = j;
    }
    if (best >= 0 && best !== labelIds[i]) flagged.add(i);
  });
  return flagged;
}

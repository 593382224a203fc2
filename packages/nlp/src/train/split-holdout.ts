import { shuffleRowsByLabel } from './shuffle-rows-by-label';

/**
 * Seeded stratified split of row indices: `fraction` of each label goes to the holdout. Used to tune
 * settings and fit the calibration on data the tuned model has not seen, without touching val.csv.
 */
export function splitHoldout(
  labels: readonly string[],
  fraction: number,
  seed: number,
): { fit: number[]; holdout: number[] } {
  const fit: number[] = [];
  const holdout: number[] = [];
  for (const rows of shuffleRowsByLabel(labels, seed)) {
    const cut = Math.round(rows.length * fraction);
    holdout.push(...rows.slice(0, cut));
    fit.push(...rows.slice(cut));
  }
  return { fit: fit.sort((a, b) => a - b), holdout: holdout.sort((a, b) => a - b) };
}

import { createRandom, shuffleInPlace } from './seeded-random';

/**
 * Row indices grouped by label, labels in sorted order, each group shuffled by one seeded generator:
 * the common first step of a stratified split (holdout or folds).
 */
export function shuffleRowsByLabel<L extends string | number>(labels: readonly L[], seed: number): number[][] {
  const byLabel = new Map<L, number[]>();
  labels.forEach((label, i) => {
    const rows = byLabel.get(label);
    if (rows) rows.push(i);
    else byLabel.set(label, [i]);
  });
  const random = createRandom(seed);
  const sorted = [...byLabel.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return sorted.map((label) => shuffleInPlace(byLabel.get(label) as number[], random));
}

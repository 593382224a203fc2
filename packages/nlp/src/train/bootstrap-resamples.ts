import { createRandom } from './seeded-random';

/**
 * The bootstrap's draws, shared by the interval of one model's figure (bootstrap-interval.ts) and the paired
 * difference of two (paired-bootstrap.ts): `resamples` times, n rows drawn with replacement (one seeded
 * draw a row, the same row for every column), `visit` called with the drawn columns. The arrays are reused
 * from one draw to the next. Deterministic for a seed.
 */
export function forEachResample(
  columns: readonly (readonly string[])[],
  resamples: number,
  seed: number,
  visit: (sample: readonly string[][]) => void,
): void {
  if (!Number.isInteger(resamples) || resamples < 2) throw new Error('the bootstrap needs at least 2 resamples');
  const random = createRandom(seed);
  const n = columns[0]?.length ?? 0;
  const sample = columns.map(() => new Array<string>(n));
  for (let b = 0; b < resamples; b++) {
    for (let i = 0; i < n; i++) {
      const row = Math.floor(random() * n);
      for (let c = 0; c < columns.length; c++)
        (sample[c] as string[])[i] = (columns[c] as readonly string[])[row] as string;
    }
    visit(sample);
  }
}

/** The q-th percentile of resampled figures sorted ascending (the percentile bootstrap's interval ends). */
export function percentileOf(sorted: readonly number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] as number;
}

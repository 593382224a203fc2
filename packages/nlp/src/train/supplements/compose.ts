import { createRandom } from '../seeded-random';
import type { LabelledText } from '../read-csv';

/** One of `items`, chosen by `random`. */
export const pick = <T>(items: readonly T[], random: () => number): T =>
  items[Math.floor(random() * items.length)] as T;

/**
 * `counts[label]` distinct comments per label, each made by `makers[label]` from one seeded generator
 * (fewer if the slots run out), none equal to a text in `excluding` (the functional suite's cases).
 * Labels are filled in the order of `makers`. Deterministic for a seed.
 */
export function composeDistinct<L extends string>(
  seed: number,
  makers: Record<L, (random: () => number) => string>,
  counts: Record<L, number>,
  excluding: ReadonlySet<string>,
): LabelledText[] {
  const random = createRandom(seed);
  const rows: LabelledText[] = [];
  const seen = new Set<string>(excluding);
  for (const label of Object.keys(makers) as L[]) {
    const make = makers[label];
    let made = 0;
    for (let attempt = 0; made < counts[label] && attempt < counts[label] * 20; attempt++) {
      const text = make(random);
      if (seen.has(text)) continue;
      seen.add(text);
      rows.push({ text, label });
      made++;
    }
  }
  return rows;
}

/** A generator composed after a supplement's main rows: `counts` distinct comments per label from `makers`. */
export type LaterGenerator = (seed: number, taken: ReadonlySet<string>) => LabelledText[];

/** A later generator of `counts` distinct comments per label from `makers`. */
export const later =
  <L extends string>(makers: Record<L, (random: () => number) => string>, counts: Record<L, number>): LaterGenerator =>
  (seed, taken) =>
    composeDistinct(seed, makers, counts, taken);

/**
 * `rows`, then the rows of each later generator in turn, the i-th with a seed of its own (seed + 1 + i), none equal to a
 * text in `excluding` or made before it, so that adding a generator at the end leaves every row above as it was.
 */
export function appendLater(
  seed: number,
  rows: readonly LabelledText[],
  excluding: ReadonlySet<string>,
  generators: readonly LaterGenerator[],
): LabelledText[] {
  const out = [...rows];
  const taken = new Set([...excluding, ...rows.map((r) => r.text)]);
  generators.forEach((compose, i) => {
    for (const row of compose(seed + 1 + i, taken)) {
      taken.add(row.text);
      out.push(row);
    }
  });
  return out;
}

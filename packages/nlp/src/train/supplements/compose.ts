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

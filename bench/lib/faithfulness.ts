import type { TextModel } from '../../packages/nlp/src/index';
import { createRandom } from '../../packages/nlp/src/train/seeded-random';
import { explainWithLime } from './lime-explainer';
import { removeSpans } from './remove-spans';

export interface FaithfulnessResult {
  texts: number;
  /** Mean drop of the predicted class's probability (percentage points) after removing k words. */
  drop: Record<string, { ours: number; lime: number; random: number }>;
  oursMsPerText: number;
  limeMsPerText: number;
}

/**
 * Deletion test: remove a text's k most supportive words (by our ranking, by LIME's, or at random) and
 * measure how much the predicted class's probability falls. Supportive = positive weight for the class.
 */
export function measureFaithfulness(
  model: TextModel,
  texts: readonly string[],
  ks: number[],
  limeSamples: number,
): FaithfulnessResult {
  const sums: Record<string, { ours: number; lime: number; random: number }> = {};
  for (const k of ks) sums[k] = { ours: 0, lime: 0, random: 0 };
  const random = createRandom(99);
  let oursMs = 0;
  let limeMs = 0;
  texts.forEach((text, t) => {
    let started = performance.now();
    const p = model.predict(text);
    oursMs += performance.now() - started;
    const cls = model.labels.indexOf(p.prediction);
    const words = p.word_contributions;
    const probWithout = (removed: Iterable<number>) => {
      const spans = [...removed].flatMap((i) => (words[i] as (typeof words)[number]).spans);
      return (model.probabilities(removeSpans(text, spans))[cls] as number) * 100;
    };
    const base = probWithout([]);
    started = performance.now();
    const lime = explainWithLime(
      words.map((w) => w.word),
      (r) => probWithout(r),
      limeSamples,
      t + 1,
    );
    limeMs += performance.now() - started;
    const ours = words.map((_, i) => i).filter((i) => (words[i]?.contribution ?? 0) > 0);
    const limeOrder = lime
      .map((_, i) => i)
      .filter((i) => (lime[i] as number) > 0)
      .sort((a, b) => (lime[b] as number) - (lime[a] as number));
    for (const k of ks) {
      const randomPick = words
        .map((_, i) => i)
        .sort(() => random() - 0.5)
        .slice(0, k);
      const s = sums[k] as { ours: number; lime: number; random: number };
      s.ours += base - probWithout(ours.slice(0, k));
      s.lime += base - probWithout(limeOrder.slice(0, k));
      s.random += base - probWithout(randomPick);
    }
  });
  const n = texts.length;
  const drop = Object.fromEntries(
    Object.entries(sums).map(([k, s]) => [k, { ours: s.ours / n, lime: s.lime / n, random: s.random / n }]),
  );
  return { texts: n, drop, oursMsPerText: oursMs / n, limeMsPerText: limeMs / n };
}

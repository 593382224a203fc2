import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { hasFeatures } from '../packages/nlp/src/features/extract-features';
import { attributeWords } from '../packages/nlp/src/explain/attribute-words';
import { MODELS_DIR, REPO_ROOT } from '../packages/nlp/src/cli/paths';
import { createLinearTextModel } from '../packages/nlp/src/model/linear-text-model';
import { createTextScorer } from '../packages/nlp/src/model/create-text-scorer';
import { decodeModelFile } from '../packages/nlp/src/model/model-file';
import { readManifest } from '../packages/nlp/src/model/registry';
import { calibrate } from '../packages/nlp/src/model/calibration';
import { readLabelledCsv } from '../packages/nlp/src/train/read-csv';
import { createRandom, shuffleInPlace } from '../packages/nlp/src/train/seeded-random';
import { explainWithLime } from './lib/lime-explainer';
import { removeSpans } from './lib/remove-spans';

/**
 * Which additive definition of a word's contribution ranks words best in the deletion test:
 *   npx tsx bench/explanation-variants.ts [model id] [csv] [train|val]
 * (`train`: 300 texts of at least 6 words drawn with seed 7; `val`: every 13th, as models.bench.ts).
 * Every variant is sum_j q_j a_j(w), a_j(w) the word's share of class j's score, c the predicted class,
 * p = calibrate(s) and p(t) the probabilities at s(t) = bias + t (s - bias):
 *   own        q = e_c: the predicted class's one-vs-rest score (the definition before this comparison)
 *   centered   q = e_c - 1/K: the centred logit s_c - mean_j s_j
 *   runnerup   q = e_c - e_r: the margin over the class with the next highest score
 *   pweighted  q = e_c - p: the gradient of log p_c at the text
 *   pathavg    q = e_c - mean_t p(t): integrated gradients of log p_c from the bias-only scores
 *   pathprob   q = integral of p_c(t) (e_c - p(t)): integrated gradients of p_c (the product's definition)
 * and, for reference, occlusion (p_c's drop when the word alone is removed: not additive), LIME with 500
 * samples (also with its seeds offset by LIME_SEEDS=1000,2000,...) and random words.
 */
const [modelId = 'bangla-sentiment-v1', csv = '../shared/data/cyberbullying/val.csv', mode = 'val'] =
  process.argv.slice(2);
const entry = (await readManifest(MODELS_DIR)).find((e) => e.id === modelId);
if (!entry?.file) throw new Error(`no model ${modelId}`);
const data = decodeModelFile(readFileSync(join(MODELS_DIR, entry.file)));
const { labels, bias, calibration } = data.meta;
const info = {
  id: modelId,
  name: entry.name,
  description: '',
  task: entry.task,
  labels,
  status: 'active' as const,
  version: data.meta.version,
};
const model = createLinearTextModel(data, info);
const scorer = createTextScorer(data);
const K = labels.length;

const all = readLabelledCsv(resolve(REPO_ROOT, csv)).rows.map((r) => r.text);
const texts =
  mode === 'train'
    ? shuffleInPlace(
        all.filter((t) => t.split(/\s+/).length >= 6),
        createRandom(7),
      ).slice(0, 300)
    : all.filter((t, i) => i % 13 === 0 && t.split(/\s+/).length >= 6).slice(0, 300);

const KS = [1, 3, 5];
const EXTRA_SEEDS = (process.env.LIME_SEEDS ?? '').split(',').filter(Boolean).map(Number);
const NAMES = [
  'own',
  'centered',
  'runnerup',
  'pweighted',
  'pathavg',
  'pathprob',
  'occlusion',
  'lime',
  ...EXTRA_SEEDS.map((o) => `lime+${o}`),
  'random',
];
const sums = new Map(NAMES.map((n) => [n, KS.map(() => 0)]));
const random = createRandom(99);
const STEPS = 256;

/** mean_t p(t) along the path, by the midpoint rule (ranking only: no completeness needed). */
function meanAlongPath(scores: Float64Array): number[] {
  const mean = new Array<number>(K).fill(0);
  for (let i = 0; i < STEPS; i++) {
    const t = (i + 0.5) / STEPS;
    const p = calibrate(
      calibration,
      Array.from(scores, (s, j) => (bias[j] as number) + t * (s - (bias[j] as number))),
    );
    p.forEach((v, j) => (mean[j] = (mean[j] as number) + v / STEPS));
  }
  return mean;
}

texts.forEach((text, t) => {
  const p = model.predict(text);
  const c = labels.indexOf(p.prediction);
  const words = p.word_contributions;
  const s = scorer.score(text);
  const probs = calibrate(calibration, s.scores);
  // a[j][i]: word i's share of class j's score.
  const a = labels.map((_, j) => {
    const byWord = new Map(
      attributeWords(
        s.tokens,
        scorer.attributeTokens(
          s,
          labels.map((__, i) => (i === j ? 1 : 0)),
        ),
        hasFeatures,
      ).map((w) => [w.word, w.contribution]),
    );
    return words.map((w) => byWord.get(w.word) ?? 0);
  });
  const mix = (q: number[]) =>
    words.map((_, i) => q.reduce((sum, qj, j) => sum + qj * ((a[j] as number[])[i] as number), 0));
  const unit = labels.map((_, j) => (j === c ? 1 : 0));
  const runner = labels
    .map((_, j) => j)
    .filter((j) => j !== c)
    .sort((x, y) => (s.scores[y] as number) - (s.scores[x] as number))[0] as number;
  const pathMean = meanAlongPath(s.scores);
  const probWithout = (removed: Iterable<number>) => {
    const spans = [...removed].flatMap((i) => (words[i] as (typeof words)[number]).spans);
    return (model.probabilities(removeSpans(text, spans))[c] as number) * 100;
  };
  const base = probWithout([]);
  const lime = (offset: number) =>
    explainWithLime(
      words.map((w) => w.word),
      (r) => probWithout(r),
      500,
      t + 1 + offset,
    );
  const values: Record<string, number[]> = {
    own: mix(unit),
    centered: mix(unit.map((u) => u - 1 / K)),
    runnerup: mix(unit.map((u, j) => u - (j === runner ? 1 : 0))),
    pweighted: mix(unit.map((u, j) => u - (probs[j] as number))),
    pathavg: mix(unit.map((u, j) => u - (pathMean[j] as number))),
    // The product's own contributions (integrate-probability-gradient.ts).
    pathprob: words.map((w) => w.contribution),
    occlusion: words.map((_, i) => base - probWithout([i])),
    lime: lime(0),
    ...Object.fromEntries(EXTRA_SEEDS.map((o) => [`lime+${o}`, lime(o)])),
  };
  for (const [name, v] of Object.entries(values)) {
    // Supportive words, largest first (a stable sort keeps text order on ties), as the benchmark does.
    const order = words
      .map((_, i) => i)
      .filter((i) => (v[i] as number) > 0)
      .sort((x, y) => (v[y] as number) - (v[x] as number));
    const sum = sums.get(name) as number[];
    KS.forEach((k, ki) => (sum[ki] = (sum[ki] as number) + base - probWithout(order.slice(0, k))));
  }
  const randomSum = sums.get('random') as number[];
  KS.forEach((k, ki) => {
    const pick = words
      .map((_, i) => i)
      .sort(() => random() - 0.5)
      .slice(0, k);
    randomSum[ki] = (randomSum[ki] as number) + base - probWithout(pick);
  });
});

console.log(
  `${modelId} on ${csv} (${mode}): ${texts.length} texts; mean drop of the predicted class's probability, pp, k = ${KS.join(' / ')}`,
);
for (const [name, s] of sums)
  console.log(`  ${name.padEnd(10)} ${s.map((v) => (v / texts.length).toFixed(2).padStart(6)).join(' ')}`);

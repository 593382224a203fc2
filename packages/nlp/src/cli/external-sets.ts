import { HARMLESS_LABEL } from '../explain/everyday-words';
import { evaluatePredictions } from '../train/metrics';

/**
 * How another team's labels meet ours (models/MODEL_CARD.md, "Other people's data"). Their classes differ
 * from ours, so a set is measured two ways: as a binary question (is the comment flagged as anything but
 * not_bully?) against the set's own negative class, and, where a class maps onto one of ours, by that
 * class's recall and precision. The rest of a set's classes are only reported (what the model calls them).
 */
export interface ExternalSet {
  /** The set's class of comments that are none of our harms. */
  negative: string;
  /** Their class → our class, where the meanings match. */
  mapped: Record<string, string>;
}

export const EXTERNAL_SETS: Record<string, ExternalSet> = {
  // BanTH validation (romanized YouTube comments, MIT): hate vs not_hate, its categories are not ours.
  banth: { negative: 'not_hate', mapped: {} },
  // Vio-Lens (BLP-2023): direct incitement is a threat; passive violence (justifying or praising violence)
  // has no class of ours, so it is only reported.
  violens: { negative: 'non_violence', mapped: { direct_violence: 'threat', non_violence: 'not_bully' } },
  // BLP-2025 task 1A dev (CC BY-NC-SA: measured, never trained on): religious hate is our religious class.
  blp25: { negative: 'None', mapped: { 'Religious Hate': 'religious', None: 'not_bully' } },
};

/** Our class that means "none of the harms". */
const OUR_NEGATIVE = HARMLESS_LABEL;

export interface ExternalReport {
  n: number;
  /** Flagged (any class but not_bully) against the set's positive classes: macro-F1 of the two. */
  binary: { accuracy: number; macro_f1: number };
  /** Per class of the set: its size, the share flagged, and what the model calls its comments. */
  per_class: Record<string, { n: number; flagged: number; predicted: Record<string, number> }>;
  /** Per mapped class: recall (their class called ours) and precision (ours, among the comments called ours). */
  mapped: Record<string, { as: string; recall: number; precision: number }>;
}

/** count / total, 0 for an empty total. */
export const share = (count: number, total: number) => (total === 0 ? 0 : count / total);

/** Measures predictions of a five-class bullying model on an external set's rows. */
export function measureExternal(
  set: ExternalSet,
  truth: readonly string[],
  predicted: readonly string[],
  modelLabels: readonly string[],
): ExternalReport {
  if (!modelLabels.includes(OUR_NEGATIVE))
    throw new Error(`the external sets measure a model with a ${OUR_NEGATIVE} class`);
  const flagged = predicted.map((p) => p !== OUR_NEGATIVE);
  const binaryTruth = truth.map((t) => (t === set.negative ? 'negative' : 'positive'));
  const binaryPredicted = flagged.map((f) => (f ? 'positive' : 'negative'));
  const binary = evaluatePredictions(
    binaryTruth,
    binaryPredicted,
    binaryTruth.map(() => 1),
    ['positive', 'negative'],
  );
  const perClass: ExternalReport['per_class'] = {};
  truth.forEach((t, i) => {
    const entry = (perClass[t] ??= { n: 0, flagged: 0, predicted: {} });
    entry.n++;
    if (flagged[i]) entry.flagged++;
    const p = predicted[i] as string;
    entry.predicted[p] = (entry.predicted[p] ?? 0) + 1;
  });
  for (const entry of Object.values(perClass)) {
    entry.flagged = share(entry.flagged, entry.n);
    for (const label of Object.keys(entry.predicted))
      entry.predicted[label] = share(entry.predicted[label] as number, entry.n);
  }
  const mapped: ExternalReport['mapped'] = {};
  for (const [theirs, ours] of Object.entries(set.mapped)) {
    const hits = truth.filter((t, i) => t === theirs && predicted[i] === ours).length;
    const called = predicted.filter((p) => p === ours).length;
    mapped[theirs] = {
      as: ours,
      recall: share(hits, truth.filter((t) => t === theirs).length),
      precision: share(hits, called),
    };
  }
  return {
    n: truth.length,
    binary: { accuracy: binary.accuracy, macro_f1: binary.macro_f1 },
    per_class: perClass,
    mapped,
  };
}

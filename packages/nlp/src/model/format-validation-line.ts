import type { Language, ModelPerformance } from '@shobdo/contracts';

const METRIC_NAMES = {
  en: { accuracy: 'accuracy', macroF1: 'macro-F1', weightedF1: 'weighted-F1' },
  bn: { accuracy: 'নির্ভুলতা', macroF1: 'ম্যাক্রো-F1', weightedF1: 'ওয়েটেড-F1' },
} as const;

/**
 * The one-line summary of validation figures quoted in models/MODEL_CARD.md and, with the metric names
 * in Bengali, in models/MODEL_CARD.bn.md (tests check both cards against the files).
 */
export function formatValidationLine(
  p: Pick<ModelPerformance, 'dataset' | 'n' | 'accuracy' | 'macro_f1' | 'weighted_f1' | 'ece'>,
  language: Language = 'en',
): string {
  const names = METRIC_NAMES[language];
  return `${p.dataset} (n = ${p.n}): ${names.accuracy} ${p.accuracy.toFixed(4)}, ${names.macroF1} ${p.macro_f1.toFixed(4)}, ${names.weightedF1} ${p.weighted_f1.toFixed(4)}, ECE ${p.ece.toFixed(4)}`;
}

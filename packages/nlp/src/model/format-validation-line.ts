import type { ModelPerformance } from '@shobdo/contracts';

/** The one-line summary of validation figures quoted in MODEL_CARD.md (tests check the card against files). */
export function formatValidationLine(p: Pick<ModelPerformance, 'dataset' | 'n' | 'accuracy' | 'macro_f1' | 'weighted_f1' | 'ece'>): string {
  return `${p.dataset} (n = ${p.n}): accuracy ${p.accuracy.toFixed(4)}, macro-F1 ${p.macro_f1.toFixed(4)}, weighted-F1 ${p.weighted_f1.toFixed(4)}, ECE ${p.ece.toFixed(4)}`;
}

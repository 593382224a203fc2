import { evaluatePredictions } from '../train/metrics';
import type { Figures } from '../train/paired-bootstrap';
import { measureExternal, type ExternalSet } from './external-sets';

/**
 * The figures decision 0070 compares, with the direction in which each is worse. On our own labels:
 * macro-F1 and each class's F1. On another team's set: what the model card reports for it
 * (external-sets.ts): the binary macro-F1, each mapped class's recall and precision, and, for each
 * harm that maps, the share of the set's negative class called that harm (where a rise is the fall).
 */
export interface ComparedFigures {
  figures: Figures;
  lowerIsBetter: ReadonlySet<string>;
}

export function ownFigures(labels: readonly string[]): ComparedFigures {
  const figures: Figures = (truth, predicted) => {
    const report = evaluatePredictions(
      truth,
      predicted,
      truth.map(() => 1),
      labels,
    );
    const out: Record<string, number> = { macro_f1: report.macro_f1 };
    for (const [label, m] of Object.entries(report.per_class)) out[`${label} f1`] = m.f1;
    return out;
  };
  return { figures, lowerIsBetter: new Set() };
}

export function externalFigures(set: ExternalSet, labels: readonly string[]): ComparedFigures {
  const harms = Object.entries(set.mapped).filter(([theirs]) => theirs !== set.negative);
  const lowerIsBetter = new Set(harms.map(([, ours]) => `${set.negative} called ${ours}`));
  const figures: Figures = (truth, predicted) => {
    const report = measureExternal(set, truth, predicted, labels);
    const out: Record<string, number> = { 'binary macro_f1': report.binary.macro_f1 };
    for (const [theirs, m] of Object.entries(report.mapped)) {
      out[`${theirs} recall as ${m.as}`] = m.recall;
      out[`${theirs} precision as ${m.as}`] = m.precision;
    }
    for (const [, ours] of harms)
      out[`${set.negative} called ${ours}`] = report.per_class[set.negative]?.predicted[ours] ?? 0;
    return out;
  };
  return { figures, lowerIsBetter };
}

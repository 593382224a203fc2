import { hasFeatures } from '../features/extract-features';
import type { Scored, TextScorer } from '../model/create-text-scorer';
import type { Calibration } from '../model/calibration';
import type { LabelExplanation } from '../model/types';
import { integrateProbabilityGradient } from './integrate-probability-gradient';
import { explainedUnits, unitContribution } from './explained-units';

interface ExplainLabelsInput {
  scored: Scored;
  scorer: TextScorer;
  labels: readonly string[];
  bias: ArrayLike<number>;
  calibration: Calibration;
  /** Maps an offset of the scored text back to the text as typed (romanized input is transliterated first). */
  toOriginal?: (offset: number) => number;
  /** The [start, end) spans of the links in the scored text: each is one occurrence (decision 0082). */
  links?: readonly (readonly [number, number])[];
}

/**
 * Every requested label's explanation per token occurrence: the same integrated gradients as the predicted
 * class's word contributions, run for each label, so that a caller can explain a class the model did not
 * predict (the Perspective-compatible API scores several attributes of one comment). Per occurrence rather
 * than per distinct word: a word used twice may weigh differently each time through its bigrams. A link is one
 * occurrence, as in the word contributions (decision 0082).
 */
export function explainLabels(input: ExplainLabelsInput, wanted: readonly string[]): Record<string, LabelExplanation> {
  const { scored, scorer, labels, toOriginal } = input;
  const out: Record<string, LabelExplanation> = {};
  const units = explainedUnits(scored.tokens, hasFeatures, input.links);
  for (const label of wanted) {
    const c = labels.indexOf(label);
    if (c < 0) throw new Error(`unknown label ${label}`);
    const path = integrateProbabilityGradient(scored.scores, input.bias, input.calibration, c);
    const perToken = scorer.attributeTokens(
      scored,
      path.gradient.map((v) => v * 100),
    );
    const tokens: LabelExplanation['tokens'] = units.map((unit) => ({
      start: toOriginal ? toOriginal(unit.start) : unit.start,
      end: toOriginal ? toOriginal(unit.end) : unit.end,
      contribution: unitContribution(unit, perToken),
    }));
    out[label] = { bias: path.start * 100, tokens };
  }
  return out;
}

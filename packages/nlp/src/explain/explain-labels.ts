import { hasFeatures } from '../features/extract-features';
import type { Scored, TextScorer } from '../model/create-text-scorer';
import type { Calibration } from '../model/calibration';
import type { LabelExplanation } from '../model/types';
import { integrateProbabilityGradient } from './integrate-probability-gradient';

interface ExplainLabelsInput {
  scored: Scored;
  scorer: TextScorer;
  labels: readonly string[];
  bias: ArrayLike<number>;
  calibration: Calibration;
  /** Maps an offset of the scored text back to the text as typed (romanized input is transliterated first). */
  toOriginal?: (offset: number) => number;
}

/**
 * Every requested label's explanation per token occurrence: the same integrated gradients as the predicted
 * class's word contributions, run for each label, so that a caller can explain a class the model did not
 * predict (the Perspective-compatible API scores several attributes of one comment). Per occurrence rather
 * than per distinct word: a word used twice may weigh differently each time through its bigrams.
 */
export function explainLabels(input: ExplainLabelsInput, wanted: readonly string[]): Record<string, LabelExplanation> {
  const { scored, scorer, labels, toOriginal } = input;
  const out: Record<string, LabelExplanation> = {};
  for (const label of wanted) {
    const c = labels.indexOf(label);
    if (c < 0) throw new Error(`unknown label ${label}`);
    const path = integrateProbabilityGradient(scored.scores, input.bias, input.calibration, c);
    const perToken = scorer.attributeTokens(
      scored,
      path.gradient.map((v) => v * 100),
    );
    const tokens: LabelExplanation['tokens'] = [];
    scored.tokens.forEach((token, i) => {
      if (!hasFeatures(token)) return;
      const start = toOriginal ? toOriginal(token.start) : token.start;
      const end = toOriginal ? toOriginal(token.end) : token.end;
      tokens.push({ start, end, contribution: perToken[i] as number });
    });
    out[label] = { bias: path.start * 100, tokens };
  }
  return out;
}

import type { PerspectiveAttributeScores, PerspectiveSpanScore } from '@shobdo/contracts';
import type { Prediction } from '@shobdo/nlp';
import type { ServedAttribute } from './attributes';

export interface RequestedAttribute {
  name: string;
  attribute: ServedAttribute;
  scoreThreshold: number | undefined;
}

const clamp01 = (value: number) => Math.min(1, Math.max(0, value));

function probabilityOf(prediction: Prediction, { label, complement }: ServedAttribute): number {
  const percent = prediction.class_probabilities.find((c) => c.label === label)?.confidence ?? 0;
  return clamp01(complement ? 1 - percent / 100 : percent / 100);
}

/**
 * One span per word occurrence with its share of the attribute: the model's exact contribution of that
 * word to the class probability (percentage points, integrated gradients; negated for a complement), as a
 * 0-1 value. A word that speaks against the attribute has a negative share; Perspective's scores are
 * probabilities, so it is answered as 0 (the signed shares are in the native API's word_contributions).
 */
function wordSpans(prediction: Prediction, { label, complement }: ServedAttribute): PerspectiveSpanScore[] {
  const explained = prediction.label_explanations?.[label];
  if (!explained) throw new Error(`label ${label} was not explained`);
  return explained.tokens.map((t) => ({
    begin: t.start,
    end: t.end,
    score: { value: clamp01(((complement ? -1 : 1) * t.contribution) / 100), type: 'PROBABILITY' as const },
  }));
}

/**
 * The answer's attributeScores: each requested attribute whose score reaches its scoreThreshold, with
 * per-word spans when spanAnnotations is set, else Perspective's default of one span over the whole text.
 */
export function scoreAttributes(
  prediction: Prediction,
  requested: readonly RequestedAttribute[],
  options: { spanAnnotations: boolean; textLength: number },
): Record<string, PerspectiveAttributeScores> {
  const scores: Record<string, PerspectiveAttributeScores> = Object.create(null);
  for (const { name, attribute, scoreThreshold } of requested) {
    const value = probabilityOf(prediction, attribute);
    if (scoreThreshold !== undefined && value < scoreThreshold) continue;
    const summaryScore = { value, type: 'PROBABILITY' as const };
    scores[name] = {
      summaryScore,
      spanScores: options.spanAnnotations
        ? wordSpans(prediction, attribute)
        : [{ begin: 0, end: options.textLength, score: summaryScore }],
    };
  }
  return scores;
}

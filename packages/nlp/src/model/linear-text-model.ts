import type { ModelInfo } from '@shobdo/contracts';
import { extractFeatures } from '../features/extract-features';
import { tokenize, type Token } from '../text/tokenize';
import { attributeWords } from '../explain/attribute-words';
import type { LinearModelData } from './model-file';
import { softmax } from './softmax';
import type { Prediction, TextModel } from './types';
import { documentScale } from '../train/encode-dataset';

interface Scored {
  tokens: Token[];
  /** Known feature ids of each occurrence, with the token and share it belongs to. */
  ids: Int32Array;
  owners: Int32Array;
  shares: Float64Array;
  /** Per distinct feature: total share of its occurrences (for an equal split among them). */
  totals: Map<number, number>;
  scale: number;
  scores: Float64Array;
}

function hasFeatures(token: Token): boolean {
  return token.kind !== 'punct';
}

/** A linear model over word-owned features: exact, additive explanations. */
export function createLinearTextModel(data: LinearModelData, info: ModelInfo): TextModel {
  const { meta, weights } = data;
  const k = meta.labels.length;
  const index = new Map<string, number>();
  data.vocab.forEach((key, f) => index.set(key, f));

  function score(text: string): Scored {
    const tokens = tokenize(text);
    const occ = extractFeatures(tokens, meta.features);
    const ids: number[] = [];
    const owners: number[] = [];
    const shares: number[] = [];
    const totals = new Map<number, number>();
    occ.keys.forEach((key, i) => {
      const f = index.get(key);
      if (f === undefined) return;
      ids.push(f);
      owners.push(occ.tokenIndex[i] as number);
      shares.push(occ.share[i] as number);
      totals.set(f, (totals.get(f) ?? 0) + (occ.share[i] as number));
    });
    // Binary features, length-normalised by the number of distinct known features (as in training).
    const scale = documentScale(totals.size);
    const scores = Float64Array.from(meta.bias);
    for (const f of totals.keys()) {
      for (let c = 0; c < k; c++) scores[c] = (scores[c] as number) + (weights[f * k + c] as number) * scale;
    }
    return {
      tokens,
      ids: Int32Array.from(ids),
      owners: Int32Array.from(owners),
      shares: Float64Array.from(shares),
      totals,
      scale,
      scores,
    };
  }

  function argmax(values: Float64Array): number {
    let best = 0;
    for (let i = 1; i < values.length; i++) if ((values[i] as number) > (values[best] as number)) best = i;
    return best;
  }

  return {
    info,
    labels: meta.labels,
    probabilities(text) {
      return softmax(score(text).scores, meta.temperature);
    },
    predict(text): Prediction {
      const s = score(text);
      const best = argmax(s.scores);
      const tokenScores = new Float64Array(s.tokens.length);
      s.ids.forEach((f, i) => {
        const share = (s.shares[i] as number) / (s.totals.get(f) as number);
        const owner = s.owners[i] as number;
        tokenScores[owner] = (tokenScores[owner] as number) + (weights[f * k + best] as number) * s.scale * share;
      });
      const words = attributeWords(s.tokens, tokenScores, hasFeatures);
      const bias = meta.bias[best] as number;
      // The score is re-summed from the listed contributions so that the identity holds to the last bit.
      const scoreValue = words.reduce((sum, w) => sum + w.contribution, 0) + bias;
      const probs = softmax(s.scores, meta.temperature);
      const classProbabilities = meta.labels
        .map((label, c) => ({ label, confidence: (probs[c] as number) * 100 }))
        .sort((a, b) => b.confidence - a.confidence);
      return {
        prediction: meta.labels[best] as string,
        confidence: (probs[best] as number) * 100,
        class_probabilities: classProbabilities,
        word_contributions: words,
        score: scoreValue,
        bias,
      };
    },
  };
}

import type { ModelInfo } from '@shobdo/contracts';
import { hasFeatures } from '../features/extract-features';
import { attributeWords } from '../explain/attribute-words';
import { analysisWarnings, type ModelReads } from '../explain/warnings';
import { everydayWordDeciding, HARMLESS_LABEL } from '../explain/everyday-words';
import { faithNamesDeciding } from '../explain/faith-names';
import { harmlessWordDeciding } from '../explain/harmless-word';
import { integrateProbabilityGradient } from '../explain/integrate-probability-gradient';
import { createTextScorer, type TextScorer } from './create-text-scorer';
import type { LinearModelData, PackedModelData } from './model-file';
import { calibrate } from './calibration';
import { BENGALI_TASK_READS, pointAtTypedWords, readText } from './read-romanized';
import type { Prediction, TextModel } from './types';
import type { FoldGate } from '../text/fold-dialect';
import { findLinks } from '../text/find-links';
import { explainLabels } from '../explain/explain-labels';

// Models that are one file under several ids (bangla-sentiment-v1 is shobdo-v2) share its scorer: one
// vocabulary index, word-feature cache and scratch array per file.
const scorers = new WeakMap<LinearModelData | PackedModelData, TextScorer>();

function scorerOf(data: LinearModelData | PackedModelData): TextScorer {
  let scorer = scorers.get(data);
  if (!scorer) {
    scorer = createTextScorer(data);
    scorers.set(data, scorer);
  }
  return scorer;
}

export interface LinearTextModelOptions {
  /**
   * The writings the model reads. With 'romanized', a text in romanized Bangla is transliterated to
   * Bengali script before the features (read-romanized.ts), and the explanation points back at the words
   * as typed. Default: both, as every model of the product's tasks reads them (decision 0054).
   */
  reads?: ModelReads;
}

/** A linear model over word-owned features: exact, additive explanations of the confidence. */
export function createLinearTextModel(
  data: LinearModelData | PackedModelData,
  info: ModelInfo,
  options: LinearTextModelOptions = {},
): TextModel {
  const { meta } = data;
  const scorer = scorerOf(data);
  const reads: ModelReads = options.reads ?? BENGALI_TASK_READS;
  // A dialect form is read as its standard form when the model does not know it, or knows the standard form
  // better (text/fold-dialect.ts, decision 0078).
  const gate: FoldGate = {
    knows: scorer.knowsWord,
    prefer: (standard, typed) => scorer.wordEvidence(standard) > scorer.wordEvidence(typed),
  };
  const score = (text: string) => scorer.score(readText(text, reads, gate)?.text ?? text);
  // A model of the bullying task warns when one everyday word alone makes a harmful result (decision 0081).
  const harmless = meta.labels.indexOf(HARMLESS_LABEL);
  const { attributeTokens } = scorer;

  function argmax(values: Float64Array): number {
    let best = 0;
    for (let i = 1; i < values.length; i++) if ((values[i] as number) > (values[best] as number)) best = i;
    return best;
  }

  return {
    info,
    labels: meta.labels,
    reads,
    probabilities(text) {
      return calibrate(meta.calibration, score(text).scores);
    },
    predict(text, options = {}): Prediction {
      const converted = readText(text, reads, gate);
      const read = converted ? converted.text : text;
      const s = scorer.score(read);
      const best = argmax(s.scores);
      // Contributions to the predicted class's probability in percentage points (integrated gradients
      // along the straight path from a text without known words): they add up to the confidence less
      // the confidence of such an empty text, which is the bias.
      const path = integrateProbabilityGradient(s.scores, meta.bias, meta.calibration, best);
      const g = path.gradient.map((v) => v * 100);
      // A web or e-mail address is explained as one unit, named as written (decision 0082).
      const links = findLinks(read);
      const words = attributeWords(s.tokens, attributeTokens(s, g), hasFeatures, read, links);
      // Found on the words as the model read them; pointAtTypedWords then names the word as typed.
      const readsHarmless = (without: string) => argmax(scorer.score(without).scores) === harmless;
      const harmful = harmless >= 0 && best !== harmless;
      const everydayWord = harmful ? everydayWordDeciding(words, read, readsHarmless) : undefined;
      // Faiths' names that alone make a harmful result (decision 0094); never with an everyday word (each is the
      // strongest word).
      const faithNames = harmful && !everydayWord ? faithNamesDeciding(words, read, readsHarmless) : undefined;
      // One word that alone keeps the result harmless (decision 0102).
      const harmlessWord =
        harmless >= 0 && best === harmless
          ? harmlessWordDeciding(words, (word) => {
              const dropped = new Set<number>();
              s.tokens.forEach((token, t) => {
                if (word.spans.some((span) => token.start >= span.start && token.end <= span.end)) dropped.add(t);
              });
              return meta.labels[argmax(scorer.scoresWithout(s, dropped))] as string;
            })
          : undefined;
      if (converted) pointAtTypedWords(words, text, converted);
      const harmlessWordFound = harmlessWord && { word: harmlessWord.word.word, label: harmlessWord.label };
      const bias = path.start * 100;
      // The score is re-summed from the listed contributions so that the identity holds to the last bit;
      // it equals the confidence up to the integral's rounding (about 1e-10 points).
      const scoreValue = words.reduce((sum, w) => sum + w.contribution, 0) + bias;
      const probs = calibrate(meta.calibration, s.scores);
      const classProbabilities = meta.labels
        .map((label, c) => ({ label, confidence: (probs[c] as number) * 100 }))
        .sort((a, b) => b.confidence - a.confidence);
      const wanted = options.explainLabels ?? [];
      const labelExplanations =
        wanted.length === 0
          ? undefined
          : explainLabels(
              {
                scored: s,
                scorer,
                labels: meta.labels,
                bias: meta.bias,
                calibration: meta.calibration,
                toOriginal: converted?.toOriginal,
                links,
              },
              wanted,
            );
      return {
        ...(labelExplanations ? { label_explanations: labelExplanations } : {}),
        prediction: meta.labels[best] as string,
        confidence: (probs[best] as number) * 100,
        class_probabilities: classProbabilities,
        word_contributions: words,
        score: scoreValue,
        bias,
        warnings: analysisWarnings(text, reads, classProbabilities, {
          everydayWord: everydayWord?.word,
          faithNames: faithNames?.map((w) => w.word),
          harmlessWord: harmlessWordFound,
          // No word the model knows (decision 0092): the result is the bias's.
          readNothing: words.every((w) => w.contribution === 0),
        }),
        ...(everydayWord ? { everyday_word: everydayWord.word } : {}),
        ...(faithNames ? { faith_names: faithNames.map((w) => w.word) } : {}),
        ...(harmlessWordFound ? { harmless_word: harmlessWordFound } : {}),
      };
    },
  };
}

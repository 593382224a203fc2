import type { BatchTopWord, ClassProbability, Language, WordContribution } from '@shobdo/contracts';

/** What a batch row keeps of its prediction besides its class and confidence (decision 0037). */
export interface StoredBatchResult {
  /** The language its summary is given in when the row is opened (the user's when it was analysed). */
  summaryLanguage: Language;
  /** Every class, percent, highest first. */
  probabilities: ClassProbability[];
  /** The row's strongest words, signed percentage points of the confidence, strongest first. */
  topWords: BatchTopWord[];
  /** The word as typed when one everyday word alone made a harmful result (the `everyday_word` warning). */
  everydayWord?: string;
  /** The faiths' names as typed when they alone made a harmful result (the `faith_names` warning). */
  faithNames?: string[];
  /** The word as typed, and the class read without it, when one word alone kept the result harmless (`harmless_word`). */
  harmlessWord?: { word: string; label: string };
}

/** What was found with the model when the row was analysed, and is kept because finding it again takes the model. */
export type FoundWithModel = Pick<StoredBatchResult, 'everydayWord' | 'faithNames' | 'harmlessWord'>;

/** Hundredths of a percentage point: finer than any reader shows (tenths), 5 characters instead of 17. */
const round = (value: number) => Math.round(value * 100) / 100;

/**
 * The compact form stored in analyses.batch_result: JSON text (not jsonb, whose per-value headers and
 * repeated keys made a batch row's five top words 620 bytes and its probabilities 320) of
 * `{"l": summary language, "p": [[label, percent], ...], "w": [[word, points], ...]}`, with `"e": word` when one
 * everyday word decides the result (decision 0081), `"f": [name, ...]` when faiths' names do (decision 0094) and
 * `"h": [word, label]` when one word alone keeps it harmless (decision 0102). Spans are not kept: they follow from the
 * text and are recomputed with the rest of the explanation when the row is opened.
 */
export function encodeBatchResult(
  summaryLanguage: Language,
  probabilities: readonly ClassProbability[],
  topWords: readonly WordContribution[],
  { everydayWord, faithNames, harmlessWord }: FoundWithModel = {},
) {
  return JSON.stringify({
    l: summaryLanguage,
    p: probabilities.map((p) => [p.label, round(p.confidence)]),
    w: topWords.map((w) => [w.word, round(w.contribution)]),
    ...(everydayWord === undefined ? {} : { e: everydayWord }),
    ...(faithNames === undefined ? {} : { f: faithNames }),
    ...(harmlessWord === undefined ? {} : { h: [harmlessWord.word, harmlessWord.label] }),
  });
}

export function decodeBatchResult(text: string): StoredBatchResult {
  const { l, p, w, e, f, h } = JSON.parse(text) as {
    l: Language;
    p: [string, number][];
    w: [string, number][];
    e?: unknown;
    f?: unknown;
    h?: unknown;
  };
  return {
    summaryLanguage: l === 'bn' ? 'bn' : 'en',
    probabilities: p.map(([label, confidence]) => ({ label, confidence })),
    topWords: w.map(([word, contribution]) => ({ word, contribution })),
    ...(typeof e === 'string' ? { everydayWord: e } : {}),
    ...(Array.isArray(f) && f.every((name) => typeof name === 'string') ? { faithNames: f as string[] } : {}),
    ...(Array.isArray(h) && h.length === 2 && h.every((part) => typeof part === 'string')
      ? { harmlessWord: { word: h[0] as string, label: h[1] as string } }
      : {}),
  };
}

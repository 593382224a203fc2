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
}

/** Hundredths of a percentage point: finer than any reader shows (tenths), 5 characters instead of 17. */
const round = (value: number) => Math.round(value * 100) / 100;

/**
 * The compact form stored in analyses.batch_result: JSON text (not jsonb, whose per-value headers and
 * repeated keys made a batch row's five top words 620 bytes and its probabilities 320) of
 * `{"l": summary language, "p": [[label, percent], ...], "w": [[word, points], ...]}`, with `"e": word` when one
 * everyday word decides the result (decision 0081) and `"f": [name, ...]` when faiths' names do (decision 0094). Spans are not kept: they follow from the text and are
 * recomputed with the rest of the explanation when the row is opened.
 */
export function encodeBatchResult(
  summaryLanguage: Language,
  probabilities: readonly ClassProbability[],
  topWords: readonly WordContribution[],
  everydayWord?: string,
  faithNames?: readonly string[],
) {
  return JSON.stringify({
    l: summaryLanguage,
    p: probabilities.map((p) => [p.label, round(p.confidence)]),
    w: topWords.map((w) => [w.word, round(w.contribution)]),
    ...(everydayWord === undefined ? {} : { e: everydayWord }),
    ...(faithNames === undefined ? {} : { f: faithNames }),
  });
}

export function decodeBatchResult(text: string): StoredBatchResult {
  const { l, p, w, e, f } = JSON.parse(text) as {
    l: Language;
    p: [string, number][];
    w: [string, number][];
    e?: unknown;
    f?: unknown;
  };
  return {
    summaryLanguage: l === 'bn' ? 'bn' : 'en',
    probabilities: p.map(([label, confidence]) => ({ label, confidence })),
    topWords: w.map(([word, contribution]) => ({ word, contribution })),
    ...(typeof e === 'string' ? { everydayWord: e } : {}),
    ...(Array.isArray(f) && f.every((name) => typeof name === 'string') ? { faithNames: f as string[] } : {}),
  };
}

import type { LabelledText } from './read-csv';

/** What folding corrections into a task's data did: the rows to train on and to measure on, and what was left out. */
export interface FoldedCorrections {
  train: LabelledText[];
  /** Validation rows, less any whose text is among the corrections: no figure scores a row it trained on. */
  val: LabelledText[];
  added: number;
  /** Corrections with a class this model does not have (another task's model answered them). */
  skippedLabels: number;
  /** Validation rows left out because a correction has their text. */
  heldOutOverlap: number;
}

// The corrections export escapes cells a spreadsheet would run (=, +, -, @, tab, CR) with an apostrophe.
const ESCAPED = /^'(?=[=+\-@\t\r])/;

/** A corrections row's text as it was analysed: the export's formula escape taken off. */
export function unescapeCell(text: string): string {
  return text.replace(ESCAPED, '');
}

/**
 * Folds accepted corrections (the moderation export's `text,label` rows) into a task's training rows: a
 * correction whose text is already a training row replaces that row's label (the reviewed answer wins), the
 * rest are added; corrections of classes the model does not have are skipped. Validation rows with a
 * correction's text leave both figures, so the before and after are measured on the same unseen rows.
 */
export function foldCorrections(
  labels: readonly string[],
  train: readonly LabelledText[],
  val: readonly LabelledText[],
  corrections: readonly LabelledText[],
): FoldedCorrections {
  const corrected = new Map<string, string>();
  let skippedLabels = 0;
  for (const row of corrections) {
    const text = unescapeCell(row.text);
    if (!labels.includes(row.label)) skippedLabels += 1;
    else if (text.trim() !== '') corrected.set(text, row.label);
  }
  const seen = new Set<string>();
  const folded = train.map((row) => {
    const label = corrected.get(row.text);
    if (label === undefined) return row;
    seen.add(row.text);
    return { text: row.text, label };
  });
  const added = [...corrected].filter(([text]) => !seen.has(text)).map(([text, label]) => ({ text, label }));
  const keptVal = val.filter((row) => !corrected.has(row.text));
  return {
    train: [...folded, ...added],
    val: keptVal,
    added: corrected.size,
    skippedLabels,
    heldOutOverlap: val.length - keptVal.length,
  };
}

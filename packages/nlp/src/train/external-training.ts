import { createHash } from 'node:crypto';
import { join, resolve } from 'node:path';
import { REPO_ROOT } from '../cli/paths';
import { BENGALI_TASK_READS, readRomanized } from '../model/read-romanized';
import { readCsvByColumns, readLabelledCsv, type CsvColumns, type LabelledText } from './read-csv';

/** Where the other teams' sets live (../shared/data/external beside the repository; never copied into it). */
export const EXTERNAL_DATA_DIR = resolve(REPO_ROOT, '../shared/data/external');

/**
 * Another team's labelled comments added to a model's training rows (models/MODEL_CARD.md, "Other people's
 * data"): only their rows in the training part (splitExternal), only classes that map onto ours, each row
 * with a sample weight like the team's supplement. Only sets whose licence allows training are named here.
 */
export interface ExternalTrainingSource {
  /** File name in the external folder. */
  file: string;
  /** Their class → ours; rows of other classes are left out. */
  mapping: Record<string, string>;
  /**
   * Rows of class `label` whose text contains one of `words` go to `as` instead of the mapping: a set's
   * class can hold comments that are two of ours, told apart by what their words name (first rule wins).
   * `as: null` leaves those rows out (the set's label does not say which of ours they are).
   */
  byWords?: { label: string; words: string[]; as: string | null }[];
  weight: number;
  /**
   * Our class whose one-vs-rest problem alone the rows take part in: a set whose labels answer one of our
   * questions only (Vio-Lens: is it violent?) teaches that class, as positives and negatives, and nothing of
   * the others (its harmless rows are not our not_bully, decision 0076). Unset: every class, as the CSV's rows.
   */
  onlyClass?: string;
  /** For a CSV that is not `text,label` (a set outside the external folder, such as BD-SHS): how to read it. */
  columns?: CsvColumns;
}

/** Share of an external set's rows that may be trained on; the rest measure (`npm run eval -- --part measure`). */
const TRAINING_SHARE = 0.7;

export type ExternalPart = 'train' | 'measure';

/**
 * Which part a row belongs to, by a hash of its text: fixed whatever the seed or the row order, so the
 * training command and the measurement agree without a stored list and a duplicate never straddles parts.
 */
export function externalPartOf(text: string): ExternalPart {
  const first = createHash('sha256').update(text.trim()).digest().readUInt16BE(0);
  return first / 65536 < TRAINING_SHARE ? 'train' : 'measure';
}

/** The rows of one part of an external set. */
export function splitExternal<T extends { text: string }>(rows: readonly T[], part: ExternalPart): T[] {
  return rows.filter((r) => externalPartOf(r.text) === part);
}

/** A text as compared with the held-out texts: surrounding and repeated white space do not count. */
export const sameText = (text: string): string => text.trim().split(/\s+/).join(' ');

/** A row of a set's training part: the comment as typed, as the models read it, and the set's own label. */
interface TrainingPartRow {
  typed: string;
  text: string;
  label: string;
}

/** Each file's training part, read once for all the sources that name it (a set may teach several problems). */
export type TrainingParts = Map<string, TrainingPartRow[]>;

function trainingPart(
  source: ExternalTrainingSource,
  dir: string,
  leaveOut: ReadonlySet<string>,
  parts: TrainingParts,
): TrainingPartRow[] {
  const path = join(dir, source.file);
  const key = `${path}\n${source.columns?.label.name ?? ''}`;
  let part = parts.get(key);
  if (!part) {
    const rows = source.columns ? readCsvByColumns(path, source.columns) : readLabelledCsv(path).rows;
    part = splitExternal(rows, 'train')
      .filter((r) => !leaveOut.has(sameText(r.text)))
      .map((r) => ({ typed: r.text, text: readRomanized(r.text, BENGALI_TASK_READS)?.text ?? r.text, label: r.label }));
    parts.set(key, part);
  }
  return part;
}

/**
 * The training rows of one source, mapped to our classes. A romanized comment is stored as the models read
 * it (transliterated, model/read-romanized.ts), so its features are those the model meets at analysis time.
 * Rows whose text is among `leaveOut` (sameText forms; our validation split's comments) are left out: another
 * team's set may hold a comment that our validation split holds too. `parts` keeps each file's training part
 * between calls with the same `leaveOut`.
 */
export function readExternalTrainingRows(
  source: ExternalTrainingSource,
  dir = EXTERNAL_DATA_DIR,
  leaveOut: ReadonlySet<string> = new Set(),
  parts: TrainingParts = new Map(),
): LabelledText[] {
  return trainingPart(source, dir, leaveOut, parts).flatMap(({ typed, text, label: theirs }) => {
    // The words are looked for in the comment as written and as the models read it.
    const says = (word: string) => typed.includes(word) || text.includes(word);
    const rule = source.byWords?.find((w) => w.label === theirs && w.words.some(says));
    const label = rule ? rule.as : source.mapping[theirs];
    if (label === undefined || label === null) return [];
    return [{ text, label }];
  });
}

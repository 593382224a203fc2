import { basename } from 'node:path';
import { analyzeResponseSchema, apiErrorSchema } from '@shobdo/contracts';
import { evaluatePredictions } from '../train/metrics';
import { readCsvRecords } from '../train/read-csv';

/**
 * Issue 27's measure of comments the team has not seen, taken the way its bars say: through the running server and
 * its default model. Each row's text is posted to the analyse endpoint with no model chosen, one at a time, as a
 * visitor's would be; the figures compare the answers' predictions with the file's labels. Nothing of a text is
 * kept or printed, so a set that must stay unread can be measured without being read.
 *
 * A file is a CSV with `text` and `label` columns, and `script` (`bengali` or `romanized`) when the set says how each
 * comment was written; without it, a comment with a Bengali letter counts as Bengali script and any other as
 * romanized.
 */

export const ANALYZE_PATH = '/api/analysis/analyses/analyze/';

/** The fresh-set bars of issue 27, on all the files together. */
export const FRESH_SET_BARS = {
  macro_f1: 0.7,
  bengali_script_macro_f1: 0.72,
  romanized_right_share: 0.65,
  threat_recall: 0.65,
} as const;

export type Script = 'bengali' | 'romanized';

export interface ServerRow {
  text: string;
  label: string;
  script: Script;
}

export interface ServerPrediction {
  label: string;
  script: Script;
  predicted: string;
}

export interface SetFigures {
  n: number;
  macro_f1: number;
  bengali_script_macro_f1: number | null;
  romanized_right: number;
  romanized_n: number;
  /** Comments of each label the server called right. */
  right_by_label: Record<string, number>;
  recall_by_label: Record<string, number>;
  /** What the server called the comments of each label: label, then prediction, then count. */
  confusion: Record<string, Record<string, number>>;
}

const BENGALI_LETTER = /\p{Script=Bengali}/u;

function scriptOf(value: string | undefined, text: string, path: string): Script {
  if (value === undefined) return BENGALI_LETTER.test(text) ? 'bengali' : 'romanized';
  const script = value.trim().toLowerCase();
  if (script === 'bengali' || script === 'romanized') return script;
  throw new Error(`${path}: the script column takes bengali or romanized, not "${value}"`);
}

/** The rows of one set (see above). */
export function readServerSet(path: string): ServerRow[] {
  return readCsvRecords(path, ['text', 'label']).map((r) => {
    const text = r.text ?? '';
    return { text, label: (r.label ?? '').trim(), script: scriptOf(r.script, text, path) };
  });
}

const MAX_RATE_LIMIT_WAITS = 5;

/** The default model's class for one text, from the server's answer (validated against the API's contract). */
export async function predictThroughServer(baseUrl: string, text: string): Promise<string> {
  for (let waits = 0; ; waits++) {
    const response = await fetch(new URL(ANALYZE_PATH, baseUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'en' },
      body: JSON.stringify({ text }),
    });
    if (response.status === 429 && waits < MAX_RATE_LIMIT_WAITS) {
      const seconds = Math.min(Number(response.headers.get('retry-after')) || 1, 60);
      await response.arrayBuffer();
      await new Promise((done) => setTimeout(done, seconds * 1000));
      continue;
    }
    const body: unknown = await response.json().catch(() => null);
    if (!response.ok) {
      const error = apiErrorSchema.safeParse(body);
      throw new Error(`the server answered ${response.status}${error.success ? `: ${error.data.message}` : ''}`);
    }
    return analyzeResponseSchema.parse(body).prediction;
  }
}

/** The trainer's evaluation of predictions against labels (every prediction counts as sure: no calibration here). */
function evaluate(pairs: readonly ServerPrediction[], labels: readonly string[]) {
  return evaluatePredictions(
    pairs.map((p) => p.label),
    pairs.map((p) => p.predicted),
    pairs.map(() => 1),
    labels,
  );
}

/** The figures of one set, or of several together, from its labels and the server's predictions. */
export function setFigures(pairs: readonly ServerPrediction[]): SetFigures {
  const labels = [...new Set(pairs.flatMap((p) => [p.label, p.predicted]))].sort();
  const bengali = pairs.filter((p) => p.script === 'bengali');
  const romanized = pairs.filter((p) => p.script === 'romanized');
  const report = evaluate(pairs, labels);
  const confusion: Record<string, Record<string, number>> = {};
  const right: Record<string, number> = {};
  const recall: Record<string, number> = {};
  // The labels the set holds (per_class leaves out a class no comment has), with what each was called.
  for (const [label, metrics] of Object.entries(report.per_class)) {
    const row = report.confusion.matrix[labels.indexOf(label)] as number[];
    const called = Object.fromEntries(labels.map((as, k) => [as, row[k] as number]).filter(([, n]) => n));
    confusion[label] = called;
    right[label] = called[label] ?? 0;
    recall[label] = metrics.recall;
  }
  return {
    n: pairs.length,
    macro_f1: report.macro_f1,
    bengali_script_macro_f1: bengali.length ? evaluate(bengali, labels).macro_f1 : null,
    romanized_right: romanized.filter((p) => p.predicted === p.label).length,
    romanized_n: romanized.length,
    right_by_label: right,
    recall_by_label: recall,
    confusion,
  };
}

export interface BarVerdict {
  value: number | null;
  bar: number;
  met: boolean;
}

/** Issue 27's fresh-set bars on figures taken over all the files. */
export function freshSetBars(figures: SetFigures): Record<keyof typeof FRESH_SET_BARS, BarVerdict> {
  const verdict = (value: number | null, bar: number): BarVerdict => ({
    value,
    bar,
    met: value !== null && value >= bar,
  });
  return {
    macro_f1: verdict(figures.macro_f1, FRESH_SET_BARS.macro_f1),
    bengali_script_macro_f1: verdict(figures.bengali_script_macro_f1, FRESH_SET_BARS.bengali_script_macro_f1),
    romanized_right_share: verdict(
      figures.romanized_n ? figures.romanized_right / figures.romanized_n : null,
      FRESH_SET_BARS.romanized_right_share,
    ),
    threat_recall: verdict(figures.recall_by_label.threat ?? null, FRESH_SET_BARS.threat_recall),
  };
}

export interface ServerReport {
  url: string;
  sets: ({ file: string } & SetFigures)[];
  all: SetFigures;
  bars: ReturnType<typeof freshSetBars>;
}

/** Posts every row of every file to the server at `baseUrl`, one at a time, and reports each set and all together. */
export async function measureThroughServer(baseUrl: string, files: readonly string[]): Promise<ServerReport> {
  const sets: ServerReport['sets'] = [];
  const all: ServerPrediction[] = [];
  for (const file of files) {
    const pairs: ServerPrediction[] = [];
    for (const row of readServerSet(file)) {
      pairs.push({ label: row.label, script: row.script, predicted: await predictThroughServer(baseUrl, row.text) });
    }
    sets.push({ file: basename(file), ...setFigures(pairs) });
    all.push(...pairs);
  }
  const figures = setFigures(all);
  return { url: baseUrl, sets, all: figures, bars: freshSetBars(figures) };
}

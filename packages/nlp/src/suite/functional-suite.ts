import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TextModel } from '../model/types';

/**
 * A functional test suite (CheckList / HateCheck style): cases grouped by functionality, in JSON Lines
 * files `<suitesDir>/<suite>/<part>.jsonl`. A case is one of
 * - `{functionality, text, label}`: the model must predict `label` (minimum functionality test);
 * - `{functionality, base, text, label}`: invariance: the prediction for `text` must equal the prediction
 *   for `base` (`label` is what both should be, kept for the reader);
 * - `{functionality, text, warning}`: the prediction must carry the warning with this code.
 */
export interface SuiteCase {
  functionality: string;
  text: string;
  label?: string;
  base?: string;
  warning?: string;
}

/** The parts every suite has: `dev` may be looked at while improving models, `heldout` may not. */
export const SUITE_PARTS = ['dev', 'heldout'] as const;
export type SuitePart = (typeof SUITE_PARTS)[number];

export interface FunctionalityResult {
  n: number;
  passed: number;
  pass_rate: number;
}

export interface PartResult {
  n: number;
  passed: number;
  pass_rate: number;
  functionalities: Record<string, FunctionalityResult>;
  /** The cases that failed: text, what was expected and what the model gave. */
  failures: { functionality: string; text: string; expected: string; got: string }[];
}

export function listSuites(suitesDir: string): string[] {
  if (!existsSync(suitesDir)) return [];
  return readdirSync(suitesDir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort();
}

/**
 * The model a suite is run on: `requested` when given, else the suite's own (`suite.json` "model"). An unknown
 * suite, or none of the two, is an error.
 */
export function suiteModelId(suitesDir: string, suite: string, requested?: string): string {
  const suites = listSuites(suitesDir);
  if (!suites.includes(suite)) throw new Error(`unknown suite "${suite}" (suites: ${suites.join(', ') || 'none'})`);
  const settingsFile = join(suitesDir, suite, 'suite.json');
  const settings = existsSync(settingsFile)
    ? (JSON.parse(readFileSync(settingsFile, 'utf8')) as { model?: string })
    : {};
  const modelId = requested ?? settings.model;
  if (!modelId) throw new Error(`--model <id> is required: suite "${suite}" names no model of its own`);
  return modelId;
}

/** Reads and checks one part of a suite; a malformed line is an error naming the file and line. */
export function readSuitePart(suitesDir: string, suite: string, part: SuitePart): SuiteCase[] {
  const file = join(suitesDir, suite, `${part}.jsonl`);
  const cases: SuiteCase[] = [];
  readFileSync(file, 'utf8')
    .split('\n')
    .forEach((line, i) => {
      if (line.trim() === '') return;
      const where = `${suite}/${part}.jsonl line ${i + 1}`;
      let value: unknown;
      try {
        value = JSON.parse(line);
      } catch {
        throw new Error(`${where}: not valid JSON`);
      }
      const c = value as Partial<SuiteCase>;
      if (typeof c.functionality !== 'string' || typeof c.text !== 'string')
        throw new Error(`${where}: needs "functionality" and "text"`);
      if (typeof c.label !== 'string' && typeof c.warning !== 'string')
        throw new Error(`${where}: needs "label" or "warning"`);
      cases.push(c as SuiteCase);
    });
  if (cases.length === 0) throw new Error(`${suite}/${part}.jsonl has no cases`);
  return cases;
}

/**
 * Every text of a suite, both parts, invariance bases included: what a team-written training supplement
 * must never contain (train/supplements/).
 */
export function suiteTexts(suitesDir: string, suite: string): Set<string> {
  const texts = new Set<string>();
  for (const part of SUITE_PARTS) {
    for (const c of readSuitePart(suitesDir, suite, part)) {
      texts.add(c.text);
      if (c.base !== undefined) texts.add(c.base);
    }
  }
  return texts;
}

/** Checks that the model can be judged on the cases: every expected label must be one of its labels. */
export function checkSuiteFitsModel(cases: readonly SuiteCase[], model: TextModel, suite: string): void {
  for (const c of cases) {
    if (c.label !== undefined && c.base === undefined && !model.labels.includes(c.label)) {
      throw new Error(
        `suite "${suite}" expects label "${c.label}", which model "${model.info.id}" does not have (its labels: ${model.labels.join(', ')})`,
      );
    }
  }
}

function judge(model: TextModel, c: SuiteCase): { pass: boolean; expected: string; got: string } {
  const p = model.predict(c.text);
  if (c.warning !== undefined) {
    const codes = p.warnings.map((w) => w.code);
    return {
      pass: codes.includes(c.warning as never),
      expected: `warning ${c.warning}`,
      got: codes.length ? `warnings ${codes.join(', ')}` : 'no warning',
    };
  }
  if (c.base !== undefined) {
    const base = model.predict(c.base).prediction;
    return { pass: p.prediction === base, expected: `same as base (${base})`, got: p.prediction };
  }
  return { pass: p.prediction === c.label, expected: c.label as string, got: p.prediction };
}

const round = (x: number) => Math.round(x * 10000) / 10000;

/** Runs the cases; functionalities are listed in the order they first appear in the file. */
export function runSuitePart(model: TextModel, cases: readonly SuiteCase[]): PartResult {
  const functionalities: Record<string, FunctionalityResult> = {};
  const failures: PartResult['failures'] = [];
  let passed = 0;
  for (const c of cases) {
    const f = (functionalities[c.functionality] ??= { n: 0, passed: 0, pass_rate: 0 });
    const verdict = judge(model, c);
    f.n++;
    if (verdict.pass) {
      f.passed++;
      passed++;
    } else {
      failures.push({ functionality: c.functionality, text: c.text, expected: verdict.expected, got: verdict.got });
    }
  }
  for (const f of Object.values(functionalities)) f.pass_rate = round(f.passed / f.n);
  return { n: cases.length, passed, pass_rate: round(passed / cases.length), functionalities, failures };
}

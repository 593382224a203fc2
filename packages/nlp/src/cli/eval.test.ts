import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE_CSV, writeFixtureModelsDir } from '../testing/fixture-model';

const EVAL = fileURLToPath(new URL('./eval.ts', import.meta.url));
const fixture = (name: string) => fileURLToPath(new URL(`../../test-fixtures/${name}`, import.meta.url));
let modelsDir = '';

beforeAll(() => {
  modelsDir = writeFixtureModelsDir('shobdo-eval-', [
    { id: 'off', name: 'O', description: 'd', task: 'spam', status: 'unavailable', labels: ['spam'], version: '0.0.0' },
  ]);
});

function runEval(...args: string[]) {
  return spawnSync(process.execPath, ['--import', 'tsx', EVAL, '--models', modelsDir, ...args], { encoding: 'utf8' });
}

describe('eval command', () => {
  it('prints exactly one JSON object with the report', () => {
    const r = runEval('--model', 'fixture', '--data', FIXTURE_CSV);
    expect(r.status).toBe(0);
    const lines = r.stdout.trim().split('\n');
    expect(lines).toHaveLength(1);
    const report = JSON.parse(lines[0] as string);
    expect(Object.keys(report)).toEqual([
      'model',
      'n',
      'accuracy',
      'macro_f1',
      'weighted_f1',
      'ece',
      'per_class',
      'confusion',
    ]);
    expect(report.model).toBe('fixture');
    expect(report.n).toBe(40);
    expect(report.per_class.spam.support).toBe(20);
    expect(report.confusion.labels).toEqual(['spam', 'not_spam']);
    expect(report.confusion.matrix.flat().reduce((a: number, b: number) => a + b, 0)).toBe(40);
  }, 30_000);

  it('adds the bootstrap interval of macro-F1 when asked', () => {
    const r = runEval('--model', 'fixture', '--data', FIXTURE_CSV, '--bootstrap', '200');
    expect(r.status).toBe(0);
    const report = JSON.parse(r.stdout);
    expect(Object.keys(report).at(-1)).toBe('macro_f1_ci95');
    const { low, high, sd, resamples } = report.macro_f1_ci95;
    expect(resamples).toBe(200);
    expect(low).toBeLessThanOrEqual(report.macro_f1);
    expect(high).toBeGreaterThanOrEqual(report.macro_f1);
    expect(sd).toBeGreaterThanOrEqual(0);
  }, 30_000);

  it('counts a warning among the wrong results of a model without the harmless class, with no --harmless (decision 0113)', () => {
    const r = runEval('--model', 'fixture', '--data', FIXTURE_CSV, '--warning', 'negated_word');
    expect(r.status, r.stderr).toBe(0);
    const report = JSON.parse(r.stdout);
    expect(report).toMatchObject({ model: 'fixture', part: 'all', warning: 'negated_word', results: 40 });
    expect(Object.keys(report)).toContain('wrong_among_results_of_warned_classes');
  });

  it.each([
    [
      'a bootstrap without a whole number',
      ['--model', 'fixture', '--data', FIXTURE_CSV, '--bootstrap', 'many'],
      /--bootstrap takes a whole number/,
    ],
    ['an unknown label', ['--model', 'fixture', '--data', fixture('unknown-label.csv')], /label "ham"/],
    [
      'a missing column',
      ['--model', 'fixture', '--data', fixture('missing-label-column.csv')],
      /missing column "label"/,
    ],
    ['an empty file', ['--model', 'fixture', '--data', fixture('header-only.csv')], /no data rows/],
    ['a missing file', ['--model', 'fixture', '--data', fixture('nope.csv')], /ENOENT/],
    ['an unknown model', ['--model', 'nope', '--data', FIXTURE_CSV], /unknown model "nope"/],
    ['an unavailable model', ['--model', 'off', '--data', FIXTURE_CSV], /unavailable/],
    [
      'an unknown external set',
      ['--model', 'fixture', '--data', FIXTURE_CSV, '--external', 'nope'],
      /--external takes banth/,
    ],
    [
      'a part other than train or measure',
      ['--model', 'fixture', '--data', FIXTURE_CSV, '--part', 'test'],
      /--part takes train or measure/,
    ],
    [
      'an external set through a model without not_bully',
      ['--model', 'fixture', '--data', FIXTURE_CSV, '--external', 'banth'],
      /not_bully/,
    ],
  ])(
    'fails clearly on %s',
    (_, args, message) => {
      const r = runEval(...args);
      expect(r.status).not.toBe(0);
      expect(r.stdout).toBe('');
      expect(r.stderr).toMatch(message);
    },
    30_000,
  );
});

import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { trainFixtureModel, writeFixtureModelsDir } from '../testing/fixture-model';

const EVAL = fileURLToPath(new URL('./eval.ts', import.meta.url));
let modelsDir = '';
let suitesDir = '';
const jsonl = (rows: object[]) => rows.map((r) => JSON.stringify(r)).join('\n') + '\n';
const model = trainFixtureModel();
const spamText = 'অফার ফ্রি লিংকে ক্লিক করুন এখনই';
const plainText = 'ভাই খুব সুন্দর গান, ধন্যবাদ';

beforeAll(() => {
  modelsDir = writeFixtureModelsDir('shobdo-suite-models-', [
    { id: 'off', name: 'O', description: 'd', task: 'spam', status: 'unavailable', labels: ['spam'], version: '0.0.0' },
  ]);
  suitesDir = mkdtempSync(join(tmpdir(), 'shobdo-suites-'));
  const write = (suite: string, part: string, text: string) => {
    mkdirSync(join(suitesDir, suite), { recursive: true });
    writeFileSync(join(suitesDir, suite, part), text);
  };
  // dev: one passing and one failing case of "offers", an invariance pair, a warning case;
  // heldout: two passing cases.
  write('spamcheck', 'suite.json', JSON.stringify({ model: 'fixture' }));
  write(
    'spamcheck',
    'dev.jsonl',
    jsonl([
      { functionality: 'offers', text: spamText, label: 'spam' },
      { functionality: 'offers', text: spamText, label: 'not_spam' },
      { functionality: 'emoji_added', base: spamText, text: `${spamText} 😀`, label: 'spam' },
      { functionality: 'english', text: 'You are such a stupid idiot', warning: 'unsupported_language' },
    ]),
  );
  write(
    'spamcheck',
    'heldout.jsonl',
    jsonl([
      { functionality: 'offers', text: spamText, label: 'spam' },
      { functionality: 'chat', text: plainText, label: 'not_spam' },
    ]),
  );
  write('nomodel', 'dev.jsonl', jsonl([{ functionality: 'x', text: spamText, label: 'spam' }]));
  write('nomodel', 'heldout.jsonl', jsonl([{ functionality: 'x', text: spamText, label: 'spam' }]));
  write('badlabel', 'suite.json', JSON.stringify({ model: 'fixture' }));
  write('badlabel', 'dev.jsonl', jsonl([{ functionality: 'x', text: spamText, label: 'threat' }]));
  write('badlabel', 'heldout.jsonl', jsonl([{ functionality: 'x', text: spamText, label: 'spam' }]));
  write('broken', 'suite.json', JSON.stringify({ model: 'fixture' }));
  write('broken', 'dev.jsonl', `${JSON.stringify({ functionality: 'x', text: spamText, label: 'spam' })}\n{not json\n`);
  write('broken', 'heldout.jsonl', jsonl([{ functionality: 'x', text: spamText }]));
});

function runEval(...args: string[]) {
  return spawnSync(process.execPath, ['--import', 'tsx', EVAL, '--models', modelsDir, '--suites', suitesDir, ...args], {
    encoding: 'utf8',
  });
}

describe('eval --suite', () => {
  it('prints one JSON object: pass rates per part and per functionality', () => {
    // The expectations below hold for the fixture model: check them on it first.
    expect(model.predict(spamText).prediction).toBe('spam');
    expect(model.predict(plainText).prediction).toBe('not_spam');
    const r = runEval('--suite', 'spamcheck');
    expect(r.status).toBe(0);
    expect(r.stderr).toBe('');
    const lines = r.stdout.trim().split('\n');
    expect(lines).toHaveLength(1);
    const report = JSON.parse(lines[0] as string);
    expect(Object.keys(report)).toEqual(['suite', 'model', 'dev', 'heldout']);
    expect(report.model).toBe('fixture');
    expect(report.dev).toEqual({
      n: 4,
      passed: 3,
      pass_rate: 0.75,
      functionalities: {
        offers: { n: 2, passed: 1, pass_rate: 0.5 },
        emoji_added: { n: 1, passed: 1, pass_rate: 1 },
        english: { n: 1, passed: 1, pass_rate: 1 },
      },
    });
    expect(report.heldout.pass_rate).toBe(1);
  }, 30_000);

  it('runs one part with --part and lists the failures with --failures true', () => {
    const r = runEval('--suite', 'spamcheck', '--model', 'fixture', '--part', 'dev', '--failures', 'true');
    expect(r.status).toBe(0);
    const report = JSON.parse(r.stdout);
    expect(Object.keys(report)).toEqual(['suite', 'model', 'dev']);
    expect(report.dev.failures).toEqual([
      { functionality: 'offers', text: spamText, expected: 'not_spam', got: 'spam' },
    ]);
  }, 30_000);

  it.each([
    ['an unknown suite', ['--suite', 'nope'], /unknown suite "nope"/],
    ['a suite without a model and no --model', ['--suite', 'nomodel'], /--model <id> is required/],
    ['an unknown model', ['--suite', 'spamcheck', '--model', 'nope'], /unknown model "nope"/],
    ['an unavailable model', ['--suite', 'spamcheck', '--model', 'off'], /unavailable/],
    ['a label the model does not have', ['--suite', 'badlabel'], /expects label "threat"/],
    ['a line that is not JSON', ['--suite', 'broken', '--part', 'dev'], /dev\.jsonl line 2: not valid JSON/],
    ['a case without a label or warning', ['--suite', 'broken', '--part', 'heldout'], /needs "label" or "warning"/],
    ['an unknown part', ['--suite', 'spamcheck', '--part', 'test'], /--part takes dev or heldout/],
    [
      '--failures without true or false',
      ['--suite', 'spamcheck', '--failures', 'yes'],
      /--failures takes true or false/,
    ],
    ['both --suite and --data', ['--suite', 'spamcheck', '--data', 'x.csv'], /not both/],
    ['a flag without a value', ['--suite'], /missing value for --suite/],
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

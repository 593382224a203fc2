import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { writeFixtureModelsDir } from '../testing/fixture-model';

const COMPARE = fileURLToPath(new URL('./compare-suite.ts', import.meta.url));
let modelsDir = '';
let suitesDir = '';

beforeAll(() => {
  modelsDir = writeFixtureModelsDir('shobdo-compare-suite-models-');
  suitesDir = mkdtempSync(join(tmpdir(), 'shobdo-compare-suites-'));
  mkdirSync(join(suitesDir, 'spamcheck'));
  writeFileSync(join(suitesDir, 'spamcheck', 'suite.json'), JSON.stringify({ model: 'fixture' }));
  const cases = [
    { functionality: 'offers', text: 'অফার ফ্রি লিংকে ক্লিক করুন এখনই', label: 'spam' },
    { functionality: 'offers', text: 'অফার ফ্রি লিংকে ক্লিক করুন এখনই', label: 'not_spam' },
  ];
  writeFileSync(join(suitesDir, 'spamcheck', 'heldout.jsonl'), cases.map((c) => JSON.stringify(c)).join('\n') + '\n');
});

const run = (args: string[]) =>
  spawnSync(process.execPath, ['--import', 'tsx', COMPARE, ...args], { encoding: 'utf8' });

describe('compare-suite (decision 0079)', () => {
  it('counts no changed case between a folder and itself, and prints no case text', () => {
    const out = run(['--models', modelsDir, '--against', modelsDir, '--suite', 'spamcheck', '--suites', suitesDir]);
    expect(out.status, out.stderr).toBe(0);
    const result = JSON.parse(out.stdout) as Record<string, unknown>;
    expect(result).toMatchObject({ part: 'heldout', model: 'fixture', n: 2, gained: 0, lost: 0, p: 1 });
    expect(result.falls_beyond_noise).toBe(false);
    expect(out.stdout).not.toContain('অফার');
  });

  it('says what is missing', () => {
    const out = run(['--suite', 'spamcheck']);
    expect(out.status).toBe(1);
    expect(out.stderr).toContain('--models and --suite are required');
  });
});

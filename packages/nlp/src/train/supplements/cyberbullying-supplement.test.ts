import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { BULLY_LABELS } from '@shobdo/contracts';
import { cyberbullyingSupplement } from './cyberbullying-supplement';

const suiteTexts = (part: string) =>
  readFileSync(fileURLToPath(new URL(`../../../suites/cyberbullying/${part}.jsonl`, import.meta.url)), 'utf8')
    .trim()
    .split('\n')
    .map((line) => (JSON.parse(line) as { text: string }).text);

describe('cyberbullyingSupplement', () => {
  it('is deterministic for a seed and gives the asked number of distinct comments per label', () => {
    const counts = { threat: 300, sexual: 150, religious: 50, troll: 80, not_bully: 200 };
    const a = cyberbullyingSupplement(7, counts);
    expect(a).toEqual(cyberbullyingSupplement(7, counts));
    expect(a).not.toEqual(cyberbullyingSupplement(8, counts));
    expect(new Set(a.map((r) => r.text)).size).toBe(a.length);
    for (const [label, n] of Object.entries(counts)) expect(a.filter((r) => r.label === label)).toHaveLength(n);
    for (const row of a) expect(BULLY_LABELS).toContain(row.label);
  });

  it('leaves out every text it is told to exclude (the functional suite)', () => {
    const suite = new Set([...suiteTexts('dev'), ...suiteTexts('heldout')]);
    const rows = cyberbullyingSupplement(13, undefined, suite);
    expect(rows.filter((r) => suite.has(r.text))).toEqual([]);
    expect(rows).toHaveLength(3060);
  });

  it('composes threats in first-person future forms and negatives that share their words', () => {
    const rows = cyberbullyingSupplement(13);
    const threats = rows.filter((r) => r.label === 'threat').map((r) => r.text);
    const negatives = rows.filter((r) => r.label === 'not_bully').map((r) => r.text);
    expect(threats.some((t) => /(ব|বো|মু|ুম)( |$)/u.test(t))).toBe(true);
    expect(negatives.some((t) => /মারব না|মারুম না/u.test(t))).toBe(true);
    expect(negatives.some((t) => /তোকে|তোরে/u.test(t))).toBe(true);
  });
});

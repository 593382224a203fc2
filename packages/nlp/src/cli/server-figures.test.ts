import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freshSetBars, readServerSet, setFigures, type ServerPrediction } from './server-figures';

const dir = mkdtempSync(join(tmpdir(), 'server-figures-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function csv(name: string, content: string): string {
  const path = join(dir, name);
  writeFileSync(path, content);
  return path;
}

const pair = (label: string, predicted: string, script: 'bengali' | 'romanized' = 'bengali'): ServerPrediction => ({
  label,
  predicted,
  script,
});

describe('readServerSet', () => {
  it('takes the script from the file when it says it', () => {
    const path = csv('with-script.csv', 'text,label,script\nআমি,not_bully,bengali\ntoke marbo,threat,Romanized\n');
    expect(readServerSet(path).map((r) => r.script)).toEqual(['bengali', 'romanized']);
  });

  it('reads a comment with a Bengali letter as Bengali script when the file does not say', () => {
    const path = csv('no-script.csv', 'text,label\n"ভাই, ok 👍",not_bully\ntoke marbo,threat\n😂😂,troll\n');
    expect(readServerSet(path).map((r) => r.script)).toEqual(['bengali', 'romanized', 'romanized']);
  });

  it('reads a stray quote inside an unquoted field as text, as a spreadsheet does', () => {
    const path = csv('stray-quote.csv', 'text,label\nসে বলল "চুপ" তারপর,not_bully\n');
    expect(readServerSet(path)).toEqual([{ text: 'সে বলল "চুপ" তারপর', label: 'not_bully', script: 'bengali' }]);
  });

  it('names a script it does not know', () => {
    const path = csv('bad-script.csv', 'text,label,script\nআমি,not_bully,latin\n');
    expect(() => readServerSet(path)).toThrow('the script column takes bengali or romanized, not "latin"');
  });

  it('names a missing column', () => {
    const path = csv('no-label.csv', 'text\nআমি\n');
    expect(() => readServerSet(path)).toThrow('missing column "label"');
  });
});

describe('setFigures', () => {
  // Two classes, worked by hand: threat P = 2/3, R = 2/3, F1 = 2/3; not_bully P = 1/2, R = 1/2, F1 = 1/2.
  const pairs = [
    pair('threat', 'threat'),
    pair('threat', 'threat', 'romanized'),
    pair('threat', 'not_bully', 'romanized'),
    pair('not_bully', 'not_bully'),
    pair('not_bully', 'threat'),
  ];

  it('gives macro-F1, the Bengali-script part, romanized comments right and each label by the server', () => {
    const figures = setFigures(pairs);
    expect(figures.n).toBe(5);
    expect(figures.macro_f1).toBeCloseTo((2 / 3 + 1 / 2) / 2, 12);
    // Bengali script alone: threat 1 of 1 right and one not_bully called a threat (P 1/2, F1 2/3), not_bully F1 2/3.
    expect(figures.bengali_script_macro_f1).toBeCloseTo(2 / 3, 12);
    expect(figures.romanized_right).toBe(1);
    expect(figures.romanized_n).toBe(2);
    expect(figures.right_by_label).toEqual({ not_bully: 1, threat: 2 });
    expect(figures.recall_by_label.threat).toBeCloseTo(2 / 3, 12);
    expect(figures.confusion).toEqual({ not_bully: { not_bully: 1, threat: 1 }, threat: { threat: 2, not_bully: 1 } });
  });

  it('has no Bengali-script figure for a set written only in Latin letters', () => {
    expect(setFigures([pair('threat', 'threat', 'romanized')]).bengali_script_macro_f1).toBeNull();
  });

  it("judges issue 27's bars on the figures", () => {
    const bars = freshSetBars(setFigures(pairs));
    expect(bars.macro_f1).toEqual({ value: expect.closeTo(7 / 12, 12), bar: 0.7, met: false });
    expect(bars.romanized_right_share).toEqual({ value: 0.5, bar: 0.65, met: false });
    expect(bars.threat_recall.met).toBe(true);
    const perfect = freshSetBars(setFigures([pair('threat', 'threat'), pair('threat', 'threat', 'romanized')]));
    expect(Object.values(perfect).every((b) => b.met)).toBe(true);
  });
});

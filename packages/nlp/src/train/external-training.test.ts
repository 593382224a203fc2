import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIXTURE_CSV, FIXTURE_RECIPE } from '../testing/fixture-model';
import { externalPartOf, readExternalTrainingRows, sameText, splitExternal } from './external-training';
import { BD_SHS } from './recipes';
import { readCsvByColumns, readLabelledCsv } from './read-csv';
import { trainRecipe } from './train-task';

const texts = Array.from({ length: 400 }, (_, i) => ({ text: `comment number ${i}` }));

function writeSet(rows: string[][]): string {
  const dir = mkdtempSync(join(tmpdir(), 'external-'));
  writeFileSync(join(dir, 'set.csv'), `text,label\n${rows.map((r) => r.join(',')).join('\n')}\n`);
  return dir;
}

describe('external training rows', () => {
  it('splits a set by its texts, the same way every time, about 70 % to training', () => {
    const train = splitExternal(texts, 'train');
    const measure = splitExternal(texts, 'measure');
    expect(train.length + measure.length).toBe(texts.length);
    expect(train.length / texts.length).toBeGreaterThan(0.6);
    expect(train.length / texts.length).toBeLessThan(0.8);
    expect(measure.some((r) => train.includes(r))).toBe(false);
    // Whatever the order, a text keeps its part, and surrounding spaces do not move it.
    expect(splitExternal([...texts].reverse(), 'measure')).toEqual([...measure].reverse());
    expect(externalPartOf('  comment number 7 ')).toBe(externalPartOf('comment number 7'));
  });

  it('keeps only the training part and the mapped classes, and reads romanized rows as the models do', () => {
    const rows = texts.map((t, i) => [t.text, i % 3 === 0 ? 'hate' : i % 3 === 1 ? 'none' : 'other']);
    rows.push(['tomake mere felbo', 'hate']);
    const dir = writeSet(rows);
    const read = readExternalTrainingRows(
      { file: 'set.csv', mapping: { hate: 'threat', none: 'not_bully' }, weight: 1 },
      dir,
    );
    expect(read.every((r) => r.label === 'threat' || r.label === 'not_bully')).toBe(true);
    const expected = splitExternal(
      rows.map(([text, label]) => ({ text: text as string, label: label as string })),
      'train',
    ).filter((r) => r.label !== 'other');
    expect(read).toHaveLength(expected.length);
    // This text falls in the training part, and is stored in Bengali letters.
    expect(externalPartOf('tomake mere felbo')).toBe('train');
    const romanized = read.find((r) => !r.text.startsWith('comment'));
    expect(romanized?.label).toBe('threat');
    expect(romanized?.text).toMatch(/^[\p{Script=Bengali}\s]+$/u);
  });

  it('sends rows of a class whose words name something to another class, and the rest by the mapping', () => {
    const rows = texts.map((_, i) => [`মন্তব্য ${i}${i % 2 === 0 ? ' মন্দির' : ''}`, 'violent']);
    const dir = writeSet(rows);
    const read = readExternalTrainingRows(
      {
        file: 'set.csv',
        mapping: { violent: 'threat' },
        byWords: [{ label: 'violent', words: ['মসজিদ', 'মন্দির'], as: 'religious' }],
        weight: 1,
      },
      dir,
    );
    expect(read.length).toBeGreaterThan(0);
    for (const r of read) expect(r.label).toBe(r.text.endsWith('মন্দির') ? 'religious' : 'threat');
    expect(new Set(read.map((r) => r.label))).toEqual(new Set(['religious', 'threat']));
  });

  it('leaves out the rows a rule sends nowhere', () => {
    const rows = texts.map((_, i) => [`মন্তব্য ${i}${i % 2 === 0 ? ' মসজিদ' : ''}`, 'calm']);
    const read = readExternalTrainingRows(
      {
        file: 'set.csv',
        mapping: { calm: 'not_bully' },
        byWords: [{ label: 'calm', words: ['মসজিদ'], as: null }],
        weight: 1,
      },
      writeSet(rows),
    );
    expect(read.length).toBeGreaterThan(0);
    expect(read.every((r) => r.label === 'not_bully' && !r.text.includes('মসজিদ'))).toBe(true);
  });

  it('reads a set by its own columns, a stray quote and all, with the label its rule gives', () => {
    const dir = mkdtempSync(join(tmpdir(), 'external-'));
    const lines = texts.map((t, i) => {
      const [hate, type] = [
        ['0', ''],
        ['1', 'slander'],
        ['1', 'callToViolence_slander'],
        ['1', 'gender'],
        ['1', 'callToViolence_religion'],
      ][i % 5] as [string, string];
      return `${t.text},ind,${type},${hate}`;
    });
    // BD-SHS holds a field with a quote inside it: strict CSV would stop there.
    lines.push('ক্লিক করুন <a href="x">এখানে</a> এখনই,,,0');
    writeFileSync(join(dir, 'bd.csv'), `sentence,target,type,hate speech\n${lines.join('\n')}\n`);
    const identity = {
      not_bully: 'not_bully',
      troll: 'troll',
      threat: 'threat',
      sexual: 'sexual',
      religious: 'religious',
    };
    const read = readExternalTrainingRows({ ...BD_SHS, file: 'bd.csv', mapping: identity, weight: 1 }, dir);
    const want = ['not_bully', 'troll', 'threat', 'sexual', 'religious'];
    const trained = splitExternal(texts, 'train');
    expect(read.filter((r) => r.text.startsWith('comment'))).toHaveLength(trained.length);
    for (const r of read.filter((x) => x.text.startsWith('comment')))
      expect(r.label).toBe(want[Number(r.text.split(' ')[2]) % 5]);
    const all = readCsvByColumns(join(dir, 'bd.csv'), BD_SHS.columns);
    expect(all).toHaveLength(texts.length + 1);
    expect(all.at(-1)).toEqual({ text: 'ক্লিক করুন <a href="x">এখানে</a> এখনই', label: 'not_bully' });
  });

  it('leaves out the rows whose text our validation split holds, white space aside', () => {
    const rows = texts.map((t) => [t.text, 'hate']);
    const dir = writeSet(rows);
    const source = { file: 'set.csv', mapping: { hate: 'threat' }, weight: 1 };
    const all = readExternalTrainingRows(source, dir);
    const [first, second] = all;
    const leaveOut = new Set([sameText(`  ${first?.text ?? ''} `), sameText((second?.text ?? '').replace(' ', '   '))]);
    const kept = readExternalTrainingRows(source, dir, leaveOut);
    expect(kept).toHaveLength(all.length - 2);
    expect(kept.some((r) => r.text === first?.text || r.text === second?.text)).toBe(false);
  });

  it('trains on the mapped rows with their weight and records them in the file', () => {
    const dir = writeSet([
      ['zorblax offer zorblax', 'bad'],
      ['zorblax prize now', 'bad'],
      ['zorblax winner call', 'bad'],
      ['zorblax hello friend', 'fine'],
    ]);
    const csv = readLabelledCsv(FIXTURE_CSV);
    const source = { file: 'set.csv', mapping: { bad: 'spam', fine: 'not_spam' }, weight: 0.5 };
    const data = trainRecipe({ ...FIXTURE_RECIPE, external: [source] }, csv, 'tiny-spam.csv', 5, () => {}, dir);
    const used = readExternalTrainingRows(source, dir).length;
    expect(data.meta.training.settings.external).toEqual([{ ...source, rows: used }]);
  });

  it('records how a set with its own columns was read', () => {
    const dir = mkdtempSync(join(tmpdir(), 'external-'));
    const rows = ['zorblax offer zorblax,,slander,1', 'zorblax prize now,,slander,1', 'zorblax hello friend,,,0'];
    writeFileSync(join(dir, 'bd.csv'), `sentence,target,type,hate speech\n${rows.join('\n')}\n`);
    const csv = readLabelledCsv(FIXTURE_CSV);
    const source = { ...BD_SHS, file: 'bd.csv', mapping: { troll: 'spam', not_bully: 'not_spam' }, weight: 0.5 };
    const data = trainRecipe({ ...FIXTURE_RECIPE, external: [source] }, csv, 'tiny-spam.csv', 5, () => {}, dir);
    const [recorded] = data.meta.training.settings.external as Record<string, unknown>[];
    expect(recorded?.columns).toEqual({ text: 'sentence', label: BD_SHS.columns.label.name });
    expect(recorded?.rows).toBe(readExternalTrainingRows(source, dir).length);
  });
});

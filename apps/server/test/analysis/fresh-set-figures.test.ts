import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { measureThroughServer, predictThroughServer } from '@shobdo/nlp/server-figures';
import { buildTestApp } from '../helper';
import { analyze } from './fixtures';

// Issue 27's measure through the running server (`npm run --silent eval -- --url <server> --data <file.csv>`), here
// against a real listening app with the shipped default model. The comments are the test's own.
const ROWS = [
  ['আজ আমাদের দল খেলায় জিতেছে, আমি খুব খুশি। সবাইকে অভিনন্দন!', 'not_bully', 'bengali'],
  ['ঢাকায় আজ সারাদিন বৃষ্টি হয়েছে, রাস্তায় অনেক পানি জমে গেছে।', 'not_bully', 'bengali'],
  ['তোকে আজ রাতে খুন করে ফেলব', 'threat', 'bengali'],
  ['toke aj rate khun kore felbo', 'threat', 'romanized'],
  ['tui ekta kharap lok', 'troll', 'romanized'],
] as const;

let app: FastifyInstance;
let url: string;
const dir = mkdtempSync(join(tmpdir(), 'fresh-set-'));

beforeAll(async () => {
  app = await buildTestApp();
  url = await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
});

function writeSet(name: string, rows: readonly (readonly string[])[], header = 'text,label,script'): string {
  const path = join(dir, name);
  const quote = (v: string) => `"${v.replaceAll('"', '""')}"`;
  writeFileSync(path, [header, ...rows.map((r) => r.map(quote).join(','))].join('\n'));
  return path;
}

describe('the fresh-set measure through the running server', () => {
  it("gives the default model's prediction, as a visitor's analysis does", async () => {
    for (const [text] of ROWS) {
      const visitor = await analyze(app, { text });
      expect(await predictThroughServer(url, text)).toBe(visitor.prediction);
    }
  });

  it('counts each file and all together from the server’s predictions', async () => {
    const first = writeSet('first.csv', ROWS.slice(0, 3));
    const second = writeSet('second.csv', ROWS.slice(3));
    const report = await measureThroughServer(url, [first, second]);

    const predictions = await Promise.all(ROWS.map(([text]) => analyze(app, { text }).then((r) => r.prediction)));
    const right = ROWS.map(([, label], i) => predictions[i] === label);
    expect(report.sets.map((s) => [s.file, s.n])).toEqual([
      ['first.csv', 3],
      ['second.csv', 2],
    ]);
    expect(report.all.n).toBe(5);
    expect(report.all.romanized_n).toBe(2);
    expect(report.all.romanized_right).toBe(right.slice(3).filter(Boolean).length);
    const total = Object.values(report.all.right_by_label).reduce((a, b) => a + b, 0);
    expect(total).toBe(right.filter(Boolean).length);
    const calls = Object.values(report.all.confusion).flatMap((row) => Object.values(row));
    expect(calls.reduce((a, b) => a + b, 0)).toBe(5);
    expect(Object.keys(report.bars)).toEqual([
      'macro_f1',
      'bengali_script_macro_f1',
      'romanized_right_share',
      'threat_recall',
    ]);
    // The report holds figures only: no text of the set.
    const printed = JSON.stringify(report);
    for (const [text] of ROWS) expect(printed).not.toContain(text);
  });

  it("stops with the server's own words when a row cannot be analysed", async () => {
    const path = writeSet('blank.csv', [['   ', 'not_bully', 'bengali']]);
    await expect(measureThroughServer(url, [path])).rejects.toThrow(/^the server answered 400: \S/);
  });
});

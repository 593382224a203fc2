import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const docs = new URL('./', import.meta.url);

describe('docs/README.md', () => {
  it('names every file and folder of docs/, so the list cannot fall behind', () => {
    const readme = readFileSync(new URL('README.md', docs), 'utf8');
    const entries = readdirSync(docs, { withFileTypes: true }).map((e) => (e.isDirectory() ? `${e.name}/` : e.name));
    expect(entries.length).toBeGreaterThan(5);
    expect(entries.filter((name) => !readme.includes(`\`${name}\``))).toEqual([]);
  });
});

describe('docs/decisions/README.md', () => {
  it('lists every decision record by its file, so the index cannot fall behind', () => {
    const decisions = new URL('decisions/', docs);
    const index = readFileSync(new URL('README.md', decisions), 'utf8');
    const records = readdirSync(decisions).filter((name) => /^\d{4}-.+\.md$/.test(name));
    expect(records.length).toBeGreaterThan(50);
    expect(records.filter((name) => !index.includes(`](${name})`))).toEqual([]);
  });
});

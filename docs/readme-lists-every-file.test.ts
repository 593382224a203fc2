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

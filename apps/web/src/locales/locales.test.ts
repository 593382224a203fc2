import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Every string a person reads is translated (DECISIONS.md), and docs/product/messages.md lists them all.
const here = dirname(fileURLToPath(import.meta.url));
const dir = (lang: 'en' | 'bn') => join(here, lang);
const files = readdirSync(dir('en')).filter((file) => file.endsWith('.json'));

function keysOf(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object') return [prefix];
  return Object.entries(value).flatMap(([key, inner]) => keysOf(inner, prefix ? `${prefix}.${key}` : key));
}
const read = (lang: 'en' | 'bn', file: string) => keysOf(JSON.parse(readFileSync(join(dir(lang), file), 'utf8')));

describe('message files', () => {
  it('has the same files and the same keys in English and Bengali', () => {
    expect(
      readdirSync(dir('bn'))
        .filter((file) => file.endsWith('.json'))
        .sort(),
    ).toEqual([...files].sort());
    for (const file of files) {
      const en = read('en', file);
      const bn = read('bn', file);
      expect(
        en.filter((key) => !bn.includes(key)),
        `${file}: English keys without Bengali`,
      ).toEqual([]);
      // Only the models' descriptions are Bengali-only: in English the page shows the server's own description.
      expect(
        bn.filter((key) => !en.includes(key) && !(file === 'home.json' && key.startsWith('models.'))),
        `${file}: Bengali keys without English`,
      ).toEqual([]);
    }
  });

  it('are all listed in docs/product/messages.md (node docs/product/build-messages.mjs writes it)', () => {
    const page = readFileSync(join(here, '../../../../docs/product/messages.md'), 'utf8');
    const sections = new Map<string, Set<string>>();
    let current: Set<string> | undefined;
    for (const line of page.split('\n')) {
      const heading = /^## (\S+)$/.exec(line);
      if (heading) sections.set(heading[1]!, (current = new Set()));
      const row = /^\| `([^`]+)`/.exec(line);
      if (row && current) current.add(row[1]!);
    }
    for (const file of files) {
      const listed = sections.get(file.replace(/\.json$/, ''));
      expect(listed, `section for ${file}`).toBeDefined();
      expect(
        read('en', file).filter((key) => !listed!.has(key)),
        file,
      ).toEqual([]);
    }
  });
});

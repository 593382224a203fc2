import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { envSchema } from '../apps/server/src/config/env';

const read = (path: string) => readFileSync(new URL(`../${path}`, import.meta.url), 'utf8');

/** The README's configuration table: variable name to its Default cell, in the table's order. */
function readmeTable(): Map<string, string> {
  const section = read('README.md').split('\n## Configuration\n')[1]!.split('\n## ')[0]!;
  const rows = section.split('\n').filter((line) => /^\| `[A-Z_]+`/.test(line));
  return new Map(
    rows.map((line) => {
      const [name, fallback] = line
        .split('|')
        .slice(1, 3)
        .map((cell) => cell.trim().replace(/`/g, ''));
      return [name!, fallback!];
    }),
  );
}

/** .env.example's variables with the value it shows (empty for the ones left unset). */
function envExample(): Map<string, string> {
  const lines = read('.env.example')
    .split('\n')
    .map((line) => /^([A-Z_]+)=(.*)$/.exec(line.trim()))
    .filter((match) => match !== null);
  return new Map(lines.map((match) => [match[1]!, match[2]!]));
}

/** What the schema gives a variable left unset, as the table writes it ('unset' when it gives nothing). */
function schemaDefault(name: string): string {
  const value = envSchema.shape[name as keyof typeof envSchema.shape].safeParse(undefined);
  if (!value.success || value.data === undefined) return 'unset';
  return String(value.data);
}

const names = Object.keys(envSchema.shape).sort();

describe('the configuration is described once, and truly', () => {
  it("the README's table and .env.example list exactly the schema's variables", () => {
    expect([...readmeTable().keys()].sort()).toEqual(names);
    expect([...envExample().keys()].sort()).toEqual(names);
  });

  it("the table's defaults are the schema's (a default computed at start is described in words)", () => {
    const table = readmeTable();
    for (const name of names) {
      const fallback = schemaDefault(name);
      if (fallback === 'unset')
        expect(table.get(name), name).toMatch(/^(unset|generated|random|admin|apps\/web\/dist)$/);
      else expect(table.get(name), name).toBe(fallback);
    }
  });

  it('.env.example shows each schema default, or leaves the variable empty', () => {
    const example = envExample();
    for (const name of names) {
      const shown = example.get(name)!;
      const fallback = schemaDefault(name);
      if (fallback === 'unset') expect(['', 'admin'], name).toContain(shown);
      else expect(shown, name).toBe(fallback);
    }
  });
});

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ANALYSIS_WARNING_CODES } from '../../packages/contracts/src/analysis';

describe('docs/api/analysis.md', () => {
  it('explains every warning code the API can answer, so a program knows what each means', () => {
    const doc = readFileSync(new URL('analysis.md', import.meta.url), 'utf8');
    // The table under the answer's `warnings` item.
    const table = doc.split('\n- `warnings`:')[1]!.split('\n\n').slice(0, 2).join('\n');
    const documented = [...table.matchAll(/^\s*\| `([a-z_]+)` +\|/gm)].map((m) => m[1]);
    expect([...documented].sort()).toEqual([...ANALYSIS_WARNING_CODES].sort());
  });
});

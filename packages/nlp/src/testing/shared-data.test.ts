import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { hasSharedData } from './shared-data';

describe('hasSharedData', () => {
  const present = mkdtempSync(join(tmpdir(), 'shobdo-data-'));
  const missing = join(present, 'no-such-folder');

  it('is true when the folder exists, in CI or not', () => {
    expect(hasSharedData(present, {})).toBe(true);
    expect(hasSharedData(present, { CI: 'true' })).toBe(true);
  });

  it('skips (false) without the folder outside CI', () => {
    expect(hasSharedData(missing, {})).toBe(false);
    expect(hasSharedData(missing, { CI: 'false' })).toBe(false);
  });

  it('fails loudly without the folder in CI', () => {
    expect(() => hasSharedData(missing, { CI: 'true' })).toThrow(/CI needs the training data at .*no-such-folder/);
  });
});

import { afterAll, afterEach, beforeEach, vi } from 'vitest';
import { closePglitePool } from './pglite-pool';

// An unexpected console.error fails the test that caused it (STYLE.md habit 8).
let errors: unknown[][] = [];
beforeEach(() => {
  errors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    errors.push(args);
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  // Files share one module graph (vitest.config.ts): no fake clock outlives its test.
  vi.useRealTimers();
  if (errors.length > 0)
    throw new Error(`Unexpected console.error: ${errors.map((a) => a.map(String).join(' ')).join('\n')}`);
});

afterAll(closePglitePool);

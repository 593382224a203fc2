import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { initI18n } from '@/lib/i18n';
import { learnServerClock } from '@/lib/token';
import { messages as bn } from '@/lib/locale-bundles/bn';
import { messages as en } from '@/lib/locale-bundles/en';
import { inSeconds, makeToken } from './tokens';

// Both languages in memory, so a test's changeLanguage switches in the same tick.
initI18n('en', { en, bn });

// An unexpected console.error fails the test (STYLE.md habit 8). A test that expects one replaces the
// spy with its own `vi.spyOn(console, 'error').mockImplementation(...)`.
let errorSpy: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  errorSpy = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    throw new Error(`Unexpected console.error: ${args.map(String).join(' ')}`);
  });
});

afterEach(() => {
  cleanup();
  errorSpy.mockRestore();
  // Files share one module graph and one window (vitest.config.ts): nothing a test stubbed outlives it, and the
  // next test starts, like a fresh page, with no server clock skew learnt (a token without `iat` teaches none).
  vi.unstubAllGlobals();
  vi.useRealTimers();
  learnServerClock(makeToken(inSeconds(900)));
  // A file that runs in the node environment (route-budget.test.ts) has no window.
  if (typeof window !== 'undefined') window.localStorage.clear();
});

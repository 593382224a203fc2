import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One test run for the whole repository; each workspace brings its own config.
export default defineConfig({
  test: {
    // Vitest's default leaves a core free (one worker on two cores). Two workers on this project's two-core
    // machines: a worker often waits on a database thread, a child process or a long model rebuild, and the
    // whole run took 320 s with two against 542 s with one (decision 0074).
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      'packages/*',
      'apps/*',
      // The lint configuration's own check: wrong imports are reported (eslint.config.test.ts).
      { test: { name: 'lint', include: ['eslint.config.test.ts'], environment: 'node', testTimeout: 60_000 } },
      // Citations of docs headings in code and documents point at headings that exist (docs/doc-anchors.test.ts).
      { test: { name: 'docs', include: ['docs/**/*.test.ts'], environment: 'node' } },
    ],
  },
});

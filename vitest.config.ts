import { defineConfig } from 'vitest/config';

// One test run for the whole repository; each workspace brings its own config.
export default defineConfig({
  test: {
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

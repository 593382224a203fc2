import { defineConfig } from 'vitest/config';

// One test run for the whole repository; each workspace brings its own config.
export default defineConfig({
  test: {
    projects: [
      'packages/*',
      'apps/*',
      // The lint configuration's own check: wrong imports are reported (eslint.config.test.ts).
      { test: { name: 'lint', include: ['eslint.config.test.ts'], environment: 'node', testTimeout: 60_000 } },
    ],
  },
});

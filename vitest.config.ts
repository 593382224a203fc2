import { defineConfig } from 'vitest/config';

// One test run for the whole repository; each workspace brings its own config.
export default defineConfig({
  test: {
    projects: ['packages/*', 'apps/*'],
  },
});

import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    setupFiles: ['test/setup.ts'],
    // The test files of a worker share one module graph (decision 0074): the app's modules and the shipped
    // models load once, not once a file (about 2 s of each file's 3 to 4 before).
    isolate: false,
    // Each test file builds fresh apps on fresh databases; PGlite start-up takes a moment.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Autoload imports src/plugins and src/routes itself; inlined, its imports go through Vitest
    // and the TypeScript files load.
    server: { deps: { inline: ['@fastify/autoload'] } },
  },
});

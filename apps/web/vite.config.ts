import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { firstPaint } from './vite-first-paint';
import { precompress } from './vite-precompress';
import { preloadLanding } from './vite-preload-landing';
import { subsetBengaliFontPlugin } from './vite-subset-font';

export default defineConfig({
  plugins: [react(), tailwindcss(), preloadLanding(), firstPaint(), subsetBengaliFontPlugin(), precompress()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    // The API server listens on 8080 in development (docs/product/decisions.md, configuration names).
    proxy: { '/api': { target: 'http://127.0.0.1:8080', changeOrigin: false } },
  },
  // The manifest lets scripts/measure-home-bundle.mjs check the home route's size budget.
  // exceljs (~930 KB) is its own lazy chunk, loaded only when a report is exported.
  build: {
    outDir: 'dist',
    sourcemap: false,
    manifest: true,
    chunkSizeWarningLimit: 1000,
    rolldownOptions: {
      output: {
        // Every icon a page uses was a file of 200-400 bytes, each a round trip on a phone's connection;
        // together they are one small chunk (decision 0040).
        // The workbook writer keeps its name, so a journey can tell when it has loaded (only on an export).
        codeSplitting: {
          groups: [
            { name: 'icons', test: /node_modules[\\/]lucide-react[\\/]/, priority: 3 },
            { name: 'write-excel-file', test: /node_modules[\\/]write-excel-file[\\/]/, priority: 2 },
            { name: 'initial', tags: ['$initial'], priority: 1 },
          ],
        },
      },
    },
  },
});

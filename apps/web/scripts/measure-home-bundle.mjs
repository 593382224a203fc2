// Measures what the browser downloads to show the home route: the entry chunk, the home route chunk,
// everything they import statically, and the CSS, gzipped. Fails above the budget (250 KB gzipped).
// Usage: node scripts/measure-home-bundle.mjs [distDir]
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_BYTES = 250 * 1024;
const dist = process.argv[2] ?? new URL('../dist', import.meta.url).pathname;
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));

const files = new Set();
function collect(key) {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const css of chunk.css ?? []) files.add(css);
  for (const dep of chunk.imports ?? []) collect(dep);
}
collect('index.html');
collect('src/app/routes/home.tsx');

let total = 0;
for (const file of [...files].sort()) {
  const size = gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
  total += size;
  console.log(`${(size / 1024).toFixed(1).padStart(8)} KB  ${file}`);
}
console.log(
  `${(total / 1024).toFixed(1).padStart(8)} KB  total gzipped for the home route (budget ${BUDGET_BYTES / 1024} KB)`,
);
if (total > BUDGET_BYTES) process.exit(1);

// Builds the web app only when dist/index.html is missing or older than any source file,
// so `npm start` stays fast after the first build.
import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const output = join(root, 'dist', 'index.html');

function newestMtime(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

function isBuildStale() {
  let built;
  try {
    built = statSync(output).mtimeMs;
  } catch {
    return true;
  }
  // vite-*.ts: the build's own plugins (first paint, pre-compression, preloads) change what dist holds too.
  const plugins = readdirSync(root).filter((name) => /^vite-.*\.ts$/.test(name));
  const inputs = ['src', 'index.html', 'vite.config.ts', 'public', ...plugins].map((p) => join(root, p));
  return inputs.some((p) => {
    try {
      return newestMtime(p) > built;
    } catch {
      return false; // an optional input such as public/ may not exist
    }
  });
}

if (isBuildStale()) {
  const result = spawnSync('npx', ['vite', 'build'], { cwd: root, stdio: 'inherit' });
  process.exit(result.status ?? 1);
} else {
  console.log('web: dist/ is up to date, skipping build');
}

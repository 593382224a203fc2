import { readFile, readdir, writeFile } from 'node:fs/promises';
import { isAbsolute, join, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Logger, Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text the server would otherwise send whole; fonts and images are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|map)$/;

/** Smaller than this, a compressed copy saves less than its headers cost. */
const MIN_BYTES = 256;

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
}

/** Writes `<file>.br` (quality 11) and `<file>.gz` (level 9) beside one file; returns the three sizes. */
export async function precompressFile(file: string): Promise<{ raw: number; br: number; gz: number }> {
  const body = await readFile(file);
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzipAsync(body, { level: 9 }),
  ]);
  await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
  return { raw: body.length, br: br.length, gz: gz.length };
}

/**
 * Compresses the build once, at the slowest and smallest settings, so the server sends the copy the
 * browser accepts without compressing anything per request (@fastify/static `preCompressed`,
 * apps/server/src/plugins/web-app.ts; decision 0040). Node's own zlib: no native add-on to install.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  let logger: Logger | undefined;
  return {
    name: 'shobdo-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = isAbsolute(config.build.outDir) ? config.build.outDir : join(config.root, config.build.outDir);
      logger = config.logger;
    },
    async closeBundle() {
      const files = (await listFiles(outDir)).filter((f) => COMPRESSIBLE.test(f) && !f.includes(`${sep}.vite${sep}`));
      const sizes = await Promise.all(
        files.map(async (file) => ((await readFile(file)).length >= MIN_BYTES ? precompressFile(file) : null)),
      );
      const written = sizes.filter((s) => s !== null);
      const raw = written.reduce((sum, s) => sum + s.raw, 0);
      const br = written.reduce((sum, s) => sum + s.br, 0);
      logger?.info(`precompressed ${written.length} files: ${raw} bytes -> ${br} brotli`);
    },
  };
}

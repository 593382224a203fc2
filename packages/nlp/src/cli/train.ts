import { writeFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { buildModelFile } from '../train/build-model-file';
import { readLabelledCsv } from '../train/read-csv';
import { RECIPES, TASKS, type TaskName } from '../train/recipes';
import { parseArgs } from './parse-args';
import { MODELS_DIR } from './paths';

/**
 * npm run train -- --task <cyberbullying|sentiment|spam> --data <dir with train.csv, val.csv>
 *   [--seed 13] [--out <models dir>]
 * Writes <out>/<model>.model.gz with the validation figures of the written (quantised) file.
 */
function main(): void {
  const args = parseArgs(process.argv.slice(2));
  const task = args.task as TaskName;
  if (!TASKS.includes(task)) throw new Error(`--task must be one of ${TASKS.join(', ')}`);
  if (!args.data) throw new Error('--data <dir> is required');
  const dataDir = resolve(args.data);
  const seed = Number(args.seed ?? 13);
  const outDir = resolve(args.out ?? MODELS_DIR);
  const train = readLabelledCsv(join(dataDir, 'train.csv'));
  const val = readLabelledCsv(join(dataDir, 'val.csv'));
  for (const recipe of RECIPES[task]) {
    const started = Date.now();
    console.log(`${recipe.name}: training on ${train.rows.length} rows`);
    const { bytes, report } = buildModelFile(recipe, basename(dataDir), train, val, seed, (m) => console.log(m));
    const file = join(outDir, `${recipe.name}.model.gz`);
    writeFileSync(file, bytes);
    console.log(
      `  ${file}: ${(bytes.length / 1e6).toFixed(2)} MB, val accuracy ${report.accuracy.toFixed(4)}, macro-F1 ${report.macro_f1.toFixed(4)}, ECE ${report.ece.toFixed(4)} (${((Date.now() - started) / 1000).toFixed(0)} s)`,
    );
  }
}

try {
  main();
} catch (error) {
  console.error(`train: ${(error as Error).message}`);
  process.exit(1);
}

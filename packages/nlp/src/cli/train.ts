import { writeFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { buildModelFile } from '../train/build-model-file';
import { readLabelledCsv } from '../train/read-csv';
import { RECIPES, TASKS, type TaskName } from '../train/recipes';
import { parseArgs } from './parse-args';
import { MODELS_DIR } from './paths';
import { trainWithCorrections } from './train-with-corrections';

/**
 * npm run train -- --task <cyberbullying|sentiment|spam> --data <dir with train.csv, val.csv>
 *   [--seed 13] [--out <models dir>] [--model <recipe name>]
 *   [--corrections <accepted corrections CSV>] [--external <dir of the other teams' sets>]
 * Writes <out>/<model>.model.gz with the validation figures of the written (quantised) file. With
 * --corrections (the moderation export, docs/product/corrections.md) it trains each model without and with
 * them, prints the validation figures of both, and writes the corrected model only where --out names a folder.
 */
function main(): void {
  const args = parseArgs(process.argv.slice(2));
  const task = args.task as TaskName;
  if (!TASKS.includes(task)) throw new Error(`--task must be one of ${TASKS.join(', ')}`);
  if (!args.data) throw new Error('--data <dir> is required');
  const dataDir = resolve(args.data);
  const seed = Number(args.seed ?? 13);
  const recipes = RECIPES[task].filter((r) => !args.model || r.name === args.model);
  if (recipes.length === 0) throw new Error(`--model must be one of ${RECIPES[task].map((r) => r.name).join(', ')}`);
  const train = readLabelledCsv(join(dataDir, 'train.csv'));
  const val = readLabelledCsv(join(dataDir, 'val.csv'));
  if (args.corrections) {
    const out = args.out ? resolve(args.out) : undefined;
    const corrections = readLabelledCsv(resolve(args.corrections));
    for (const recipe of recipes) trainWithCorrections({ recipe, dataDir, train, val, corrections, seed, out });
    return;
  }
  const outDir = resolve(args.out ?? MODELS_DIR);
  for (const recipe of recipes) {
    const started = Date.now();
    console.log(`${recipe.name}: training on ${train.rows.length} rows`);
    const externalDir = args.external ? resolve(args.external) : undefined;
    const { bytes, report } = buildModelFile(
      recipe,
      basename(dataDir),
      train,
      val,
      seed,
      (m) => console.log(m),
      externalDir,
    );
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

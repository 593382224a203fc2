import { writeFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { decodeModelFile, encodeModelFile } from '../model/model-file';
import { createLinearTextModel } from '../model/linear-text-model';
import { evaluateModel } from '../train/evaluate-model';
import { readLabelledCsv } from '../train/read-csv';
import { RECIPES, TASKS, type TaskName } from '../train/recipes';
import { trainRecipe } from '../train/train-task';
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
  const dataName = `${basename(dataDir)}/train.csv`;
  for (const recipe of RECIPES[task]) {
    const started = Date.now();
    console.log(`${recipe.name}: training on ${train.rows.length} rows`);
    const data = trainRecipe(recipe, train, dataName, seed, (m) => console.log(m));
    // Measure the file as shipped: encode, decode, then evaluate the decoded model.
    const decoded = decodeModelFile(encodeModelFile(data));
    const info = { id: recipe.name, name: recipe.name, description: '', task: recipe.task, labels: recipe.labels, status: 'active' as const, version: recipe.version };
    const report = evaluateModel(createLinearTextModel(decoded, info), val.rows);
    data.meta.validation = { ...report, dataset: `${basename(dataDir)}/val.csv`, sha256: val.sha256 };
    const bytes = encodeModelFile(data);
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

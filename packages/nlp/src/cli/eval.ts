import { resolve } from 'node:path';
import { loadModelRegistry } from '../model/registry';
import { bootstrapMacroF1 } from '../train/bootstrap-interval';
import { predictRows } from '../train/evaluate-model';
import { evaluatePredictions } from '../train/metrics';
import { readLabelledCsv } from '../train/read-csv';
import { parseArgs } from './parse-args';
import { MODELS_DIR } from './paths';

/**
 * npm run --silent eval -- --model <id> --data <file.csv> [--models <dir>] [--bootstrap <resamples>]
 * Prints exactly one JSON object on stdout; any problem goes to stderr with exit code 1. With
 * --bootstrap, the object ends with "macro_f1_ci95": the percentile bootstrap interval of macro-F1
 * and its standard deviation, the sampling noise of the figure on a file of this size.
 */
async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  if (!args.model) throw new Error('--model <id> is required');
  if (!args.data) throw new Error('--data <file.csv> is required');
  const registry = await loadModelRegistry(resolve(args.models ?? MODELS_DIR));
  const model = registry.get(args.model);
  if (!model) {
    const known = registry.list().find((m) => m.id === args.model);
    throw new Error(known ? `model "${args.model}" is unavailable` : `unknown model "${args.model}"`);
  }
  const resamples = args.bootstrap === undefined ? 0 : Number(args.bootstrap);
  if (args.bootstrap !== undefined && !(Number.isInteger(resamples) && resamples >= 2)) {
    throw new Error('--bootstrap takes a whole number of resamples, at least 2');
  }
  const { rows } = readLabelledCsv(resolve(args.data));
  const truth = rows.map((r) => r.label);
  const { predicted, confidences } = predictRows(model, rows);
  const report = evaluatePredictions(truth, predicted, confidences, model.labels);
  const interval = resamples > 0 ? { macro_f1_ci95: bootstrapMacroF1(truth, predicted, model.labels, resamples) } : {};
  process.stdout.write(`${JSON.stringify({ model: args.model, ...report, ...interval })}\n`);
}

main().catch((error: unknown) => {
  console.error(`eval: ${(error as Error).message}`);
  process.exit(1);
});

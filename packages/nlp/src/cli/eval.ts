import { resolve } from 'node:path';
import { loadModelRegistry } from '../model/registry';
import { evaluateModel } from '../train/evaluate-model';
import { readLabelledCsv } from '../train/read-csv';
import { parseArgs } from './parse-args';
import { MODELS_DIR } from './paths';

/**
 * npm run --silent eval -- --model <id> --data <file.csv> [--models <dir>]
 * Prints exactly one JSON object on stdout; any problem goes to stderr with exit code 1.
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
  const { rows } = readLabelledCsv(resolve(args.data));
  const report = evaluateModel(model, rows);
  process.stdout.write(`${JSON.stringify({ model: args.model, ...report })}\n`);
}

main().catch((error: unknown) => {
  console.error(`eval: ${(error as Error).message}`);
  process.exit(1);
});

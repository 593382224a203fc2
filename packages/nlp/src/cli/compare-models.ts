import { resolve } from 'node:path';
import { loadModelRegistry } from '../model/registry';
import { splitExternal, type ExternalPart } from '../train/external-training';
import { pairedBootstrap } from '../train/paired-bootstrap';
import { readLabelledCsv } from '../train/read-csv';
import { argmax } from '../train/train-linear-model';
import { externalFigures, ownFigures } from './compare-figures';
import { EXTERNAL_SETS } from './external-sets';
import { parseArgs } from './parse-args';
import { MODELS_DIR } from './paths';

/**
 * npx tsx packages/nlp/src/cli/compare-models.ts --models <candidate dir> [--against <shipped dir>]
 *   --model <id> --data <file.csv> [--external <banth|violens|blp25>] [--part measure] [--resamples 2000]
 * Decision 0070's comparison: the same model id from two model folders on the same rows, every figure
 * with the paired bootstrap interval of candidate − shipped, and under "worse" the figures whose interval
 * lies wholly on the worse side of 0 (those block a candidate). Prints one JSON object.
 */
async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  if (!args.models || !args.model || !args.data) throw new Error('--models, --model and --data are required');
  const resamples = Number(args.resamples ?? 2000);
  if (args.part !== undefined && args.part !== 'train' && args.part !== 'measure')
    throw new Error('--part takes train or measure');
  const set = args.external === undefined ? undefined : EXTERNAL_SETS[args.external];
  if (args.external !== undefined && !set) throw new Error(`--external takes ${Object.keys(EXTERNAL_SETS).join(', ')}`);
  const modelId = args.model;
  const loadModel = async (dir: string) => {
    const model = (await loadModelRegistry(resolve(dir))).get(modelId);
    if (!model) throw new Error(`model "${modelId}" is not in ${dir}`);
    return model;
  };
  const [after, before] = await Promise.all([loadModel(args.models), loadModel(args.against ?? MODELS_DIR)]);
  const all = readLabelledCsv(resolve(args.data)).rows;
  const rows = args.part ? splitExternal(all, args.part as ExternalPart) : all;
  const predict = (model: typeof after) => rows.map((r) => model.labels[argmax(model.probabilities(r.text))] as string);
  const compared = set ? externalFigures(set, after.labels) : ownFigures(after.labels);
  const truth = rows.map((r) => r.label);
  const beforePredicted = predict(before);
  const afterPredicted = predict(after);
  const figures = pairedBootstrap(truth, beforePredicted, afterPredicted, compared.figures, resamples);
  const worse = Object.entries(figures)
    .filter(([name, f]) => (compared.lowerIsBetter.has(name) ? f.low > 0 : f.high < 0))
    .map(([name]) => name);
  const changed = beforePredicted.filter((p, i) => p !== afterPredicted[i]).length;
  process.stdout.write(
    `${JSON.stringify({ model: args.model, n: rows.length, changed, resamples, figures, lower_is_better: [...compared.lowerIsBetter], worse })}\n`,
  );
}

main().catch((error: unknown) => {
  console.error(`compare-models: ${(error as Error).message}`);
  process.exit(1);
});

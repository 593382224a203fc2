import { resolve } from 'node:path';
import { loadModelRegistry } from '../model/registry';
import { bootstrapMacroF1 } from '../train/bootstrap-interval';
import { predictRows } from '../train/evaluate-model';
import { argmax } from '../train/train-linear-model';
import { evaluatePredictions } from '../train/metrics';
import { readLabelledCsv } from '../train/read-csv';
import { splitExternal, type ExternalPart } from '../train/external-training';
import { EXTERNAL_SETS, measureExternal } from './external-sets';
import { parseArgs } from './parse-args';
import { measureWarningOf } from './warning-figures';
import { measureThroughServer } from './server-figures';
import { HARMLESS_LABEL } from '../explain/everyday-words';
import { ANALYSIS_WARNING_CODES, type AnalysisWarningCode } from '@shobdo/contracts';
import { MODELS_DIR, SUITES_DIR } from './paths';
import {
  checkSuiteFitsModel,
  readSuitePart,
  runSuitePart,
  SUITE_PARTS,
  suiteModelId,
  type SuitePart,
} from '../suite/functional-suite';
import type { ModelRegistry } from '../model/registry';
import type { TextModel } from '../model/types';

function warningCode(value: string): AnalysisWarningCode {
  if (!(ANALYSIS_WARNING_CODES as readonly string[]).includes(value))
    throw new Error(`--warning takes ${ANALYSIS_WARNING_CODES.join(', ')}`);
  return value as AnalysisWarningCode;
}

function getModel(registry: ModelRegistry, id: string): TextModel {
  const model = registry.get(id);
  if (model) return model;
  const known = registry.list().find((m) => m.id === id);
  throw new Error(known ? `model "${id}" is unavailable` : `unknown model "${id}"`);
}

/**
 * npm run --silent eval -- --suite <name> [--model <id>] [--part dev|heldout] [--failures true] [--suites <dir>]
 *   [--warning <code>]
 * Runs a functional test suite (packages/nlp/suites/<name>/{dev,heldout}.jsonl) and prints one JSON object:
 * per part, the pass rate overall and per functionality (and, with --failures true, the failed cases).
 * The model defaults to the suite's own (suite.json "model").
 */
async function evalSuite(args: Record<string, string>): Promise<void> {
  const suitesDir = resolve(args.suites ?? SUITES_DIR);
  const suite = args.suite as string;
  const modelId = suiteModelId(suitesDir, suite, args.model);
  if (args.part !== undefined && !(SUITE_PARTS as readonly string[]).includes(args.part)) {
    throw new Error(`--part takes ${SUITE_PARTS.join(' or ')}`);
  }
  if (args.failures !== undefined && args.failures !== 'true' && args.failures !== 'false')
    throw new Error('--failures takes true or false');
  const parts: readonly SuitePart[] = args.part ? [args.part as SuitePart] : SUITE_PARTS;
  const registry = await loadModelRegistry(resolve(args.models ?? MODELS_DIR));
  const model = getModel(registry, modelId);
  const out: Record<string, unknown> = { suite, model: modelId };
  const warning = args.warning === undefined ? undefined : warningCode(args.warning);
  for (const part of parts) {
    const cases = readSuitePart(suitesDir, suite, part);
    checkSuiteFitsModel(cases, model, suite);
    if (warning) {
      const labelled = cases.flatMap((c) => (c.label === undefined ? [] : [{ text: c.text, label: c.label }]));
      out[part] = measureWarningOf(model, labelled, warning, args.harmless ?? HARMLESS_LABEL);
      continue;
    }
    const { failures, ...result } = runSuitePart(model, cases);
    out[part] = args.failures === 'true' ? { ...result, failures } : result;
  }
  process.stdout.write(`${JSON.stringify(out)}\n`);
}

/**
 * npm run --silent eval -- --model <id> --data <file.csv> [--models <dir>] [--bootstrap <resamples>]
 * Prints exactly one JSON object on stdout; any problem goes to stderr with exit code 1. With
 * --bootstrap, the object ends with "macro_f1_ci95": the percentile bootstrap interval of macro-F1
 * and its standard deviation, the sampling noise of the figure on a file of this size.
 * With --external <banth|violens|blp25>, the file is another team's set with its own labels, measured
 * through the mapping of external-sets.ts (flagged or not, and the classes that map onto ours). With
 * --part measure (or train), only that part of the set (train/external-training.ts): the shipped bullying
 * models train on the train part of Vio-Lens and BanTH, so their figures on those sets are measured on the
 * other part.
 * With --warning <code> --harmless <label> (decision 0081), how often the model's harmful results (and, apart, its harmless
 * ones: decision 0095) carry that warning,
 * and how often those are harmless by the file's labels (`harmless` is the file's class of harmless comments); with
 * --suite, the same over each part's labelled cases. For a model without the harmless class (sentiment), no --harmless:
 * how often the results with the warning are wrong, against all results of the same classes (decision 0113).
 *
 * npm run --silent eval -- --url <server> --data <file.csv>[,<file.csv>...]
 * Issue 27's fresh-set measure (server-figures.ts): every row goes to the running server at <server> with no model
 * chosen, and the object gives each file's figures, all files' together and the bars. No text is printed.
 */
async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  if (args.suite !== undefined && args.data !== undefined) throw new Error('give --data or --suite, not both');
  if (args.url !== undefined) return evalThroughServer(args);
  if (args.suite !== undefined) return evalSuite(args);
  if (!args.model) throw new Error('--model <id> is required');
  if (!args.data) throw new Error('--data <file.csv> is required');
  const registry = await loadModelRegistry(resolve(args.models ?? MODELS_DIR));
  const model = getModel(registry, args.model);
  const resamples = args.bootstrap === undefined ? 0 : Number(args.bootstrap);
  if (args.bootstrap !== undefined && !(Number.isInteger(resamples) && resamples >= 2)) {
    throw new Error('--bootstrap takes a whole number of resamples, at least 2');
  }
  const { rows: allRows } = readLabelledCsv(resolve(args.data));
  if (args.part !== undefined && args.part !== 'train' && args.part !== 'measure')
    throw new Error('--part takes train or measure');
  const rows = args.part ? splitExternal(allRows, args.part as ExternalPart) : allRows;
  const truth = rows.map((r) => r.label);
  if (args.warning !== undefined) {
    const code = warningCode(args.warning);
    // A set's harmless label is its own (None, non_violence): a model of the bullying task needs it named.
    if (model.labels.includes(HARMLESS_LABEL) && args.harmless === undefined)
      throw new Error("--warning needs --harmless <the set's harmless label>");
    const figures = measureWarningOf(model, rows, code, args.harmless ?? HARMLESS_LABEL);
    process.stdout.write(`${JSON.stringify({ model: args.model, part: args.part ?? 'all', ...figures })}\n`);
    return;
  }
  if (args.external !== undefined) {
    const set = EXTERNAL_SETS[args.external];
    if (!set) throw new Error(`--external takes ${Object.keys(EXTERNAL_SETS).join(', ')}`);
    const predicted = rows.map((r) => model.labels[argmax(model.probabilities(r.text))] as string);
    const report = measureExternal(set, truth, predicted, model.labels);
    process.stdout.write(
      `${JSON.stringify({ model: args.model, external: args.external, part: args.part ?? 'all', ...report })}\n`,
    );
    return;
  }
  const { predicted, confidences } = predictRows(model, rows);
  const report = evaluatePredictions(truth, predicted, confidences, model.labels);
  const interval = resamples > 0 ? { macro_f1_ci95: bootstrapMacroF1(truth, predicted, model.labels, resamples) } : {};
  process.stdout.write(`${JSON.stringify({ model: args.model, ...report, ...interval })}\n`);
}

async function evalThroughServer(args: Record<string, string>): Promise<void> {
  if (args.model !== undefined || args.models !== undefined)
    throw new Error('--url measures the default model of the server at that address: give no --model or --models');
  if (!args.data) throw new Error('--data <file.csv>[,<file.csv>...] is required');
  const files = args.data.split(',').map((file) => resolve(file));
  const report = await measureThroughServer(args.url as string, files);
  process.stdout.write(`${JSON.stringify(report)}\n`);
}

main().catch((error: unknown) => {
  console.error(`eval: ${(error as Error).message}`);
  process.exit(1);
});

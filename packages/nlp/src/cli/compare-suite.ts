import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { loadModelRegistry } from '../model/registry';
import { readSuitePart, runSuitePart, SUITE_PARTS, type SuitePart } from '../suite/functional-suite';
import { signTestP } from '../train/sign-test';
import { parseArgs } from './parse-args';
import { MODELS_DIR, SUITES_DIR } from './paths';

/**
 * npx tsx packages/nlp/src/cli/compare-suite.ts --models <candidate dir> [--against <shipped dir>] --suite <name>
 *   [--part heldout] [--model <id>] [--suites <dir>]
 * Decision 0079's comparison: the cases of one suite part whose verdict changes between the two folders' model,
 * counted as gained (only the candidate passes) or lost, by functionality, with the exact two-sided sign test's p.
 * `falls_beyond_noise` is true when more are lost than gained and p < 0.05 (such a candidate is held back). No
 * case's text is printed, so the held-out part can be compared without being read.
 */
async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  if (!args.models || !args.suite) throw new Error('--models and --suite are required');
  const part = (args.part ?? 'heldout') as SuitePart;
  if (!SUITE_PARTS.includes(part)) throw new Error(`--part takes ${SUITE_PARTS.join(' or ')}`);
  const suitesDir = resolve(args.suites ?? SUITES_DIR);
  const settings = JSON.parse(readFileSync(join(suitesDir, args.suite, 'suite.json'), 'utf8')) as { model?: string };
  const modelId = args.model ?? settings.model;
  if (!modelId) throw new Error(`--model <id> is required: suite "${args.suite}" names no model of its own`);
  const cases = readSuitePart(suitesDir, args.suite, part);
  const failuresOf = async (dir: string) => {
    const model = (await loadModelRegistry(resolve(dir))).get(modelId);
    if (!model) throw new Error(`model "${modelId}" is not in ${dir}`);
    return new Set(runSuitePart(model, cases).failures.map((f) => `${f.functionality}\u0000${f.text}`));
  };
  const [after, before] = await Promise.all([failuresOf(args.models), failuresOf(args.against ?? MODELS_DIR)]);
  const byFunctionality: Record<string, { gained: number; lost: number }> = {};
  const count = (key: string, field: 'gained' | 'lost') => {
    const functionality = key.split('\u0000')[0] as string;
    (byFunctionality[functionality] ??= { gained: 0, lost: 0 })[field]++;
  };
  for (const key of before) if (!after.has(key)) count(key, 'gained');
  for (const key of after) if (!before.has(key)) count(key, 'lost');
  const gained = Object.values(byFunctionality).reduce((sum, f) => sum + f.gained, 0);
  const lost = Object.values(byFunctionality).reduce((sum, f) => sum + f.lost, 0);
  const p = signTestP(gained, lost);
  const result = {
    suite: args.suite,
    part,
    model: modelId,
    n: cases.length,
    gained,
    lost,
    p,
    falls_beyond_noise: lost > gained && p < 0.05,
    by_functionality: byFunctionality,
  };
  process.stdout.write(`${JSON.stringify(result)}\n`);
}

main().catch((error: unknown) => {
  console.error(`compare-suite: ${(error as Error).message}`);
  process.exit(1);
});

import { resolve } from 'node:path';
import { loadModelRegistry } from '../model/registry';
import { readSuitePart, runSuitePart, SUITE_PARTS, suiteModelId, type SuitePart } from '../suite/functional-suite';
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
  const modelId = suiteModelId(suitesDir, args.suite, args.model);
  const cases = readSuitePart(suitesDir, args.suite, part);
  // Each folder's failed cases: case (functionality and text) → its functionality.
  const failuresOf = async (dir: string) => {
    const model = (await loadModelRegistry(resolve(dir))).get(modelId);
    if (!model) throw new Error(`model "${modelId}" is not in ${dir}`);
    return new Map(
      runSuitePart(model, cases).failures.map((f) => [`${f.functionality}\u0000${f.text}`, f.functionality]),
    );
  };
  const [after, before] = await Promise.all([failuresOf(args.models), failuresOf(args.against ?? MODELS_DIR)]);
  const byFunctionality: Record<string, { gained: number; lost: number }> = {};
  // The cases failed in `from` only, counted by functionality under `field`; returns how many.
  const tally = (from: Map<string, string>, other: Map<string, string>, field: 'gained' | 'lost') => {
    let n = 0;
    for (const [key, functionality] of from) {
      if (other.has(key)) continue;
      (byFunctionality[functionality] ??= { gained: 0, lost: 0 })[field]++;
      n++;
    }
    return n;
  };
  const gained = tally(before, after, 'gained');
  const lost = tally(after, before, 'lost');
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

import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { buildModelFile } from '../train/build-model-file';
import { foldCorrections } from '../train/fold-corrections';
import type { EvaluationReport } from '../train/metrics';
import type { LabelledCsv } from '../train/read-csv';
import type { ModelRecipe } from '../train/model-recipe';

export interface CorrectionsRun {
  recipe: ModelRecipe;
  dataDir: string;
  train: LabelledCsv;
  val: LabelledCsv;
  corrections: LabelledCsv;
  seed: number;
  /** Folder for the corrected model file; none: figures only, the shipped files stay as they are. */
  out: string | undefined;
}

const figures = (r: EvaluationReport) =>
  `accuracy ${r.accuracy.toFixed(4)}, macro-F1 ${r.macro_f1.toFixed(4)}, weighted-F1 ${r.weighted_f1.toFixed(4)}, ECE ${r.ece.toFixed(4)}`;

/**
 * Trains a recipe without and with the accepted corrections and prints both validation figures (on the
 * validation rows no correction names), so a team can decide whether to ship the corrected model.
 */
export function trainWithCorrections(run: CorrectionsRun): { before: EvaluationReport; after: EvaluationReport } {
  const { recipe, dataDir, train, val, corrections, seed } = run;
  const folded = foldCorrections(recipe.labels, train.rows, val.rows, corrections.rows);
  console.log(
    `${recipe.name}: ${folded.added} corrections (${folded.skippedLabels} skipped: not this model's classes); ` +
      `validation on ${folded.val.length} of ${val.rows.length} rows (${folded.heldOutOverlap} named by a correction left out)`,
  );
  const valRows: LabelledCsv = { rows: folded.val, sha256: val.sha256 };
  const quiet = () => {};
  const before = buildModelFile(recipe, basename(dataDir), train, valRows, seed, quiet).report;
  console.log(`  before: ${figures(before)}`);
  const sha256 = createHash('sha256').update(train.sha256).update(corrections.sha256).digest('hex');
  const built = buildModelFile(recipe, basename(dataDir), { rows: folded.train, sha256 }, valRows, seed, quiet);
  const after = built.report;
  console.log(`  after:  ${figures(after)}`);
  console.log(
    `  change: accuracy ${(after.accuracy - before.accuracy).toFixed(4)}, macro-F1 ${(after.macro_f1 - before.macro_f1).toFixed(4)}`,
  );
  if (run.out) {
    const file = join(run.out, `${recipe.name}.model.gz`);
    writeFileSync(file, built.bytes);
    console.log(`  ${file}: the model trained with the corrections`);
  }
  return { before, after };
}

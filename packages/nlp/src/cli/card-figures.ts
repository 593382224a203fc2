import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Calibration } from '../model/calibration';
import { decodeModelFile } from '../model/model-file';
import { formatValidationLine } from '../model/format-validation-line';
import { MODELS_DIR } from './paths';

/**
 * npx tsx packages/nlp/src/cli/card-figures.ts <file.model.gz>...
 * Prints the validation figures of model files as Markdown for models/MODEL_CARD.md, so the card
 * quotes the files rather than retyped numbers (a test checks the card against the files).
 */
const f4 = (x: number) => x.toFixed(4);
const describeCalibration = (c: Calibration) =>
  c.method === 'softmax' ? `softmax, temperature ${f4(c.temperature)}` : `one-vs-rest sigmoid, slope ${f4(c.slope)}, offset ${f4(c.offset)}`;

for (const name of process.argv.slice(2)) {
  const { meta, vocab } = decodeModelFile(readFileSync(join(MODELS_DIR, name)));
  const v = meta.validation;
  console.log(`#### ${meta.name} ${meta.version} (\`${name}\`)\n`);
  console.log(`- Features kept: ${vocab.length}; settings: \`${JSON.stringify(meta.training.settings)}\`; calibration ${describeCalibration(meta.calibration)}`);
  console.log(`- Training data: \`${meta.training.data}\` (${meta.training.rows} rows, sha256 \`${meta.training.sha256}\`), seed ${meta.training.seed}`);
  if (!v) continue;
  console.log(`- Validation: ${formatValidationLine(v)}\n`);
  console.log('| class | precision | recall | F1 | support |\n|---|---|---|---|---|');
  for (const [label, m] of Object.entries(v.per_class)) {
    console.log(`| ${label} | ${f4(m.precision)} | ${f4(m.recall)} | ${f4(m.f1)} | ${m.support} |`);
  }
  console.log(`\nConfusion matrix (rows: true, columns: predicted)\n`);
  console.log(`| | ${v.confusion.labels.join(' | ')} |\n|---|${v.confusion.labels.map(() => '---').join('|')}|`);
  v.confusion.matrix.forEach((row, i) => console.log(`| **${v.confusion.labels[i]}** | ${row.join(' | ')} |`));
  console.log('');
}

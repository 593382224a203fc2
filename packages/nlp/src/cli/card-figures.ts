import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { decodeModelFile } from '../model/model-file';
import { formatCardFigures } from '../model/format-card-figures';
import { MODELS_DIR } from './paths';

/**
 * npx tsx packages/nlp/src/cli/card-figures.ts [--lang bn] <file.model.gz>...
 * Prints the validation figures of model files as Markdown for models/MODEL_CARD.md (or, with
 * `--lang bn`, for models/MODEL_CARD.bn.md), so the cards quote the files rather than retyped numbers
 * (a test checks both cards against the files).
 */
const args = process.argv.slice(2);
const langAt = args.indexOf('--lang');
const language = langAt >= 0 && args[langAt + 1] === 'bn' ? 'bn' : 'en';
const files = langAt >= 0 ? args.filter((_, i) => i !== langAt && i !== langAt + 1) : args;

for (const name of files) {
  console.log(`${formatCardFigures(name, decodeModelFile(readFileSync(join(MODELS_DIR, name))), language)}\n`);
}

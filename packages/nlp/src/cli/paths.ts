import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root, found from this file's place (packages/nlp/src/cli). */
export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');
export const MODELS_DIR = resolve(REPO_ROOT, 'models');
export const SUITES_DIR = resolve(REPO_ROOT, 'packages/nlp/suites');

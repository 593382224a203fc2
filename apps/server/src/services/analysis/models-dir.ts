import { fileURLToPath } from 'node:url';

/** The repository's `models/` folder: model files and MODEL_CARD.md ship with the code. */
export const MODELS_DIR = fileURLToPath(new URL('../../../../../models', import.meta.url));

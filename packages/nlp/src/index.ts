export { loadModelRegistry, type ModelRegistry, type ManifestEntry } from './model/registry';
export type { TextModel, Prediction, PredictOptions, LabelExplanation, TokenContribution } from './model/types';
export { summarize } from './explain/summarize';
export { normalizeText } from './text/normalize-text';
export { tokenize, type Token, type TokenKind } from './text/tokenize';
export { detectInputScript, type InputScript } from './text/detect-language';
export { transliterateText, transliterateWord } from './text/transliterate';
export { analysisWarnings } from './explain/warnings';

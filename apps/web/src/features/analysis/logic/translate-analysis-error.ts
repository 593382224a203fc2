import type { TFunction } from 'i18next';
import type { AnalysisError } from '../types';

/**
 * An analysis failure in the UI's language. Unknown words (a message the client has no key for) are
 * shown as the server sent them; translating at render time lets a language switch re-word an error
 * already on screen.
 */
export function translateAnalysisError(error: AnalysisError, t: TFunction): string {
  return error.key ? t(error.key, { ...error.values, defaultValue: error.message }) : error.message;
}

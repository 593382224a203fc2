import { ANALYSIS_MESSAGES, matchModelMessage } from '@shobdo/contracts';
import { ApiRequestError } from '@/lib/api-errors';
import type { AnalysisError } from '../types';

// The server's analysis messages in English, word for word from @shobdo/contracts, and their keys in
// the message files (the same way auth errors are recognised in features/auth/lib/translate-error.ts).
const VALIDATION_KEYS = new Map<string, string>([
  [ANALYSIS_MESSAGES.empty, 'analysis:validation.empty'],
  [ANALYSIS_MESSAGES.tooLong, 'analysis:validation.tooLong'],
  [ANALYSIS_MESSAGES.notText, 'analysis:validation.notText'],
]);

/**
 * The words shown under the input when an analysis fails (docs/product/api.md#errors): a time-out gets the
 * analysis-specific text, network and server errors keep their own wording, anything else is
 * 'Analysis failed'. A server message the client knows gets a key, so it shows in the UI's language.
 */
export function toAnalysisError(error: unknown): AnalysisError {
  if (error instanceof ApiRequestError) {
    if (error.status === 408) {
      return {
        key: 'analysis:errors.timedOut',
        message: 'Analysis request timed out. This can happen when the ML model is loading. Please try again.',
      };
    }
    const validation = VALIDATION_KEYS.get(error.message);
    if (validation) return { key: validation, message: error.message };
    const model = matchModelMessage(error.message);
    if (model) return { key: `analysis:server.${model.key}`, message: error.message, values: model.values };
    return { key: error.messageKey ? `errors:${error.messageKey}` : null, message: error.message };
  }
  return { key: 'analysis:errors.failed', message: 'Analysis failed' };
}

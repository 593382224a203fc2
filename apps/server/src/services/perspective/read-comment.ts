import { isBlankText, MAX_TEXT_LENGTH, type PerspectiveAnalyzeRequest } from '@shobdo/contracts';
import { detectInputScript } from '@shobdo/nlp';
import { commentEmpty, commentTooLong, invalidRequest } from './perspective-error';

/** The comment's text, or Perspective's error for a missing, blank, over-long or non-plain-text comment. */
export function readCommentText(comment: PerspectiveAnalyzeRequest['comment']): string {
  const type = comment?.type ?? 'PLAIN_TEXT';
  if (type !== 'PLAIN_TEXT') {
    throw invalidRequest(
      type === 'HTML' ? "Currently, only 'PLAIN_TEXT' comments are supported" : `Unknown text type: ${type}`,
    );
  }
  const text = comment?.text ?? '';
  if (isBlankText(text)) throw commentEmpty();
  if (text.length > MAX_TEXT_LENGTH) throw commentTooLong();
  return text;
}

export interface CommentReading {
  /** The model that reads the comment's writing: both are the same weights (models/registry.json). */
  modelId: 'bangla-sentiment-v1' | 'multilingual-v1';
  /** What the answer's detectedLanguages says. */
  detectedLanguages: string[];
}

/**
 * Which model reads the comment, from its text alone (ADR 0044): Bengali script goes to the default model,
 * romanized Bangla to multilingual-v1, which transliterates it first, English beside Bengali words to the default
 * model (decision 0086); anything else (English) is not read,
 * and null says so. A declared language never overrides the text: Coral Talk declares "en" for every
 * locale it cannot map.
 */
export function readCommentLanguage(text: string): CommentReading | null {
  const script = detectInputScript(text);
  if (script === 'bengali') return { modelId: 'bangla-sentiment-v1', detectedLanguages: ['bn'] };
  if (script === 'romanized') return { modelId: 'multilingual-v1', detectedLanguages: ['bn'] };
  // English beside Bengali words (decision 0086): its Bengali words are read, as the native API reads them.
  if (script === 'mixed') return { modelId: 'bangla-sentiment-v1', detectedLanguages: ['bn', 'en'] };
  return null;
}

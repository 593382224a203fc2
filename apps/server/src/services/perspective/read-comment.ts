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
 * model (decision 0086); anything else (English, or another writing: decision 0088) is not read, and null says so
 * (unreadCommentLanguages names its language). A declared language never overrides the text: Coral Talk declares
 * "en" for every locale it cannot map.
 */
export function readCommentLanguage(text: string): CommentReading | null {
  const script = detectInputScript(text);
  if (script === 'bengali') return { modelId: 'bangla-sentiment-v1', detectedLanguages: ['bn'] };
  if (script === 'romanized') return { modelId: 'multilingual-v1', detectedLanguages: ['bn'] };
  // English beside Bengali words (decision 0086): its Bengali words are read, as the native API reads them.
  if (script === 'mixed') return { modelId: 'bangla-sentiment-v1', detectedLanguages: ['bn', 'en'] };
  return null;
}

/**
 * The most common language of each other writing, first found first (Japanese before Chinese: its text holds Han
 * characters too). What Perspective's detectedLanguages names for a comment in it (decision 0088).
 */
const WRITING_LANGUAGES: readonly (readonly [RegExp, string])[] = [
  [/\p{Script=Devanagari}/u, 'hi'],
  [/\p{Script=Arabic}/u, 'ar'],
  [/\p{Script=Cyrillic}/u, 'ru'],
  [/[\p{Script=Hiragana}\p{Script=Katakana}]/u, 'ja'],
  [/\p{Script=Han}/u, 'zh'],
  [/\p{Script=Hangul}/u, 'ko'],
  [/\p{Script=Greek}/u, 'el'],
  [/\p{Script=Hebrew}/u, 'he'],
  [/\p{Script=Thai}/u, 'th'],
  [/\p{Script=Tamil}/u, 'ta'],
  [/\p{Script=Telugu}/u, 'te'],
  [/\p{Script=Gurmukhi}/u, 'pa'],
  [/\p{Script=Gujarati}/u, 'gu'],
  [/\p{Script=Oriya}/u, 'or'],
  [/\p{Script=Kannada}/u, 'kn'],
  [/\p{Script=Malayalam}/u, 'ml'],
  [/\p{Script=Sinhala}/u, 'si'],
  [/\p{Script=Myanmar}/u, 'my'],
];

/**
 * The detectedLanguages of a comment that readCommentLanguage does not read: English, or the most common language
 * of its other writing (Hindi for Devanagari, Arabic for the Arabic script, ...), `und` (undetermined) for a writing
 * not in the table (decision 0088).
 */
export function unreadCommentLanguages(text: string): string[] {
  if (detectInputScript(text) !== 'other') return ['en'];
  const found = WRITING_LANGUAGES.find(([writing]) => writing.test(text));
  return [found ? found[1] : 'und'];
}

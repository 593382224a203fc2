import { normalizeToken } from './normalize-text';

export type TokenKind = 'bengali' | 'latin' | 'number' | 'emoji' | 'punct';

export interface Token {
  /** The token exactly as it appears in the original text. */
  text: string;
  /** The normalised, lower-cased form that models see. */
  normalized: string;
  /** [start, end) in UTF-16 code units of the ORIGINAL text, so the UI can highlight in place. */
  start: number;
  end: number;
  kind: TokenKind;
}

// Invisible characters are allowed inside a word run: they are removed by normalisation, and must not cut
// the word in two. Property classes, never \w, so that vowel signs, hasanta and nukta stay in the word.
const WORD = '[\\p{L}\\p{M}\\p{N}\\u200B-\\u200D\\u2060\\u00AD]+';
const EMOJI =
  '\\p{Regional_Indicator}{2}|\\p{Extended_Pictographic}(?:\\uFE0F|\\p{Emoji_Modifier}|\\u200D\\p{Extended_Pictographic}\\uFE0F?)*';
// A number written with separators between digits (১০,০০০ · 3.5 · ১২:৩০) is one number, not three tokens.
const GROUPED_NUMBER = '\\p{N}+(?:[.,:]\\p{N}+)+';
// A repeated punctuation mark ("!!!", "...") is one token (group 3 is the mark); any other non-space
// character is a token by itself.
const OTHER = '([^\\s\\p{L}\\p{M}\\p{N}])\\3*';
const TOKEN_RE = new RegExp(`(${EMOJI})|(${GROUPED_NUMBER}|${WORD})|${OTHER}`, 'gu');

const BENGALI = /[\u0980-\u09FF]/;
const NUMBER = /^[\p{N}.,:]+$/u;

function classifyWord(normalized: string): TokenKind {
  if (NUMBER.test(normalized)) return 'number';
  return BENGALI.test(normalized) ? 'bengali' : 'latin';
}

/** Splits text into words, numbers, emoji and punctuation, with spans in the text as given. */
export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  for (const m of text.matchAll(TOKEN_RE)) {
    const raw = m[0];
    const start = m.index;
    // An emoji keeps its zero-width joiners: they make one picture of several (👨‍👩‍👧, 🤦‍♂️).
    const normalized = m[1] ? raw.normalize('NFC') : normalizeToken(raw).toLowerCase();
    if (normalized.length === 0) continue; // a run of invisible characters only
    const kind: TokenKind = m[1] ? 'emoji' : m[2] ? classifyWord(normalized) : 'punct';
    tokens.push({ text: raw, normalized, start, end: start + raw.length, kind });
  }
  return tokens;
}

export function isWordToken(token: Token): boolean {
  return token.kind === 'bengali' || token.kind === 'latin' || token.kind === 'number';
}

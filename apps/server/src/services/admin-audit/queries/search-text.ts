import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { stripInvisibleChars } from '@shobdo/contracts';
import { replaceNul } from '../../analysis/replace-nul';

/**
 * Admin searches match Bengali across encodings the way the history search does (contracts
 * stripInvisibleChars, then NFC): a text typed with ZWNJ/ZWJ or in decomposed form is found by
 * the same letters in composed form, and the other way round. The column expression is a literal
 * so that an expression index can match it (see docs/performance.md).
 */
export function normalizedText(column: SQLWrapper): SQL {
  return sql`lower(normalize(regexp_replace(${column}, '[\\u00AD\\u200B-\\u200D\\u2060\\uFEFF]', '', 'g'), NFC))`;
}

/** The LIKE pattern of a search: the same normalisation, wildcards in the search taken literally. */
export function toSearchPattern(search: string): string {
  const text = stripInvisibleChars(replaceNul(search)).normalize('NFC').toLowerCase();
  return `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

/** True when the search has letters left after normalisation (an all-invisible search filters nothing). */
export function hasSearchText(search: string | undefined): search is string {
  return !!search && stripInvisibleChars(search).trim().length > 0;
}

import type { WordContribution } from '@shobdo/contracts';
import { escapeCellText } from './escape-cell';
import { getRelativeRank, type RelativeRank } from './relative-rank';
import { roundTo } from './round';

export const WORD_COLUMNS = [
  'Rank',
  'Word/Phrase',
  'Contribution Percentage',
  'Contribution Score',
  'Normalized Score',
] as const;
export const CSV_WORD_COLUMNS = [...WORD_COLUMNS, 'Relative Rank'] as const;

export interface WordRow {
  rank: number;
  word: string;
  /** Signed share in percent, 2 decimals. */
  percentage: number;
  /** The model's signed additive score for the word. */
  score: number;
  /** |score| relative to the largest |score|, scaled to 100, 2 decimals. */
  normalized: number;
  relativeRank: RelativeRank;
}

/** One row per word in the server's rank order (rank = list position), ready for Excel or CSV. */
export function buildWordRows(words: readonly WordContribution[]): WordRow[] {
  const maxAbs = words.reduce((max, w) => Math.max(max, Math.abs(w.contribution)), 0);
  return words.map((w, index) => ({
    rank: index + 1,
    word: escapeCellText(w.word),
    percentage: roundTo(w.contribution_percentage, 2),
    score: roundTo(w.contribution, 6),
    normalized: maxAbs === 0 ? 0 : roundTo((Math.abs(w.contribution) / maxAbs) * 100, 2),
    relativeRank: getRelativeRank(index + 1, words.length),
  }));
}

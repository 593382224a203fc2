export type ConfidenceBand = 'high' | 'medium' | 'low';

/**
 * Confidence colour bands of docs/product/constants.md#display: green at 80 or more, yellow at 60 or more, red below.
 * Banded as shown, to one decimal: 79.96 reads '80.0%' and must not sit on a yellow bar.
 */
export function getConfidenceBand(confidence: number): ConfidenceBand {
  const shown = Math.round(confidence * 10) / 10;
  if (shown >= 80) return 'high';
  if (shown >= 60) return 'medium';
  return 'low';
}

export interface ProcessingTimeParts {
  value: number;
  unit: 'ms' | 's';
  decimals: number;
}

/**
 * Under 1 s in milliseconds, otherwise seconds with 2 decimals (docs/product/constants.md#display). Milliseconds
 * keep one decimal below 10 ms because a linear model often answers in well under one.
 */
export function splitProcessingTime(ms: number): ProcessingTimeParts {
  if (ms >= 1000) return { value: ms / 1000, unit: 's', decimals: 2 };
  return { value: ms, unit: 'ms', decimals: ms < 10 ? 1 : 0 };
}

export const TOP_WORDS_LIMIT = 10;

/** Bar width of a word in the top list, relative to the largest absolute contribution shown. */
export function getBarWidth(percentage: number, largest: number): number {
  if (largest <= 0) return 0;
  return Math.round((Math.abs(percentage) / largest) * 1000) / 10;
}

export type ContributionDirection = 'for' | 'against' | 'none';

/**
 * Which colour a word's share takes. Shares are shown with one decimal, so one under 0.05 in size reads
 * '0.0%': it takes neither the prediction's colour nor the 'against' blue, and colour and sign agree.
 */
export function getContributionDirection(percentage: number): ContributionDirection {
  if (Math.abs(percentage) < 0.05) return 'none';
  return percentage > 0 ? 'for' : 'against';
}

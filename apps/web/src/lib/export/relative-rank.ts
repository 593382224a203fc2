export type RelativeRank = 'Top 10%' | 'Top 25%' | 'Top 50%' | 'Bottom 50%';

/**
 * Where a 1-based rank falls in a list of `total` items (docs/product/constants.md#exports): 'Top 10%' when
 * rank <= 10% of the list, 'Top 25%' when rank <= 25%, 'Top 50%' when rank <= 50%, else 'Bottom 50%'.
 * The comparisons are done in integers (rank * 10 <= total) so that no float rounding moves an item
 * across a band: twenty-five items split 2/4/6/13, never giving the 12% item a 'Top 10%'.
 *
 * One exception, for lists under ten items where 10% is less than one item: the first item is still
 * 'Top 10%'. A reader scanning the column expects the list's best word to carry the best band (no
 * word ranks above it), rather than a file whose top band is empty for every short text. Every other
 * item follows the exact rule, so a 4-item list reads Top 10% / Top 50% / Bottom 50% / Bottom 50%.
 */
export function getRelativeRank(rank: number, total: number): RelativeRank {
  if (rank === 1 || rank * 10 <= total) return 'Top 10%';
  if (rank * 4 <= total) return 'Top 25%';
  if (rank * 2 <= total) return 'Top 50%';
  return 'Bottom 50%';
}

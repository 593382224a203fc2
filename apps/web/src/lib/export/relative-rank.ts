export type RelativeRank = 'Top 10%' | 'Top 25%' | 'Top 50%' | 'Bottom 50%';

/**
 * Where a 1-based rank falls in a list of `total` items: 'Top 10%' when the items ranked above it
 * make up less than 10% of the list, and so on. This splits twenty items 2/3/5/10 and always puts
 * the top item of any list in the top 10%.
 */
export function getRelativeRank(rank: number, total: number): RelativeRank {
  const above = (rank - 1) / total;
  if (above < 0.1) return 'Top 10%';
  if (above < 0.25) return 'Top 25%';
  if (above < 0.5) return 'Top 50%';
  return 'Bottom 50%';
}

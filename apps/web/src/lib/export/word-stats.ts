export interface WordStatistics {
  count: number;
  average: number;
  median: number;
  highest: number;
  lowest: number;
  /** Population standard deviation: the list is every listed word, not a sample of them. */
  standardDeviation: number;
}

/** Summary statistics of the words' contribution percentages (the Excel 'Statistics' sheet). */
export function computeWordStatistics(values: readonly number[]): WordStatistics {
  const count = values.length;
  if (count === 0) return { count: 0, average: 0, median: 0, highest: 0, lowest: 0, standardDeviation: 0 };
  const sorted = [...values].sort((a, b) => a - b);
  const average = values.reduce((sum, v) => sum + v, 0) / count;
  const middle = Math.floor(count / 2);
  const median =
    count % 2 === 1 ? (sorted[middle] as number) : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
  const variance = values.reduce((sum, v) => sum + (v - average) ** 2, 0) / count;
  return {
    count,
    average,
    median,
    highest: sorted[count - 1] as number,
    lowest: sorted[0] as number,
    standardDeviation: Math.sqrt(variance),
  };
}

/** What a `bench/*.bench.ts` file default-exports: an async function returning its figures. */
export interface BenchRow {
  name: string;
  value: number;
  unit: string;
  /** A target such as "< 1 ms", shown beside the figure. */
  target?: string;
  pass?: boolean;
}

export interface BenchResult {
  title: string;
  rows: BenchRow[];
  /** Free-form extra data written to results.json only. */
  details?: Record<string, unknown>;
}

export type BenchFile = () => Promise<BenchResult>;

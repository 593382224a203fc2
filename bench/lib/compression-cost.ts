import { forEachResample, percentileOf } from '../../packages/nlp/src/train/bootstrap-resamples';

/**
 * What compression costs an endpoint, measured on one running server: short load windows with and
 * without `accept-encoding`, alternating (the order flips every round), so that both settings see the
 * same process, the same warmed JIT and database, and the same minute of the machine. Separate runs of the
 * bench for each setting differ by 20 to 40 % on this machine from one hour to the next (and by 10 % from
 * one run to the next), which hides a 5 % cost; paired windows do not.
 */
export interface WindowFigures {
  requests_per_second: number;
  p99_ms: number;
  main_thread_ms_per_request: number;
}

export interface CompressionCost {
  rounds: number;
  window_seconds: number;
  accept_encoding: string;
  compressed: WindowFigures[];
  uncompressed: WindowFigures[];
  /** Mean throughput compressed / uncompressed, minus one (negative: compression costs throughput). */
  throughput_change: number;
  /** Mean p99 compressed / uncompressed, minus one (positive: compression adds latency). */
  p99_change: number;
  /**
   * Mean time of the server's thread per request, compressed / plain, minus one: what the codec and its
   * hook add to the thread that answers (steadier from window to window than the throughput).
   */
  server_thread_change: number;
  /** The same throughput ratio for each round, to show the spread. */
  throughput_change_by_round: number[];
  /**
   * The 95 % intervals of the throughput and p99 changes: a percentile bootstrap over the rounds (each round's pair
   * of windows drawn with replacement, 2,000 times, seed 1). Rounds differ by up to 20 % from one to the next on this
   * machine, so one run's mean can land either side of a 5 % bar; the interval says how far it could.
   */
  throughput_change_ci95: ChangeInterval;
  p99_change_ci95: ChangeInterval;
}

export interface ChangeInterval {
  low: number;
  high: number;
}

/** One load window with the given accept-encoding ('' = the header is not sent). */
export type MeasureWindow = (acceptEncoding: string, seconds: number) => Promise<WindowFigures>;

const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / Math.max(values.length, 1);

const BOOTSTRAP_RESAMPLES = 2000;

/** Mean compressed / mean plain, minus one, for one figure (`floor` keeps a zero denominator out). */
function change(compressed: WindowFigures[], uncompressed: WindowFigures[], figure: keyof WindowFigures, floor = 0) {
  const meanOf = (list: WindowFigures[]) => mean(list.map((w) => w[figure]));
  return meanOf(compressed) / Math.max(meanOf(uncompressed), floor) - 1;
}

/** The percentile bootstrap's 95 % interval of `change` over the rounds (pairs stay together). */
export function changeInterval(
  compressed: WindowFigures[],
  uncompressed: WindowFigures[],
  figure: keyof WindowFigures,
  floor = 0,
): ChangeInterval {
  const rounds = compressed.map((_, round) => String(round));
  const changes: number[] = [];
  forEachResample([rounds], BOOTSTRAP_RESAMPLES, 1, ([drawn]) => {
    const picked = drawn!.map(Number);
    changes.push(
      change(
        picked.map((r) => compressed[r]!),
        picked.map((r) => uncompressed[r]!),
        figure,
        floor,
      ),
    );
  });
  changes.sort((a, b) => a - b);
  return { low: percentileOf(changes, 0.025), high: percentileOf(changes, 0.975) };
}

export async function measureCompressionCost(
  measureWindow: MeasureWindow,
  acceptEncoding: string,
  rounds: number,
  windowSeconds: number,
): Promise<CompressionCost> {
  const compressed: WindowFigures[] = [];
  const uncompressed: WindowFigures[] = [];
  for (let round = 0; round < rounds; round += 1) {
    const compressedFirst = round % 2 === 0;
    for (const compress of compressedFirst ? [true, false] : [false, true]) {
      const figures = await measureWindow(compress ? acceptEncoding : '', windowSeconds);
      (compress ? compressed : uncompressed).push(figures);
    }
  }
  return {
    rounds,
    window_seconds: windowSeconds,
    accept_encoding: acceptEncoding,
    compressed,
    uncompressed,
    throughput_change: change(compressed, uncompressed, 'requests_per_second'),
    p99_change: change(compressed, uncompressed, 'p99_ms', 1),
    server_thread_change: change(compressed, uncompressed, 'main_thread_ms_per_request'),
    throughput_change_by_round: compressed.map(
      (w, round) => w.requests_per_second / (uncompressed[round]?.requests_per_second ?? Number.NaN) - 1,
    ),
    throughput_change_ci95: changeInterval(compressed, uncompressed, 'requests_per_second'),
    p99_change_ci95: changeInterval(compressed, uncompressed, 'p99_ms', 1),
  };
}

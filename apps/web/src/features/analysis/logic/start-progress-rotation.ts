import { PROGRESS_INTERVAL_MS, pickNextProgress, type ProgressKey } from './progress-messages';

/** After this long the line says the model is slow rather than cycling on (docs/product/api.md#errors). */
export const SLOW_ANALYSIS_MS = 30_000;
export const PROGRESS_SLOW = 'progress.slow';

/**
 * Drives the progress line while a request runs: a new random text every 3 seconds, then the
 * 'taking longer than expected' notice once the wait passes 30 s. Returns the function that stops it.
 */
export function startProgressRotation(
  initial: ProgressKey,
  onChange: (key: string) => void,
  random: () => number = Math.random,
): () => void {
  let current: ProgressKey = initial;
  const rotation = setInterval(() => {
    current = pickNextProgress(current, random);
    onChange(current);
  }, PROGRESS_INTERVAL_MS);
  const slow = setTimeout(() => {
    clearInterval(rotation);
    onChange(PROGRESS_SLOW);
  }, SLOW_ANALYSIS_MS);
  return () => {
    clearInterval(rotation);
    clearTimeout(slow);
  };
}

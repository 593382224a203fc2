/** i18n keys (namespace `analysis`) of the progress line of docs/product/screens.md#home. */
export const PROGRESS_INITIAL = 'progress.initializing';
export const PROGRESS_COMPLETE = 'progress.complete';
export const PROGRESS_ROTATING = [
  'progress.processing',
  'progress.analyzing',
  'progress.generating',
  'progress.almostDone',
] as const;
export type ProgressKey = typeof PROGRESS_INITIAL | typeof PROGRESS_COMPLETE | (typeof PROGRESS_ROTATING)[number];

/** The progress text changes every 3 seconds while an analysis runs (docs/product/constants.md#time). */
export const PROGRESS_INTERVAL_MS = 3000;

/**
 * Picks the next progress text at random among the four rotating ones, never the one already shown,
 * so that each 3-second tick visibly changes the line.
 */
export function pickNextProgress(current: ProgressKey | null, random: () => number = Math.random): ProgressKey {
  const choices = PROGRESS_ROTATING.filter((key) => key !== current);
  const index = Math.min(choices.length - 1, Math.floor(random() * choices.length));
  return choices[index] as ProgressKey;
}

/** Rounds for display in the exported files (docs/product/constants.md#exports: percentages use 2 decimals). */
export function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  const rounded = Math.round(value * factor) / factor;
  // Avoid writing "-0" for tiny negatives.
  return Object.is(rounded, -0) ? 0 : rounded;
}

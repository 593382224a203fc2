/** docs/product/constants.md#display: country bars are 15 to 95 percent wide, the top country at 95. */
export function countryBarWidth(percentage: number, topPercentage: number): number {
  if (topPercentage <= 0) return 15;
  return Math.round((15 + (80 * percentage) / topPercentage) * 10) / 10;
}

import { formatNumber } from '@/lib/format';

/** Average session as 'Xm Ys' (docs/product/api.md#errors's fallback is '0m 0s'), in the UI language's digits. */
export function formatDuration(seconds: number, language: string, units: { m: string; s: string }): string {
  const whole = Math.max(0, Math.round(seconds));
  const m = Math.floor(whole / 60);
  const s = whole % 60;
  return `${formatNumber(m, language)}${units.m} ${formatNumber(s, language)}${units.s}`;
}

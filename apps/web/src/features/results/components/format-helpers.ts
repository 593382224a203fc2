import { formatNumber } from '@/lib/format';

/** A signed percentage with one decimal, in the UI's digits: '+23.4%', '-5.0%'. */
export function formatSignedPercent(value: number, language: string): string {
  return `${formatNumber(value, language, { minimumFractionDigits: 1, maximumFractionDigits: 1, signDisplay: 'exceptZero' })}%`;
}

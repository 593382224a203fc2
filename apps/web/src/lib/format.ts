import type { Language } from '@shobdo/contracts';

/** Bengali mode formats with 'bn-BD', which writes Bengali digits (docs/product/decisions.md, identity). */
export function getLocale(language: string): string {
  return language === 'bn' ? 'bn-BD' : 'en-US';
}

export function formatNumber(value: number, language: Language | string, options?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(getLocale(language), options).format(value);
}

/** `value` is already a percentage (0-100), as the API sends confidences. */
export function formatPercent(value: number, language: Language | string, fractionDigits = 1): string {
  return new Intl.NumberFormat(getLocale(language), {
    style: 'percent',
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  }).format(value / 100);
}

export function formatDate(
  value: Date | string | number,
  language: Language | string,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short', hourCycle: 'h23' },
): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(getLocale(language), options).format(date);
}

// The ten Bengali digits as Intl writes them, built once: the model card has well over a thousand digits,
// and a number formatter per digit would cost about a tenth of a millisecond each.
let bengaliDigits: string[] | undefined;

/** Rewrites the ASCII digits of a ready-made string (e.g. a version) in the UI language's digits. */
export function localizeDigits(text: string, language: Language | string): string {
  if (language !== 'bn') return text;
  const digits = (bengaliDigits ??= Array.from({ length: 10 }, (_, d) => formatNumber(d, 'bn')));
  return text.replace(/[0-9]/g, (d) => digits[Number(d)] ?? d);
}

import { toAsciiDigits } from '@/lib/digits';

/**
 * A typed minimum confidence as the API takes it (a percent from 0 to 100), or none. Bengali digits count as digits:
 * a Bengali keyboard types sixty as ৬০.
 */
export function readMinConfidence(typed: string): number | undefined {
  const text = toAsciiDigits(typed.trim());
  const value = Number(text);
  return text === '' || Number.isNaN(value) ? undefined : Math.min(100, Math.max(0, value));
}

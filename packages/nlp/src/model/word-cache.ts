import type { Token } from '../text/tokenize';

const MAX_ENTRIES = 100_000;

/** How many words a cache keeps, and, with `weigh`, how much of what it keeps in all (`maxWeight`). */
export interface WordCacheLimits<T> {
  entries: number;
  weigh?: (value: T) => number;
  maxWeight?: number;
}

/**
 * Memoises a value per word, by its kind and normalised form (a word's known feature ids, a Latin word's Bengali
 * spellings). Emptied when full, which bounds memory whatever the traffic, while common words stay cheap.
 */
export function createWordCache<T>(
  compute: (token: Token) => T,
  { entries, weigh, maxWeight = Infinity }: WordCacheLimits<T> = { entries: MAX_ENTRIES },
): (token: Token) => T {
  const cache = new Map<string, T>();
  let held = 0;
  return (token) => {
    const key = `${token.kind} ${token.normalized}`;
    let value = cache.get(key);
    if (value === undefined) {
      value = compute(token);
      const weight = weigh?.(value) ?? 0;
      if (cache.size >= entries || held + weight > maxWeight) {
        cache.clear();
        held = 0;
      }
      cache.set(key, value);
      held += weight;
    }
    return value;
  };
}

import type { Token } from '../text/tokenize';

const MAX_ENTRIES = 100_000;

/**
 * Memoises a word's known feature ids by kind and normalised form. Emptied when full, which bounds
 * memory whatever the traffic, while common words stay cheap.
 */
export function createWordFeatureCache(compute: (token: Token) => Int32Array): (token: Token) => Int32Array {
  const cache = new Map<string, Int32Array>();
  return (token) => {
    const key = `${token.kind} ${token.normalized}`;
    let ids = cache.get(key);
    if (!ids) {
      if (cache.size >= MAX_ENTRIES) cache.clear();
      ids = compute(token);
      cache.set(key, ids);
    }
    return ids;
  };
}

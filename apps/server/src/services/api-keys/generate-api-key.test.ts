import { createHash } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { API_KEY_PATTERN, API_KEY_PREFIX, generateApiKey, hashApiKey } from './generate-api-key';

describe('generateApiKey', () => {
  test('a key is shb_ and 40 base62 characters; its prefix is its first 12 characters', () => {
    const { key, prefix, hash } = generateApiKey();
    expect(key).toMatch(API_KEY_PATTERN);
    expect(key.startsWith(API_KEY_PREFIX)).toBe(true);
    expect(key).toHaveLength(44);
    expect(prefix).toBe(key.slice(0, 12));
    expect(hash).toBe(createHash('sha256').update(key).digest('hex'));
  });

  test('keys are random: a thousand are distinct and use the whole alphabet about evenly', () => {
    const keys = Array.from({ length: 1000 }, () => generateApiKey().key);
    expect(new Set(keys).size).toBe(1000);
    const counts = new Map<string, number>();
    for (const key of keys) for (const c of key.slice(4)) counts.set(c, (counts.get(c) ?? 0) + 1);
    expect(counts.size).toBe(62);
    // 40,000 characters over 62 symbols: about 645 each; a biased mapping would skew the first ones.
    for (const n of counts.values()) expect(n).toBeGreaterThan(500);
    for (const n of counts.values()) expect(n).toBeLessThan(800);
  });

  test('hashApiKey is the hex SHA-256 of the whole key and differs for keys one character apart', () => {
    expect(hashApiKey('shb_a')).toHaveLength(64);
    expect(hashApiKey('shb_a')).not.toBe(hashApiKey('shb_b'));
  });
});

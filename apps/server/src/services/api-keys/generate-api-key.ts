import { createHash, randomBytes } from 'node:crypto';

/** Every key starts with this, so a leaked key is recognisable (secret scanners, logs) as a Shobdo key. */
export const API_KEY_PREFIX = 'shb_';
/** Random characters after `shb_`: 40 base62 characters hold about 238 bits. */
const SECRET_LENGTH = 40;
/** How many of them are kept visible (in the stored prefix) so the owner can tell keys apart. */
const VISIBLE_LENGTH = 8;

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
// The largest multiple of 62 below 256: bytes at or above it are dropped, so every character is equally likely.
const UNBIASED_LIMIT = 248;

/** A key's shape: the prefix, then exactly SECRET_LENGTH base62 characters. */
export const API_KEY_PATTERN = new RegExp(`^${API_KEY_PREFIX}[A-Za-z0-9]{${SECRET_LENGTH}}$`);

function randomBase62(length: number): string {
  let out = '';
  while (out.length < length) {
    for (const byte of randomBytes(length * 2)) {
      if (byte >= UNBIASED_LIMIT) continue;
      out += ALPHABET[byte % 62];
      if (out.length === length) break;
    }
  }
  return out;
}

/**
 * SHA-256 of the whole key. A key is 238 random bits, so no guessing or precomputation can find one
 * from its hash, and a slow password hash (scrypt) would only add milliseconds to every keyed request
 * (decision 0042).
 */
export function hashApiKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

export interface GeneratedApiKey {
  /** The whole key, shown to its owner once. */
  key: string;
  /** `shb_` and the first characters of the secret: what lists show. */
  prefix: string;
  hash: string;
}

export function generateApiKey(): GeneratedApiKey {
  const key = API_KEY_PREFIX + randomBase62(SECRET_LENGTH);
  return { key, prefix: key.slice(0, API_KEY_PREFIX.length + VISIBLE_LENGTH), hash: hashApiKey(key) };
}

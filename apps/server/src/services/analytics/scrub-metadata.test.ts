import { describe, expect, test } from 'vitest';
import { REDACTED, scrubMetadata, scrubText } from './scrub-metadata';

describe('scrubMetadata', () => {
  test('drops identifying keys at any depth and spelling', () => {
    const out = scrubMetadata({
      page: '/history',
      ip_address: '203.0.113.9',
      'User-Agent': 'Mozilla/5.0',
      nested: { email: 'a@b.com', keep: 1, list: [{ clientIp: '10.0.0.1', n: 2 }] },
      Phone_Number: '+8801711000000',
    });
    expect(out).toEqual({ page: '/history', nested: { keep: 1, list: [{ n: 2 }] } });
  });

  test('redacts e-mail and IP addresses inside values and keys', () => {
    expect(scrubText('from rahim@example.com at 192.168.1.20 and 2001:db8::1')).toBe(
      `from ${REDACTED} at ${REDACTED} and ${REDACTED}`,
    );
    expect(scrubText('version 1.2.3, 12:30, ৩.৫ ভালো')).toBe('version 1.2.3, 12:30, ৩.৫ ভালো');
    expect(scrubMetadata({ 'x@y.org': 1 })).toEqual({ [REDACTED]: 1 });
  });

  test('keeps ordinary analytics metadata as sent', () => {
    const meta = { model_id: 'shobdo-v1', duration_ms: 12.5, language: 'bn', tags: ['a', 'b'], ok: true, none: null };
    expect(scrubMetadata(meta)).toEqual(meta);
  });
});

import { normalizeIP } from '@fastify/rate-limit';
import { describe, expect, test } from 'vitest';
import { addressKey } from './rate-limits';

describe('addressKey', () => {
  test('a request whose socket has closed (no address) gets a key instead of a TypeError', () => {
    // The plugin's own default key generator throws here: the error the request log showed.
    expect(() => normalizeIP(undefined as unknown as string)).toThrow(TypeError);
    expect(addressKey({ ip: undefined as unknown as string })).toBe('no-address');
  });

  test('addresses are keyed as the plugin does: IPv4 as is, IPv6 by its /64, mapped IPv4 as IPv4', () => {
    expect(addressKey({ ip: '203.0.113.7' })).toBe('203.0.113.7');
    expect(addressKey({ ip: '2001:db8:1:2:aaaa::1' })).toBe(addressKey({ ip: '2001:db8:1:2:bbbb::9' }));
    expect(addressKey({ ip: '2001:db8:1:2::1' })).not.toBe(addressKey({ ip: '2001:db8:1:3::1' }));
    expect(addressKey({ ip: '::ffff:198.51.100.4' })).toBe('198.51.100.4');
  });
});

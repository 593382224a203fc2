/**
 * Activity `metadata` comes from the client as any JSON object. The privacy promise of docs/product/decisions.md
 * covers it: what identifies a person (an address, a user agent, an e-mail, a phone number, a
 * token...) is not stored, whatever key or depth it arrives under.
 *
 * - A key whose name, lower-cased without separators, is in IDENTIFYING_KEYS is dropped with its value.
 * - A string value that holds an e-mail address or an IP address has it replaced by REDACTED.
 * The result is a fresh object without a prototype-sensitive key (`__proto__` is dropped too).
 */
export const REDACTED = '[removed]';

const IDENTIFYING_KEYS = new Set([
  'ip',
  'ips',
  'ipaddress',
  'ipaddr',
  'ipv4',
  'ipv6',
  'clientip',
  'remoteip',
  'remoteaddress',
  'remoteaddr',
  'xforwardedfor',
  'forwardedfor',
  'forwarded',
  'xrealip',
  'useragent',
  'ua',
  'browser',
  'navigatoruseragent',
  'email',
  'emailaddress',
  'mail',
  'phone',
  'phonenumber',
  'mobile',
  'tel',
  'telephone',
  'password',
  'passwd',
  'pass',
  'secret',
  'token',
  'accesstoken',
  'refreshtoken',
  'authorization',
  'auth',
  'cookie',
  'cookies',
  'sessionid',
  'sid',
  'fullname',
  'firstname',
  'lastname',
  'surname',
  'address',
  'streetaddress',
  'postcode',
  'zipcode',
  'zip',
  'lat',
  'latitude',
  'lng',
  'lon',
  'long',
  'longitude',
  'geo',
  'geolocation',
  'coords',
  'coordinates',
  'deviceid',
  'fingerprint',
  'visitorid',
  'nid',
  'nationalid',
  'ssn',
  'username',
  'login',
  'hostname',
  'host',
  'mac',
  'macaddress',
  'imei',
  '__proto__',
  'constructor',
  'prototype',
]);

const EMAIL = /[^\s@<>()[\],;:"']+@[^\s@<>()[\],;:"']+\.[^\s@<>()[\],;:"']+/gu;
const IPV4 = /\b(?:25[0-5]|2[0-4]\d|1?\d?\d)(?:\.(?:25[0-5]|2[0-4]\d|1?\d?\d)){3}\b/g;
// Full or compressed IPv6 (at least two groups around '::' or eight groups).
const IPV6 =
  /\b(?:[0-9a-f]{1,4}:){7}[0-9a-f]{1,4}\b|\b(?:[0-9a-f]{1,4}:){1,7}:(?:[0-9a-f]{1,4}(?::[0-9a-f]{1,4}){0,6})?(?![0-9a-f:])/gi;

export function isIdentifyingKey(key: string): boolean {
  return IDENTIFYING_KEYS.has(key.toLowerCase().replace(/[\s_\-.]/g, ''));
}

export function scrubText(value: string): string {
  return value.replace(EMAIL, REDACTED).replace(IPV4, REDACTED).replace(IPV6, REDACTED);
}

function scrubValue(value: unknown): unknown {
  if (typeof value === 'string') return scrubText(value);
  if (Array.isArray(value)) return value.map(scrubValue);
  if (value && typeof value === 'object') return scrubMetadata(value as Record<string, unknown>);
  return value;
}

export function scrubMetadata(metadata: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(metadata)) {
    if (isIdentifyingKey(key)) continue;
    Object.defineProperty(out, scrubText(key), {
      value: scrubValue(value),
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return out;
}

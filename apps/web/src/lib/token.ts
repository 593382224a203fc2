/** Seconds before expiry inside which a remember-me session refreshes its token (docs/product/constants.md#time). */
export const REFRESH_WINDOW_SECONDS = 300;

/** A skew between this device's clock and the server's smaller than this is left alone (network time is in it). */
const CLOCK_SKEW_TOLERANCE_MS = 60_000;

// The server's clock minus this device's, learnt from the issue time of the last token received. A device whose
// clock runs ahead would otherwise find every fresh token already expired and refresh it before each call, and a page
// left (a reload, a link) while such a refresh is under way loses the rotated token and with it the session.
let serverClockOffsetMs = 0;

/** A numeric claim of a JWT (`exp`, `iat`: seconds), or null when the token cannot be read. */
function readNumericClaim(token: string, claim: 'exp' | 'iat'): number | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
    const value = (JSON.parse(atob(padded)) as Record<string, unknown>)[claim];
    return typeof value === 'number' ? value : null;
  } catch {
    return null;
  }
}

/** Learns how far this device's clock is from the server's, from a token the server just issued (its `iat`). */
export function learnServerClock(token: string): void {
  const issuedAt = readNumericClaim(token, 'iat');
  const offset = issuedAt === null ? 0 : issuedAt * 1000 - Date.now();
  serverClockOffsetMs = Math.abs(offset) < CLOCK_SKEW_TOLERANCE_MS ? 0 : offset;
}

/** The server's time as far as this page knows it: the device's clock corrected by the learnt skew. */
function serverNow(): number {
  return Date.now() + serverClockOffsetMs;
}

export function isTokenExpired(token: string, nowMs = serverNow()): boolean {
  const exp = readNumericClaim(token, 'exp');
  return exp !== null && exp * 1000 <= nowMs;
}

/** True when the token expires within the refresh window (but may not have expired yet). */
export function isTokenExpiringSoon(token: string, nowMs = serverNow()): boolean {
  const exp = readNumericClaim(token, 'exp');
  return exp !== null && exp * 1000 - nowMs < REFRESH_WINDOW_SECONDS * 1000;
}

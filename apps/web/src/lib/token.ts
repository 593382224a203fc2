/** Seconds before expiry inside which a remember-me session refreshes its token (docs/product/constants.md#time). */
export const REFRESH_WINDOW_SECONDS = 300;

/** The `exp` claim of a JWT in seconds, or null when the token cannot be read. */
export function getTokenExpiry(token: string): number | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
    const claims = JSON.parse(atob(padded)) as { exp?: unknown };
    return typeof claims.exp === 'number' ? claims.exp : null;
  } catch {
    return null;
  }
}

export function isTokenExpired(token: string, nowMs = Date.now()): boolean {
  const exp = getTokenExpiry(token);
  return exp !== null && exp * 1000 <= nowMs;
}

/** True when the token expires within the refresh window (but may not have expired yet). */
export function isTokenExpiringSoon(token: string, nowMs = Date.now()): boolean {
  const exp = getTokenExpiry(token);
  return exp !== null && exp * 1000 - nowMs < REFRESH_WINDOW_SECONDS * 1000;
}

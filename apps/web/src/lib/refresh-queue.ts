import { ApiRequestError, NO_REFRESH_TOKEN, REFRESH_FAILED } from './api-errors';
import { getRefreshToken, saveTokens } from './storage';

export const REFRESH_PATH = '/api/auth/token/refresh/';
const REFRESH_TIMEOUT_MS = 15_000;

// One refresh at a time: refresh tokens rotate, so a second parallel refresh with the same (now used)
// token would fail and log the user out. Callers that arrive while one runs wait for its outcome.
let inFlight: Promise<string> | null = null;

async function requestNewTokens(): Promise<string> {
  const refresh = getRefreshToken();
  if (!refresh) throw new ApiRequestError(401, NO_REFRESH_TOKEN.message, { messageKey: NO_REFRESH_TOKEN.key });
  let response: Response;
  try {
    response = await fetch(REFRESH_PATH, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ refresh }),
      signal: AbortSignal.timeout(REFRESH_TIMEOUT_MS),
    });
  } catch {
    throw new ApiRequestError(401, REFRESH_FAILED.message, { messageKey: REFRESH_FAILED.key });
  }
  const body = (await response.json().catch(() => null)) as { access?: unknown; refresh?: unknown } | null;
  if (!response.ok || typeof body?.access !== 'string') {
    throw new ApiRequestError(401, REFRESH_FAILED.message, { messageKey: REFRESH_FAILED.key });
  }
  saveTokens(body.access, typeof body.refresh === 'string' ? body.refresh : undefined);
  return body.access;
}

/** Refreshes the access token; concurrent calls share one request. Resolves to the new access token. */
export function refreshAccessToken(): Promise<string> {
  if (!inFlight) {
    inFlight = requestNewTokens().finally(() => {
      inFlight = null;
    });
  }
  return inFlight;
}

import { createAuthExpiredError, createNetworkError, createTimeoutError, toApiRequestError } from './api-errors';
import { emitAuthCleared } from './auth-events';
import { refreshAccessToken } from './refresh-queue';
import { clearAuth, getAccessToken, getStoredLanguage, isRememberMe } from './storage';
import { isTokenExpired, isTokenExpiringSoon } from './token';

export { ApiRequestError } from './api-errors';

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  /** Overrides the time-out chosen from the path (docs/product/constants.md#time). */
  timeoutMs?: number;
}

/** Request time-outs of docs/product/constants.md#time, chosen by path. */
export function getTimeoutForPath(path: string): number {
  const p = path.toLowerCase();
  if (p.includes('analyze') || p.includes('analysis')) return 120_000;
  if (p.includes('auth') || p.includes('login') || p.includes('register')) return 15_000;
  return 30_000;
}

// Login and register never carry a bearer token (docs/product/api.md#endpoints); neither does the refresh call.
function isCredentialPath(path: string): boolean {
  return /\/api\/auth\/(login|register|token\/refresh)\//.test(path);
}

function dropSession(): void {
  clearAuth();
  emitAuthCleared('expired');
}

// Admin areas of docs/product/api.md#endpoints: for these a token about to expire is refreshed first (docs/product/screens.md#session-and-tokens).
function isAdminPath(path: string): boolean {
  return /^\/api\/(analytics|users\/users)\//.test(path) && !path.startsWith('/api/users/users/me/');
}

/**
 * The token to send, after the rules of docs/product/screens.md#session-and-tokens: a token close to expiry is refreshed first
 * with remember-me on, and for admin calls. An expired access token is refreshed with or without
 * remember-me (decision 0009): the session lives as long as its refresh token (24 hours, or 30 days with
 * remember-me), and only a failed refresh ends it, with 'Authentication expired. Please login again.'
 */
async function getUsableAccessToken(path: string): Promise<string | null> {
  const token = getAccessToken();
  if (!token) return null;
  if (isTokenExpired(token)) return refreshOrExpire();
  if ((isRememberMe() || isAdminPath(path)) && isTokenExpiringSoon(token)) {
    // Still valid: if the early refresh fails, use the current token rather than logging out.
    return refreshAccessToken().catch(() => token);
  }
  return token;
}

async function refreshOrExpire(): Promise<string> {
  try {
    return await refreshAccessToken();
  } catch {
    dropSession();
    throw createAuthExpiredError();
  }
}

async function send(path: string, options: ApiRequestOptions, token: string | null): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': getStoredLanguage() };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  const timeout = AbortSignal.timeout(options.timeoutMs ?? getTimeoutForPath(path));
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  try {
    return await fetch(path, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      credentials: 'same-origin',
      signal,
    });
  } catch (error) {
    if (timeout.aborted) throw createTimeoutError();
    if (options.signal?.aborted) throw error; // the caller cancelled: not an error to show
    throw createNetworkError();
  }
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * Calls the API with JSON in and out. Adds the bearer token when one is stored, refreshes it once and
 * retries on a 401 (concurrent refreshes share one request), and throws `ApiRequestError` with the
 * messages of docs/product/api.md#errors.
 */
export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const credentialCall = isCredentialPath(path);
  const token = credentialCall ? null : await getUsableAccessToken(path);
  let response = await send(path, options, token);
  if (response.status === 401 && token) {
    const fresh = await refreshOrExpire();
    response = await send(path, options, fresh);
    if (response.status === 401) {
      dropSession();
      throw createAuthExpiredError();
    }
  }
  const body = await readBody(response);
  if (!response.ok) throw toApiRequestError(response.status, body);
  return body as T;
}

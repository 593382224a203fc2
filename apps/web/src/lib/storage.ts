import type { Language, User } from '@shobdo/contracts';
import { learnServerClock } from './token';

/** Browser storage keys of docs/product/constants.md#browser-storage. */
export const STORAGE_KEYS = {
  accessToken: 'access_token',
  refreshToken: 'refresh_token',
  user: 'user',
  isAuthenticated: 'isAuthenticated',
  lastLoginTime: 'lastLoginTime',
  rememberMe: 'rememberMe',
  language: 'language',
} as const;

/** A stored session stays valid this long (docs/product/constants.md#browser-storage). */
export const SESSION_MAX_AGE_MS = 24 * 60 * 60 * 1000;

// Storage can throw (private mode, quota, disabled cookies); the app must keep working without it.
function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    /* storage unavailable: the session simply is not persisted */
  }
}

export interface StoredAuth {
  accessToken: string;
  refreshToken: string;
  user: User;
  rememberMe: boolean;
}

export function getAccessToken(): string | null {
  return read(STORAGE_KEYS.accessToken);
}

export function getRefreshToken(): string | null {
  return read(STORAGE_KEYS.refreshToken);
}

export function isRememberMe(): boolean {
  return read(STORAGE_KEYS.rememberMe) === 'true';
}

export function saveTokens(access: string, refresh?: string): void {
  learnServerClock(access);
  write(STORAGE_KEYS.accessToken, access);
  if (refresh) write(STORAGE_KEYS.refreshToken, refresh);
}

export function saveAuth(auth: StoredAuth, now = Date.now()): void {
  saveTokens(auth.accessToken, auth.refreshToken);
  write(STORAGE_KEYS.user, JSON.stringify(auth.user));
  write(STORAGE_KEYS.isAuthenticated, 'true');
  write(STORAGE_KEYS.lastLoginTime, String(now));
  write(STORAGE_KEYS.rememberMe, String(auth.rememberMe));
}

export function saveUser(user: User): void {
  write(STORAGE_KEYS.user, JSON.stringify(user));
}

export function getStoredUser(): User | null {
  const raw = read(STORAGE_KEYS.user);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as User;
  } catch {
    return null;
  }
}

/**
 * The stored user when the flag is set and the last login is under 24 hours old (docs/product/screens.md#session-and-tokens).
 * An older or broken session is cleared and null returned.
 */
export function restoreSession(now = Date.now()): User | null {
  if (read(STORAGE_KEYS.isAuthenticated) !== 'true') return null;
  const user = getStoredUser();
  const lastLogin = Number(read(STORAGE_KEYS.lastLoginTime));
  if (!user || !Number.isFinite(lastLogin) || now - lastLogin >= SESSION_MAX_AGE_MS) {
    clearAuth();
    return null;
  }
  return user;
}

export function clearAuth(): void {
  for (const key of [
    'accessToken',
    'refreshToken',
    'user',
    'isAuthenticated',
    'lastLoginTime',
    'rememberMe',
  ] as const) {
    write(STORAGE_KEYS[key], null);
  }
}

export function getStoredLanguage(): Language {
  return read(STORAGE_KEYS.language) === 'bn' ? 'bn' : 'en';
}

export function saveLanguage(language: Language): void {
  write(STORAGE_KEYS.language, language);
}

/** The `code` of an error and of each error in its `cause` chain (Drizzle wraps driver errors). */
function* codes(error: unknown): Generator<unknown> {
  for (
    let e: unknown = error, depth = 0;
    e && typeof e === 'object' && depth < 10;
    e = (e as { cause?: unknown }).cause, depth++
  ) {
    yield (e as { code?: unknown }).code;
  }
}

/** True for a PostgreSQL unique violation (SQLSTATE 23505), from either driver, wrapped or not. */
export function isUniqueViolation(error: unknown): boolean {
  for (const code of codes(error)) if (code === '23505') return true;
  return false;
}

/**
 * True for SQLSTATE class 22, data exception (NUL in text 22021, untranslatable character 22P05,
 * numeric out of range 22003, bad date 22007...): the request's value, never a server fault.
 */
export function isDataException(error: unknown): boolean {
  for (const code of codes(error)) if (typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code)) return true;
  return false;
}

/** True for a PostgreSQL foreign key violation (SQLSTATE 23503), e.g. a row for a deleted user. */
export function isForeignKeyViolation(error: unknown): boolean {
  for (const code of codes(error)) if (code === '23503') return true;
  return false;
}

/** Socket errors of a server that is down, restarting or out of reach. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EPIPE',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs that say the database cannot serve now, not that the request is wrong: class 08 (connection
 * exception), 57P01-57P03 (admin or crash shutdown, starting up), 53300 (too many connections) and
 * 57014 (statement cancelled by statement_timeout).
 */
const UNAVAILABLE_SQLSTATE = /^(08[0-9A-Z]{3}|57P0[123]|53300|57014)$/;

/** node-postgres's own errors for a lost server or an exhausted wait; they carry no code. */
const DRIVER_MESSAGES = [
  'timeout exceeded when trying to connect',
  'Connection terminated',
  'Query read timeout',
  'Client has encountered a connection error and is not queryable',
];

/**
 * True when the error means the database is unreachable or cannot answer in time (the answer is then a 503
 * with Retry-After, decision 0047), from the driver, wrapped by Drizzle or not.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const code of codes(error)) {
    if (typeof code !== 'string') continue;
    if (NETWORK_CODES.has(code) || UNAVAILABLE_SQLSTATE.test(code)) return true;
  }
  for (let e: unknown = error, depth = 0; e instanceof Error && depth < 10; e = e.cause, depth++) {
    if (DRIVER_MESSAGES.some((text) => e instanceof Error && e.message.includes(text))) return true;
    // AggregateError: a host name resolving to several addresses, each refused.
    if (e instanceof AggregateError && e.errors.some((inner) => isDatabaseUnavailable(inner))) return true;
  }
  return false;
}

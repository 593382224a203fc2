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

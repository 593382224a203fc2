import { z } from 'zod';

/**
 * Every environment variable the server reads (docs/product/decisions.md "Data and scale" names the first eight).
 * Parsed once at start-up; a bad value stops the start with a message naming the variable.
 */
const integer = (min: number, max: number) =>
  z
    .string()
    .trim()
    .regex(/^\d+$/, 'must be a whole number')
    .transform(Number)
    .refine((n) => n >= min && n <= max, `must be between ${min} and ${max}`);

const optionalText = z
  .string()
  .trim()
  .transform((s) => (s === '' ? undefined : s))
  .optional();

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return zone.length > 0;
  } catch {
    return false;
  }
}

export const envSchema = z.object({
  PORT: integer(0, 65535).default(8080),
  HOST: z.string().trim().min(1, 'must not be empty').default('127.0.0.1'),
  SHOBDO_DATA_DIR: z.string().trim().min(1, 'must not be empty').default('./data'),
  DATABASE_URL: optionalText.refine(
    (url) => url === undefined || /^postgres(ql)?:\/\//.test(url),
    'must be a postgres:// or postgresql:// URL',
  ),
  SHOBDO_SECRET: optionalText.refine((s) => s === undefined || s.length >= 32, 'must be at least 32 characters long'),
  SHOBDO_ADMIN_USERNAME: optionalText.refine(
    (s) => s === undefined || /^[^\s@]{1,150}$/.test(s),
    'must be 1 to 150 characters without spaces or @',
  ),
  SHOBDO_ADMIN_PASSWORD: optionalText.refine(
    (s) => s === undefined || s.length >= 8,
    'must be at least 8 characters long',
  ),
  TRUST_PROXY: z.string().trim().default('false'),
  SHOBDO_AUTH_RATE_LIMIT: integer(1, 1_000_000).default(10),
  SHOBDO_ACTIVITY_RATE_LIMIT: integer(1, 1_000_000).default(120),
  SHOBDO_BATCH_RATE_LIMIT: integer(1, 1_000_000).default(300),
  // Unset: 200 on a machine with a second core, 0 (no thread) on one core (decision 0105).
  SHOBDO_BATCH_THREAD_MIN_TEXTS: integer(0, 1_000_000).optional(),
  SHOBDO_API_KEY_RATE_LIMIT: integer(1, 1_000_000).default(600),
  SHOBDO_TIME_ZONE: z
    .string()
    .trim()
    .default('Asia/Dhaka')
    .refine((zone) => isTimeZone(zone), 'must be an IANA time zone name such as Asia/Dhaka'),
  SHOBDO_BODY_LIMIT: integer(1024, 100 * 1024 * 1024).default(1024 * 1024),
  SHOBDO_WEB_DIST: optionalText,
  // Time-outs (milliseconds) that cut off slow or idle clients; see the README's configuration table.
  SHOBDO_REQUEST_TIMEOUT_MS: integer(1000, 3_600_000).default(30_000),
  SHOBDO_HEADERS_TIMEOUT_MS: integer(1000, 3_600_000).default(10_000),
  SHOBDO_CONNECTION_TIMEOUT_MS: integer(1000, 3_600_000).default(60_000),
  SHOBDO_KEEP_ALIVE_TIMEOUT_MS: integer(1000, 3_600_000).default(5_000),
  // PostgreSQL: waiting for a connection, and one statement (decision 0047).
  SHOBDO_DB_CONNECT_TIMEOUT_MS: integer(100, 600_000).default(3_000),
  SHOBDO_DB_STATEMENT_TIMEOUT_MS: integer(100, 3_600_000).default(4_000),
  SHOBDO_DURABILITY: z.enum(['durable', 'relaxed']).default('durable'),
  SHOBDO_LOG_CLIENT_ADDRESSES: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.enum(['true', 'false', '1', '0', 'yes', 'no', '']))
    .transform((v) => v === 'true' || v === '1' || v === 'yes')
    .default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});
export type Env = z.output<typeof envSchema>;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses process.env (or a copy); throws ConfigError whose message names every bad variable. */
export function parseEnv(env: NodeJS.ProcessEnv): Env {
  const known = Object.fromEntries(Object.keys(envSchema.shape).map((key) => [key, env[key]]));
  const result = envSchema.safeParse(known);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => {
    const name = String(issue.path[0] ?? 'environment');
    return `  ${name} ${issue.message} (got ${JSON.stringify(env[name] ?? '')})`;
  });
  throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
}

/** TRUST_PROXY: true/false, a hop count, or a comma-separated list of trusted addresses/CIDRs. */
export function parseTrustProxy(value: string): boolean | number | string[] {
  const v = value.trim().toLowerCase();
  if (v === '' || v === 'false' || v === '0' || v === 'no') return false;
  if (v === 'true' || v === 'yes') return true;
  if (/^\d+$/.test(v)) return Number(v);
  return value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

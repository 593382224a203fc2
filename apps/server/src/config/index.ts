import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseEnv, parseTrustProxy } from './env';
import { readOrCreateSecret } from './secret';

export interface AppConfig {
  port: number;
  host: string;
  /** Absolute path of the folder holding the embedded database and the generated secret. */
  dataDir: string;
  /** PostgreSQL URL; when undefined the embedded PGlite in dataDir is used. */
  databaseUrl: string | undefined;
  /** 'memory' runs PGlite in memory (tests); 'data-dir' keeps it in dataDir. */
  embeddedStorage: 'data-dir' | 'memory';
  secret: string;
  adminUsername: string | undefined;
  adminPassword: string | undefined;
  /** Create the first admin account at start when none exists. */
  seedAdmin: boolean;
  trustProxy: boolean | number | string[];
  /** Attempts per minute per client address on login and on registration. */
  authRateLimit: number;
  /** Activity log entries per minute per client address. */
  activityRateLimit: number;
  /** Batch requests (create or append, up to 1,000 texts each) per minute per signed-in user. */
  batchRateLimit: number;
  /** Batch requests of this many texts or more are analysed half on a second thread; 0: never (decision 0105). */
  batchThreadMinTexts: number;
  /** Requests per minute per API key, on every route a key may use (decision 0042). */
  apiKeyRateLimit: number;
  bodyLimit: number;
  /** IANA time zone in which analytics count days (SHOBDO_TIME_ZONE, default Asia/Dhaka). */
  timeZone: string;
  /** Folder of the built web app (index.html and assets). */
  webDistDir: string;
  logLevel: string;
  /** Time to receive a whole request (headers and body); a slower client gets 408 and is cut off. */
  requestTimeoutMs: number;
  /** Time to receive the request headers (never more than requestTimeoutMs). */
  headersTimeoutMs: number;
  /** A connection with no traffic in either direction for this long is closed. */
  connectionTimeoutMs: number;
  /** How long an idle keep-alive connection stays open between requests. */
  keepAliveTimeoutMs: number;
  /** PostgreSQL: connecting or waiting for a pooled connection gives up after this (then 503). */
  dbConnectTimeoutMs: number;
  /** PostgreSQL: one statement is cancelled after this (then 503); migrations at start are exempt. */
  dbStatementTimeoutMs: number;
  /** Embedded database: 'durable' commits reach the disk before they are acknowledged; 'relaxed' does not wait (decision 0017). */
  durability: 'durable' | 'relaxed';
  /** Write client addresses into the request log (off by default: the privacy promise covers logs). */
  logClientAddresses: boolean;
}

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const DEFAULT_WEB_DIST = path.resolve(serverRoot, '../web/dist');

/**
 * Builds the configuration from the environment, then applies overrides (tests pass some).
 * The secret is read or generated only when neither the environment nor overrides provide one.
 */
export function resolveConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<AppConfig> = {}): AppConfig {
  const parsed = parseEnv(env);
  const base = {
    port: parsed.PORT,
    host: parsed.HOST,
    dataDir: path.resolve(parsed.SHOBDO_DATA_DIR),
    databaseUrl: parsed.DATABASE_URL,
    embeddedStorage: 'data-dir' as const,
    adminUsername: parsed.SHOBDO_ADMIN_USERNAME,
    adminPassword: parsed.SHOBDO_ADMIN_PASSWORD,
    seedAdmin: true,
    trustProxy: parseTrustProxy(parsed.TRUST_PROXY),
    authRateLimit: parsed.SHOBDO_AUTH_RATE_LIMIT,
    activityRateLimit: parsed.SHOBDO_ACTIVITY_RATE_LIMIT,
    batchRateLimit: parsed.SHOBDO_BATCH_RATE_LIMIT,
    batchThreadMinTexts: parsed.SHOBDO_BATCH_THREAD_MIN_TEXTS ?? (availableParallelism() > 1 ? 200 : 0),
    apiKeyRateLimit: parsed.SHOBDO_API_KEY_RATE_LIMIT,
    bodyLimit: parsed.SHOBDO_BODY_LIMIT,
    timeZone: parsed.SHOBDO_TIME_ZONE,
    webDistDir: parsed.SHOBDO_WEB_DIST ? path.resolve(parsed.SHOBDO_WEB_DIST) : DEFAULT_WEB_DIST,
    logLevel: parsed.LOG_LEVEL,
    requestTimeoutMs: parsed.SHOBDO_REQUEST_TIMEOUT_MS,
    headersTimeoutMs: parsed.SHOBDO_HEADERS_TIMEOUT_MS,
    connectionTimeoutMs: parsed.SHOBDO_CONNECTION_TIMEOUT_MS,
    keepAliveTimeoutMs: parsed.SHOBDO_KEEP_ALIVE_TIMEOUT_MS,
    logClientAddresses: parsed.SHOBDO_LOG_CLIENT_ADDRESSES,
    durability: parsed.SHOBDO_DURABILITY,
    dbConnectTimeoutMs: parsed.SHOBDO_DB_CONNECT_TIMEOUT_MS,
    dbStatementTimeoutMs: parsed.SHOBDO_DB_STATEMENT_TIMEOUT_MS,
    ...overrides,
  };
  const secret = overrides.secret ?? parsed.SHOBDO_SECRET ?? readOrCreateSecret(base.dataDir);
  return { ...base, secret };
}

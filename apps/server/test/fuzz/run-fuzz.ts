import fc from 'fast-check';
import type { FastifyInstance, HTTPMethods, LightMyRequestResponse } from 'fastify';
import type { Role } from '@shobdo/contracts';
import { hostileRequest, type Caller, type HostileRequest } from './hostile';
import { readOperations, type Operation } from './operations';

export interface FuzzOptions {
  /** Requests per operation. */
  runs: number;
  seed: number;
  /** A request that takes longer than this is a hang. */
  hangMs?: number;
  /** Signed-in callers' tokens by role, asked for before each operation (access tokens expire in 15 minutes). */
  tokens: Credentials | (() => Promise<Credentials>);
  /** Only operations whose "METHOD path" contains one of these comma-separated texts. */
  only?: string;
  onProgress?: (op: Operation, stats: OperationStats) => void;
}

/** A token per role, and a user's API key (sent as `X-Api-Key`, or as `X-Goog-Api-Key` to the Perspective API). */
export type Credentials = Record<Role, string> & { key: string };

export interface OperationStats {
  operation: string;
  requests: number;
  statuses: Record<string, number>;
  serverErrors: number;
  hangs: number;
  badShapes: number;
  maxMs: number;
  failure?: string;
}

/** The Perspective-compatible API answers Google's error shape instead of the project's (ADR 0044). */
function perspectiveProblem(res: LightMyRequestResponse): string | undefined {
  const body = (() => {
    try {
      return JSON.parse(res.body) as {
        error?: { code?: unknown; message?: unknown; status?: unknown; details?: unknown };
      };
    } catch {
      return undefined;
    }
  })();
  const error = body?.error;
  if (!error || error.code !== res.statusCode || typeof error.message !== 'string' || typeof error.status !== 'string')
    return `status ${res.statusCode} outside Perspective's error shape: ${res.body.slice(0, 200)}`;
  return Array.isArray(error.details) ? undefined : 'Perspective error without details';
}

/** What is wrong with an answer, or undefined when it is acceptable. */
export function problemWith(res: LightMyRequestResponse, method: string, url = ''): string | undefined {
  if (res.statusCode >= 500) return `status ${res.statusCode}: ${res.body.slice(0, 300)}`;
  // A HEAD answer has no body; its status is what counts.
  if (res.statusCode < 400 || method === 'HEAD') return undefined;
  // Its routes' own answers only: a wrong method or path is answered by the server's 405/404 in the project's shape.
  if (url.startsWith('/api/perspective/') && method === 'POST' && res.statusCode !== 404)
    return perspectiveProblem(res);
  {
    let body: unknown;
    try {
      body = JSON.parse(res.body);
    } catch {
      return `status ${res.statusCode} with a body that is not JSON: ${res.body.slice(0, 200)}`;
    }
    if (!body || typeof body !== 'object' || Array.isArray(body))
      return `status ${res.statusCode} with a non-object body`;
    const keys = Object.keys(body);
    const record = body as Record<string, unknown>;
    if (typeof record.error !== 'string' || typeof record.message !== 'string')
      return `status ${res.statusCode} without error/message: ${res.body.slice(0, 200)}`;
    const extra = keys.filter((k) => k !== 'error' && k !== 'message' && k !== 'details');
    if (extra.length > 0)
      return `status ${res.statusCode} with fields outside the one shape (${extra.join(', ')}): ${res.body.slice(0, 200)}`;
    if ('details' in record) {
      const details = record.details;
      if (!details || typeof details !== 'object' || Array.isArray(details)) return 'details is not an object';
      for (const messages of Object.values(details)) {
        if (!Array.isArray(messages) || !messages.every((m) => typeof m === 'string'))
          return `details holds a non-list: ${res.body.slice(0, 200)}`;
      }
    }
  }
  return undefined;
}

function describeRequest(req: HostileRequest): string {
  const payload =
    req.payload === undefined
      ? ''
      : ` body=${String(req.payload).slice(0, 200)}${String(req.payload).length > 200 ? '…' : ''}`;
  return `${req.method} ${req.url.slice(0, 300)} as ${req.caller} headers=${JSON.stringify(req.headers).slice(0, 200)}${payload}`;
}

async function send(app: FastifyInstance, req: HostileRequest, tokens: Credentials, hangMs: number) {
  const auth: Record<Caller, Record<string, string>> = {
    anonymous: {},
    user: { authorization: `Bearer ${tokens.user}` },
    moderator: { authorization: `Bearer ${tokens.moderator}` },
    admin: { authorization: `Bearer ${tokens.admin}` },
    garbage: { authorization: 'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.' },
    // X-Api-Key on the Perspective API is refused (a 403 of its own): a program sends Google's header there.
    key: req.url.startsWith('/api/perspective/') ? { 'x-goog-api-key': tokens.key } : { 'x-api-key': tokens.key },
  };
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  const hang = new Promise<'hang'>((resolve) => (timer = setTimeout(() => resolve('hang'), hangMs)));
  const res = await Promise.race([
    app.inject({
      method: req.method as HTTPMethods,
      url: req.url,
      headers: { ...req.headers, ...auth[req.caller] },
      ...(req.payload !== undefined ? { payload: req.payload } : {}),
    }),
    hang,
  ]);
  clearTimeout(timer);
  return { res, ms: performance.now() - started };
}

/**
 * Drives every operation of the OpenAPI document with `runs` generated hostile requests each;
 * returns per-operation statistics. A 5xx, a hang or an error body outside `{error, message,
 * details?}` fails the operation's property (fast-check reports the seed and the shrunk request).
 */
export async function fuzzOperations(app: FastifyInstance, options: FuzzOptions): Promise<OperationStats[]> {
  const hangMs = options.hangMs ?? 15_000;
  const wanted =
    options.only
      ?.split(',')
      .map((s) => s.trim())
      .filter(Boolean) ?? [];
  const operations = (await readOperations(app)).filter(
    (op) => wanted.length === 0 || wanted.some((w) => `${op.method} ${op.path}`.includes(w)),
  );
  const results: OperationStats[] = [];
  for (const op of operations) {
    const tokens = typeof options.tokens === 'function' ? await options.tokens() : options.tokens;
    const stats: OperationStats = {
      operation: `${op.method} ${op.path}`,
      requests: 0,
      statuses: {},
      serverErrors: 0,
      hangs: 0,
      badShapes: 0,
      maxMs: 0,
    };
    const property = fc.asyncProperty(hostileRequest(op), async (req) => {
      const { res, ms } = await send(app, req, tokens, hangMs);
      stats.requests += 1;
      stats.maxMs = Math.max(stats.maxMs, ms);
      if (res === 'hang') {
        stats.hangs += 1;
        throw new Error(`no answer within ${hangMs} ms: ${describeRequest(req)}`);
      }
      stats.statuses[res.statusCode] = (stats.statuses[res.statusCode] ?? 0) + 1;
      const problem = problemWith(res, req.method, req.url);
      if (problem) {
        if (res.statusCode >= 500) stats.serverErrors += 1;
        else stats.badShapes += 1;
        throw new Error(`${problem}\n  request: ${describeRequest(req)}`);
      }
    });
    const outcome = await fc.check(property, { numRuns: options.runs, seed: options.seed, endOnFailure: true });
    if (outcome.failed) stats.failure = fc.defaultReportMessage(outcome) ?? 'failed';
    results.push(stats);
    options.onProgress?.(op, stats);
  }
  return results;
}

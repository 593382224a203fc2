import { vi } from 'vitest';

export interface ServedCall {
  url: string;
  method: string;
  body: unknown;
}

export type ApiHandler = (call: ServedCall) => { status: number; body: unknown };

/**
 * Replaces the network (global fetch) only: the API client, the queries and the mutations under test
 * are the real ones. Returns the list of calls made, in order. Undo with `vi.unstubAllGlobals()`.
 */
export function serveApi(handler: ApiHandler): ServedCall[] {
  const calls: ServedCall[] = [];
  vi.stubGlobal('fetch', async (input: string | URL | Request, init: RequestInit = {}) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const call = { url, method: init.method ?? 'GET', body: init.body ? JSON.parse(String(init.body)) : undefined };
    calls.push(call);
    const { status, body } = handler(call);
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  return calls;
}

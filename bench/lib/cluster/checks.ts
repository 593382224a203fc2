import type { Outcome } from './load';

export interface Check {
  name: string;
  ok: boolean;
  detail: string;
}

export const check = (name: string, ok: boolean, detail: string): Check => ({ name, ok, detail });

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

export interface Timeline {
  /** SIGKILL sent, and the instance's end seen: a request to it started before the end and still open when
   * the signal went was in flight to it. */
  killSentAt: number;
  killSeenAt: number;
  killedPort: number;
  dbStopAt: number;
  /** When the service answered again after the database's return. */
  recoveredAt: number;
}

/**
 * Sorts every load outcome: 200s, the failures of requests in flight to the killed instance when it died
 * (502 from nginx naming that instance, started before the kill), 503s during the outage, and anything
 * else, which must not exist.
 */
export function classifyOutcomes(outcomes: Outcome[], t: Timeline) {
  const killed = `127.0.0.1:${t.killedPort}`;
  const groups = {
    ok: [] as Outcome[],
    killedInFlight: [] as Outcome[],
    outage: [] as Outcome[],
    unexpected: [] as Outcome[],
  };
  for (const o of outcomes) {
    if (o.status === 200) groups.ok.push(o);
    else if (
      o.status === 502 &&
      o.upstream.includes(killed) &&
      o.startedAt <= t.killSeenAt &&
      o.endedAt >= t.killSentAt
    )
      groups.killedInFlight.push(o);
    else if (o.status === 503 && o.endedAt >= t.dbStopAt && o.startedAt <= t.recoveredAt) groups.outage.push(o);
    else groups.unexpected.push(o);
  }
  return groups;
}

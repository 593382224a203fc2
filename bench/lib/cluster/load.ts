export interface Outcome {
  startedAt: number;
  endedAt: number;
  /** HTTP status, or 0 when the connection failed. */
  status: number;
  /** The instance that answered, from nginx's X-Shobdo-Upstream header. */
  upstream: string;
  analysisId?: string;
}

const TEXTS = [
  'আজ আমাদের দল খেলায় জিতেছে, আমি খুব খুশি। সবাইকে অভিনন্দন!',
  'মায়ের হাতের রান্না সবচেয়ে ভালো লাগে, বিশেষ করে ইলিশ মাছ।',
  'ঢাকায় আজ সারাদিন বৃষ্টি হয়েছে, রাস্তায় অনেক পানি জমে গেছে।',
];

/** One analyse request through the load balancer, with what came back. */
export async function analyseOnce(baseUrl: string, n: number): Promise<Outcome> {
  const startedAt = Date.now();
  try {
    const res = await fetch(`${baseUrl}/api/analysis/analyses/analyze/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ text: TEXTS[n % TEXTS.length] }),
      signal: AbortSignal.timeout(30_000),
    });
    const body = (await res.json().catch(() => ({}))) as { analysis_id?: string };
    return {
      startedAt,
      endedAt: Date.now(),
      status: res.status,
      upstream: res.headers.get('x-shobdo-upstream') ?? '',
      analysisId: res.status === 200 ? body.analysis_id : undefined,
    };
  } catch {
    return { startedAt, endedAt: Date.now(), status: 0, upstream: '' };
  }
}

/**
 * Bounded load: `connections` clients each sending one analysis after another until `stop()`; a client
 * that got no 200 pauses 50 ms so an outage is not a busy loop. Every outcome is kept.
 */
export function startLoad(baseUrl: string, connections: number) {
  const outcomes: Outcome[] = [];
  let running = true;
  let n = 0;
  const clients = Array.from({ length: connections }, async () => {
    while (running) {
      const outcome = await analyseOnce(baseUrl, n++);
      outcomes.push(outcome);
      if (outcome.status !== 200) await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });
  return {
    outcomes,
    stop: async () => {
      running = false;
      await Promise.all(clients);
      return outcomes;
    },
  };
}

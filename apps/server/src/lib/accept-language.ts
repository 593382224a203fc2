import type { Language } from '@shobdo/contracts';

/**
 * The language of text the server writes for a reader (an analysis summary, the model card) from an
 * Accept-Language header: Bengali when `bn` is the most preferred of the two languages the product
 * speaks, English otherwise (also for a missing or odd header).
 */
export function pickResponseLanguage(header: string | undefined): Language {
  if (!header) return 'en';
  let best: { lang: Language; q: number } | null = null;
  for (const part of header.split(',').slice(0, 20)) {
    const [tag = '', ...params] = part.trim().toLowerCase().split(';');
    const primary = tag.split('-')[0];
    if (primary !== 'bn' && primary !== 'en') continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (!Number.isFinite(q) || q <= 0) continue;
    // Ties keep the earlier tag, as the header lists preferences in order.
    if (!best || q > best.q) best = { lang: primary, q };
  }
  return best?.lang ?? 'en';
}

import type { FeedbackAgreementResponse, FeedbackStatus, ModelAgreement } from '@shobdo/contracts';

/** How many confusions each model lists. */
export const TOP_CONFUSIONS = 5;

export interface StatusCount {
  model_id: string;
  status: FeedbackStatus;
  n: number;
}
export interface ConfusionCount {
  model_id: string;
  true_label: string;
  predicted_label: string;
  n: number;
}

/**
 * Per model, how often it was right on reviewed analyses (docs/metrics.md, "Agreement"): a rejected
 * correction means it was right (agreed), an accepted one that it was wrong (corrected); pending ones do not
 * count. Confusions arrive commonest first per model; the first TOP_CONFUSIONS are kept. Models with the most
 * reviews come first.
 */
export function toAgreement(counts: StatusCount[], confusions: ConfusionCount[]): FeedbackAgreementResponse {
  const models = new Map<string, ModelAgreement>();
  const of = (id: string) => {
    let m = models.get(id);
    if (!m) {
      m = { model_id: id, reviewed: 0, agreed: 0, corrected: 0, agreement_rate: null, pending: 0, confusions: [] };
      models.set(id, m);
    }
    return m;
  };
  for (const row of counts) {
    const m = of(row.model_id);
    if (row.status === 'pending') m.pending += row.n;
    else if (row.status === 'rejected') m.agreed += row.n;
    else m.corrected += row.n;
  }
  for (const row of confusions) {
    const m = of(row.model_id);
    if (m.confusions.length < TOP_CONFUSIONS)
      m.confusions.push({ true_label: row.true_label, predicted_label: row.predicted_label, count: row.n });
  }
  for (const m of models.values()) {
    m.reviewed = m.agreed + m.corrected;
    m.agreement_rate = m.reviewed === 0 ? null : (m.agreed / m.reviewed) * 100;
  }
  return {
    models: [...models.values()].sort((a, b) => b.reviewed - a.reviewed || a.model_id.localeCompare(b.model_id)),
  };
}

import type { ModelAgreement } from '@shobdo/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card } from '@/components/ui/card';
import { getTypeLabelKey } from '@/lib/analysis/detected-types';
import { formatNumber, formatPercent } from '@/lib/format';

/**
 * "How often the model is right, in the wild": per model, the share of reviewed corrections that were
 * rejected (the model was right), with the counts and the commonest confusions (docs/metrics.md, "Agreement").
 */
export function ModelAgreementCard({ models }: { models: readonly ModelAgreement[] | undefined }) {
  const { t, i18n } = useTranslation(['adminDashboard', 'analysis']);
  const lang = i18n.language;
  const n = (value: number) => formatNumber(value, lang);
  const typeLabel = (label: string) => t(getTypeLabelKey(label), { defaultValue: label });
  return (
    <Card
      title={t('agreement.title')}
      titleId="agreement-title"
      actions={
        <Link to="/review" className="text-sm text-emerald-300 underline">
          {t('agreement.review')}
        </Link>
      }
    >
      <p className="mb-3 text-xs text-slate-400">{t('agreement.definition')}</p>
      {!models || models.length === 0 ? (
        <p className="text-sm text-slate-400">{t('agreement.empty')}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm" aria-labelledby="agreement-title">
            <thead className="text-slate-400">
              <tr>
                <th scope="col" className="px-2 py-1 font-medium">
                  {t('agreement.model')}
                </th>
                <th scope="col" className="px-2 py-1 font-medium">
                  {t('agreement.rate')}
                </th>
                <th scope="col" className="px-2 py-1 font-medium">
                  {t('agreement.counts')}
                </th>
                <th scope="col" className="px-2 py-1 font-medium">
                  {t('agreement.confusions')}
                </th>
              </tr>
            </thead>
            <tbody className="text-slate-200">
              {models.map((m) => (
                <tr key={m.model_id} className="border-t border-slate-800 align-top">
                  <td className="px-2 py-1.5 font-mono">{m.model_id}</td>
                  <td className="px-2 py-1.5" data-testid={`agreement-${m.model_id}`}>
                    {m.agreement_rate === null ? t('agreement.none') : formatPercent(m.agreement_rate, lang)}
                  </td>
                  <td className="px-2 py-1.5">
                    {t('agreement.countsValue', {
                      agreed: n(m.agreed),
                      reviewed: n(m.reviewed),
                      pending: n(m.pending),
                    })}
                  </td>
                  <td className="px-2 py-1.5">
                    <ul>
                      {m.confusions.map((c) => (
                        <li key={`${c.true_label}-${c.predicted_label}`}>
                          {t('agreement.confusion', {
                            truth: typeLabel(c.true_label),
                            predicted: typeLabel(c.predicted_label),
                            value: n(c.count),
                          })}
                        </li>
                      ))}
                    </ul>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  );
}

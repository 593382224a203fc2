import type { ModelAgreement } from '@shobdo/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card } from '@/components/ui/card';
import { CompactTable } from '@/components/ui/compact-table';
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
        <CompactTable
          labelledBy="agreement-title"
          rows={models}
          getRowId={(m) => m.model_id}
          rowClassName="align-top"
          columns={[
            { key: 'model', header: t('agreement.model'), cell: (m) => m.model_id, className: 'font-mono' },
            {
              key: 'rate',
              header: t('agreement.rate'),
              cell: (m) => (
                <span data-testid={`agreement-${m.model_id}`}>
                  {m.agreement_rate === null ? t('agreement.none') : formatPercent(m.agreement_rate, lang)}
                </span>
              ),
            },
            {
              key: 'counts',
              header: t('agreement.counts'),
              cell: (m) =>
                t('agreement.countsValue', { agreed: n(m.agreed), reviewed: n(m.reviewed), pending: n(m.pending) }),
            },
            {
              key: 'confusions',
              header: t('agreement.confusions'),
              cell: (m) => (
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
              ),
            },
          ]}
        />
      )}
    </Card>
  );
}

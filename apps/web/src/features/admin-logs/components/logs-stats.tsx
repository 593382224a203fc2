import type { LogsSummary } from '@shobdo/contracts';
import { Activity, Clock, Gauge, Languages } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatNumber, formatPercent } from '@/lib/format';

/** The four stats of docs/product/screens.md#admin-area: total analyses, average confidence, recent 24h, languages. */
export function LogsStats({ summary }: { summary: LogsSummary | undefined }) {
  const { t, i18n } = useTranslation('adminLogs');
  const lang = i18n.language;
  const items = [
    { label: t('stats.total'), value: summary && formatNumber(summary.total_analyses, lang), icon: Activity },
    { label: t('stats.average'), value: summary && formatPercent(summary.average_confidence, lang), icon: Gauge },
    { label: t('stats.recent'), value: summary && formatNumber(summary.recent_analyses_24h, lang), icon: Clock },
    {
      label: t('stats.languages'),
      value: summary && formatNumber(Object.keys(summary.language_distribution).length, lang),
      icon: Languages,
    },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {items.map(({ label, value, icon: Icon }) => (
        <div key={label} className="rounded-xl border border-slate-800 bg-slate-900/70 p-4">
          <dt className="flex items-center gap-2 text-sm text-slate-400">
            <Icon className="h-4 w-4 text-emerald-300" aria-hidden />
            {label}
          </dt>
          <dd className="mt-1 text-2xl font-semibold text-slate-50">{value ?? '–'}</dd>
        </div>
      ))}
    </dl>
  );
}

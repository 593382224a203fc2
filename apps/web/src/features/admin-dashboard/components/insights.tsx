import type { DashboardResponse } from '@shobdo/contracts';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';
import { formatNumber, localizeDigits } from '@/lib/format';

/** Insights of docs/product/screens.md#admin-area: Returning Users (7 days), Most Active Hour, Most Common Type. */
export function Insights({ data, loadingLabel }: { data: DashboardResponse | undefined; loadingLabel: string | null }) {
  const { t, i18n } = useTranslation(['adminDashboard', 'analysis']);
  const lang = i18n.language;
  const s = data?.summary;
  const days = formatNumber(data?.window_days ?? 30, lang);
  const hour = s?.most_active_hour;
  const items = [
    {
      label: t('insights.returningUsers'),
      value: formatNumber(s?.returning_users ?? 0, lang),
      hint: t('insights.returningHint'),
    },
    {
      label: t('insights.mostActiveHour'),
      value:
        hour === null || hour === undefined ? t('na') : localizeDigits(`${String(hour).padStart(2, '0')}:00`, lang),
      hint: t('insights.mostActiveHourHint', { days }),
    },
    {
      label: t('insights.mostCommonType'),
      value: s?.most_common_type
        ? t(`analysis:types.${s.most_common_type}`, { defaultValue: s.most_common_type })
        : t('na'),
      hint: t('insights.mostCommonTypeHint', { days }),
    },
  ];
  return (
    <Card title={t('insights.title')} titleId="insights-title" loadingLabel={loadingLabel}>
      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        {items.map((item) => (
          <div key={item.label} className="rounded-lg bg-slate-800/50 p-3">
            <dt className="text-sm text-slate-400">{item.label}</dt>
            <dd className="text-xl font-semibold text-slate-50">{item.value}</dd>
            <dd className="text-xs text-slate-400">{item.hint}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}

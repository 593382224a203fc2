import type { DashboardResponse } from '@shobdo/contracts';
import { useTranslation } from 'react-i18next';
import { StatCard, trendOf } from '@/components/ui/stat-card';
import { formatNumber, formatPercent } from '@/lib/format';
import { formatDuration } from '../logic/format-duration';

interface StatGridProps {
  data: DashboardResponse | undefined;
  windowDays: number;
  /** The figures have not arrived yet: each card shows a placeholder, never a zero. */
  loading: boolean;
}

/** The six stat cards of docs/product/screens.md#admin-area; with no data every card shows its zero (docs/product/api.md#errors). */
export function StatGrid({ data, windowDays, loading }: StatGridProps) {
  const { t, i18n } = useTranslation('adminDashboard');
  const lang = i18n.language;
  const s = data?.summary;
  const p = data?.previous;
  const n = (v: number | undefined) => formatNumber(v ?? 0, lang);
  const units = { m: t('units.m'), s: t('units.s') };
  const change = (current: number, previous: number | undefined) => {
    if (!previous) return t('stats.noPrevious', { days: formatNumber(windowDays, lang) });
    const pct = ((current - previous) / previous) * 100;
    const sign = pct > 0 ? '+' : '';
    return t('stats.change', { change: `${sign}${formatPercent(pct, lang, 0)}`, days: formatNumber(windowDays, lang) });
  };
  const trend = (current: number | undefined, previous: number | undefined) => trendOf(current ?? 0, previous ?? 0);
  // A count compared with the window before: its value, the change in percent and the trend's colour.
  const counted = (title: string, key: 'total_analyses' | 'active_users' | 'total_visits' | 'unique_visitors') => (
    <StatCard
      title={t(title)}
      value={n(s?.[key])}
      subtitle={change(s?.[key] ?? 0, p?.[key])}
      trend={trend(s?.[key], p?.[key])}
      loading={loading}
    />
  );
  return (
    <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-3">
      {loading && (
        <p role="status" className="sr-only">
          {t('loadingFigures')}
        </p>
      )}
      {counted('stats.totalAnalyses', 'total_analyses')}
      {counted('stats.activeUsers', 'active_users')}
      <StatCard
        title={t('stats.avgSession')}
        value={formatDuration(s?.avg_session_seconds ?? 0, lang, units)}
        subtitle={t('stats.bounce', { rate: formatPercent(s?.bounce_rate ?? 0, lang) })}
        trend={trend(s?.avg_session_seconds, p?.avg_session_seconds)}
        loading={loading}
      />
      <StatCard
        title={t('stats.languageUsage')}
        value={`${formatPercent(s?.bangla_percentage ?? 0, lang, 0)} / ${formatPercent(s?.english_percentage ?? 0, lang, 0)}`}
        subtitle={t('stats.languageSplit', {
          bn: formatPercent(s?.bangla_percentage ?? 0, lang),
          en: formatPercent(s?.english_percentage ?? 0, lang),
        })}
        trend="blue"
        loading={loading}
      />
      {counted('stats.totalVisits', 'total_visits')}
      {counted('stats.uniqueVisitors', 'unique_visitors')}
    </div>
  );
}

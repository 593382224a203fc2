import { MAX_CHART_DAYS, type UsageChartPoint } from '@shobdo/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ChartFrame } from '@/components/ui/chart-frame';
import { formatNumber } from '@/lib/format';
import { validateCustomRange, type ChartRange, type CustomRangeError } from '../logic/chart-range';
import { formatDay } from './format';

interface UsageChartProps {
  points: UsageChartPoint[];
  range: ChartRange;
  onRangeChange: (range: ChartRange) => void;
  /** Set while the figures load: shown instead of a chart of zeros. */
  loadingLabel: string | null;
}

/** Visits per day with Week, Month and Custom (docs/product/screens.md#admin-area); each bar's tooltip reads 'Total Visits'. */
export function UsageChart({ points, range, onRangeChange, loadingLabel }: UsageChartProps) {
  const { t, i18n } = useTranslation('adminDashboard');
  const lang = i18n.language;
  const [panelOpen, setPanelOpen] = useState(false);
  const [start, setStart] = useState(range.start ?? '');
  const [end, setEnd] = useState(range.end ?? '');
  const [error, setError] = useState<CustomRangeError>(null);
  const max = Math.max(1, ...points.map((p) => p.total_visits));
  const totalVisits = points.reduce((a, p) => a + p.total_visits, 0);
  const totalAnalyses = points.reduce((a, p) => a + p.total_analyses, 0);
  const busiest = points.reduce<UsageChartPoint | undefined>(
    (best, p) => (!best || p.total_visits > best.total_visits ? p : best),
    undefined,
  );

  const apply = () => {
    const problem = validateCustomRange(start, end);
    setError(problem);
    if (problem) return;
    setPanelOpen(false);
    onRangeChange({ filter: 'custom', start, end });
  };
  const filterButton = (filter: 'week' | 'month') => (
    <Button
      size="sm"
      variant={range.filter === filter ? 'primary' : 'secondary'}
      aria-pressed={range.filter === filter}
      onClick={() => {
        setPanelOpen(false);
        onRangeChange({ filter });
      }}
    >
      {t(`chart.${filter}`)}
    </Button>
  );

  return (
    <ChartFrame
      title={t('chart.title')}
      summary={t('chart.summary', {
        visits: formatNumber(totalVisits, lang),
        analyses: formatNumber(totalAnalyses, lang),
        start: points[0] ? formatDay(points[0].full_date, lang, true) : '',
        end: points.at(-1) ? formatDay(points.at(-1)!.full_date, lang, true) : '',
        busiest: busiest && busiest.total_visits > 0 ? formatDay(busiest.full_date, lang, true) : t('na'),
      })}
      showTableLabel={t('chart.showTable')}
      showChartLabel={t('chart.showChart')}
      loadingLabel={loadingLabel}
      table={{
        caption: t('chart.caption'),
        columns: [t('chart.date'), t('chart.visits'), t('chart.uniqueVisitors'), t('chart.analyses')],
        rows: points.map((p) => [
          formatDay(p.full_date, lang, true),
          formatNumber(p.total_visits, lang),
          formatNumber(p.unique_visitors, lang),
          formatNumber(p.total_analyses, lang),
        ]),
      }}
      actions={
        <div className="flex flex-wrap gap-2" role="group" aria-label={t('chart.title')}>
          {filterButton('week')}
          {filterButton('month')}
          <Button
            size="sm"
            variant={range.filter === 'custom' ? 'primary' : 'secondary'}
            aria-expanded={panelOpen}
            onClick={() => setPanelOpen((v) => !v)}
          >
            {t('chart.custom')}
          </Button>
        </div>
      }
      panel={
        panelOpen && (
          <div
            className="mb-4 flex flex-wrap items-end gap-3 rounded-lg border border-slate-700 p-3"
            data-testid="custom-range-panel"
          >
            {[
              { label: t('chart.from'), value: start, set: setStart },
              { label: t('chart.to'), value: end, set: setEnd },
            ].map(({ label, value, set }) => (
              <label key={label} className="flex flex-col gap-1 text-xs text-slate-300">
                {label}
                <input
                  type="date"
                  value={value}
                  onChange={(e) => set(e.target.value)}
                  className="rounded border border-slate-600 bg-slate-950 px-2 py-1 text-sm text-slate-100"
                />
              </label>
            ))}
            <Button size="sm" onClick={apply}>
              {t('chart.apply')}
            </Button>
            {error && (
              <p role="alert" className="w-full text-sm text-red-400">
                {t(`chart.${error}`, { days: formatNumber(MAX_CHART_DAYS, lang) })}
              </p>
            )}
          </div>
        )
      }
    >
      <div className="flex h-48 items-end gap-px overflow-hidden" data-testid="usage-bars">
        {points.map((p) => (
          <div
            key={p.full_date}
            className="flex h-full min-w-0 flex-1 flex-col justify-end"
            title={`${t('chart.tooltip')}: ${formatNumber(p.total_visits, lang)} (${formatDay(p.full_date, lang, true)})`}
          >
            <div
              className="rounded-t bg-emerald-500/80"
              style={{ height: `${(p.total_visits / max) * 100}%`, minHeight: p.total_visits > 0 ? 2 : 0 }}
            />
          </div>
        ))}
      </div>
      <div className="mt-1 flex justify-between text-xs text-slate-400">
        <span>{points[0] ? formatDay(points[0].full_date, lang) : ''}</span>
        <span>{points.at(-1) ? formatDay(points.at(-1)!.full_date, lang) : ''}</span>
      </div>
    </ChartFrame>
  );
}

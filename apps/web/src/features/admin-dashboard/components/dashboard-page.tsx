import { ANALYTICS_MODEL_IDS } from '@shobdo/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '@/components/ui/button';
import { useModelsQuery } from '@/lib/models-query';
import { Card } from '@/components/ui/card';
import { formatNumber } from '@/lib/format';
import { classShareQueryOptions } from '../api/get-class-share';
import { dashboardQueryOptions } from '../api/get-dashboard';
import { topUsersQueryOptions } from '../api/get-top-users';
import { usageChartQueryOptions } from '../api/get-usage-chart';
import { userDemographicsQueryOptions } from '../api/get-user-demographics';
import { useFeedbackAgreementQuery } from '../api/get-feedback-agreement';
import { useUpdateAllMutation } from '../api/update-all';
import { fallbackDays, type ChartRange } from '../logic/chart-range';
import { ClassShareChart } from './class-share-chart';
import { Demographics } from './demographics';
import { ErrorBanner } from './error-banner';
import { Insights } from './insights';
import { ModelAgreementCard } from './model-agreement-card';
import { StatGrid } from './stat-grid';
import { TopUsersTable } from './top-users-table';
import { UsageChart } from './usage-chart';

function todayInZone(timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(),
  );
}

/**
 * The Admin dashboard of docs/product/screens.md#admin-area. Everything reloads on a model change and every 5 minutes
 * (the queries' refetch interval); the roll-ups are refreshed once on load. A failed load shows the
 * dismissible banner and zeros (docs/product/api.md#errors); a failed chart shows zero-filled days. A figure not yet
 * loaded is never shown as a zero: its card says it is loading, and a refresh keeps the last figures.
 */
export function DashboardPage() {
  const { t, i18n } = useTranslation('adminDashboard');
  const lang = i18n.language;
  const [modelId, setModelId] = useState<string>(ANALYTICS_MODEL_IDS[0]);
  const [range, setRange] = useState<ChartRange>({ filter: 'week' });
  const [bannerDismissed, setBannerDismissed] = useState(false);
  const updateAll = useUpdateAllMutation();
  // The roll-ups are brought up to date before the figures are read, so that the first figures shown
  // are the current ones (read at once, they came back as yesterday's zeros, then changed).
  const ready = updateAll.isSuccess || updateAll.isError;
  const dashboard = useQuery({ ...dashboardQueryOptions(modelId), enabled: ready });
  // The model's status as the server lists it (a model listed without a file is unavailable).
  const unavailable = useModelsQuery().data?.find((m) => m.id === modelId)?.status === 'unavailable';
  const topUsers = useQuery({ ...topUsersQueryOptions(modelId), enabled: ready });
  const demographics = useQuery({ ...userDemographicsQueryOptions(), enabled: ready });
  const chart = useQuery({ ...usageChartQueryOptions(modelId, range), enabled: ready });
  const classShare = useQuery({ ...classShareQueryOptions(modelId, range), enabled: ready });
  const loadingLabel = (pending: boolean) => (pending ? t('loadingFigures') : null);
  const agreement = useFeedbackAgreementQuery();
  const { mutate } = updateAll;

  useEffect(() => {
    mutate();
  }, [mutate]);

  const failed = dashboard.isError || topUsers.isError || demographics.isError;
  useEffect(() => {
    if (failed) setBannerDismissed(false);
  }, [failed]);

  const timeZone = dashboard.data?.time_zone ?? 'Asia/Dhaka';
  const points =
    chart.data && chart.data.length > 0
      ? chart.data
      : fallbackDays(range, todayInZone(timeZone)).map((day) => ({
          date: day,
          full_date: day,
          total_visits: 0,
          unique_visitors: 0,
          total_analyses: 0,
        }));
  const windowDays = dashboard.data?.window_days ?? 30;

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-xs text-slate-400">
          {t('timeZone', { zone: timeZone, days: formatNumber(windowDays, lang) })}
        </p>
        <div className="flex flex-wrap items-center gap-2">
          <label className="flex items-center gap-2 text-sm text-slate-300">
            {t('model')}
            <select
              value={modelId}
              onChange={(e) => setModelId(e.target.value)}
              className="rounded-lg border border-slate-600 bg-slate-950 px-2 py-1.5 text-sm text-slate-100"
            >
              {ANALYTICS_MODEL_IDS.map((id) => (
                <option key={id} value={id}>
                  {id}
                </option>
              ))}
            </select>
          </label>
          <Link to="/" className={buttonClass('secondary', 'sm')}>
            {t('goHome')}
          </Link>
        </div>
      </div>
      {failed && !bannerDismissed && <ErrorBanner onDismiss={() => setBannerDismissed(true)} />}
      <Card title={t('modelStatus')} titleId="model-status-title">
        <p className="flex items-center gap-2 text-sm">
          <span className="font-mono text-slate-300">{modelId}</span>
          <span
            className={`rounded-full px-2 py-0.5 text-xs font-medium ${unavailable ? 'bg-slate-700 text-slate-300' : 'bg-emerald-500/15 text-emerald-300'}`}
          >
            {unavailable ? t('unavailable') : t('active')}
          </span>
        </p>
      </Card>
      <StatGrid data={dashboard.data} windowDays={windowDays} loading={dashboard.isPending} />
      <UsageChart points={points} range={range} onRangeChange={setRange} loadingLabel={loadingLabel(chart.isPending)} />
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        <TopUsersTable users={topUsers.data?.users ?? []} loadingLabel={loadingLabel(topUsers.isPending)} />
        <Insights data={dashboard.data} loadingLabel={loadingLabel(dashboard.isPending)} />
      </div>
      <Demographics
        demographics={demographics.data}
        dashboard={dashboard.data}
        loadingLabel={loadingLabel(demographics.isPending || dashboard.isPending)}
      />
      <ClassShareChart data={classShare.data} modelId={modelId} loadingLabel={loadingLabel(classShare.isPending)} />
      <ModelAgreementCard models={agreement.data?.models} />
    </div>
  );
}

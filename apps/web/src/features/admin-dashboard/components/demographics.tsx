import type { DashboardResponse, UserDemographicsResponse } from '@shobdo/contracts';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';
import { formatNumber, formatPercent } from '@/lib/format';
import { countryBarWidth } from '../logic/country-bar-width';
import { countryName } from '../logic/country-name';
import { ShareBars } from './share-bars';

type Tile = { label: string; value: string; hint: string };
type Country = UserDemographicsResponse['countries'][number];
type AgeGroup = UserDemographicsResponse['age_groups'][number];

/** An age group in the interface's digits: '18-24' as 18–24, '65+' as 65+. */
function formatAgeRange(range: string, lang: string): string {
  const [from = '', to = ''] = range.split(/[-+]/);
  const start = formatNumber(Number(from), lang);
  return range.includes('+') ? `${start}+` : `${start}–${formatNumber(Number(to), lang)}`;
}

interface DemographicsProps {
  demographics: UserDemographicsResponse | undefined;
  dashboard: DashboardResponse | undefined;
  /** Set while the figures load: shown instead of zeros. */
  loadingLabel: string | null;
}

/**
 * User demographics of docs/product/screens.md#admin-area: registered users, top 5 countries (bars 15 to 95 percent
 * wide), age groups, daily and weekly active users and retention. Each bar's figure is written beside
 * it, so the bars need no separate table.
 */
export function Demographics({ demographics, dashboard, loadingLabel }: DemographicsProps) {
  const { t, i18n } = useTranslation('adminDashboard');
  const lang = i18n.language;
  const countries = demographics?.countries ?? [];
  const ages = (demographics?.age_groups ?? []).filter((g) => g.users > 0);
  const top = Math.max(0, ...countries.map((c) => c.percentage));
  const s = dashboard?.summary;
  const tiles = [
    { label: t('demographics.totalUsers'), value: formatNumber(demographics?.total_users ?? 0, lang), hint: '' },
    {
      label: t('demographics.dailyActive'),
      value: formatNumber(s?.daily_active_users ?? 0, lang),
      hint: t('demographics.dailyActiveHint'),
    },
    {
      label: t('demographics.weeklyActive'),
      value: formatNumber(s?.weekly_active_users ?? 0, lang),
      hint: t('demographics.weeklyActiveHint'),
    },
    {
      label: t('demographics.retention'),
      value: formatPercent(s?.retention ?? 0, lang),
      hint: t('demographics.retentionHint'),
    },
  ];
  return (
    <Card title={t('demographics.title')} titleId="demographics-title" loadingLabel={loadingLabel}>
      <DemographicsBody tiles={tiles} countries={countries} ages={ages} top={top} />
    </Card>
  );
}

function DemographicsBody({
  tiles,
  countries,
  ages,
  top,
}: {
  tiles: Tile[];
  countries: Country[];
  ages: AgeGroup[];
  top: number;
}) {
  const { t, i18n } = useTranslation('adminDashboard');
  const lang = i18n.language;
  return (
    <>
      <dl className="mb-4 grid grid-cols-2 gap-3 lg:grid-cols-4">
        {tiles.map((tile) => (
          <div key={tile.label} className="rounded-lg bg-slate-800/50 p-3">
            <dt className="text-xs text-slate-400">{tile.label}</dt>
            <dd className="text-xl font-semibold text-slate-50">{tile.value}</dd>
            {tile.hint && <dd className="text-xs text-slate-400">{tile.hint}</dd>}
          </div>
        ))}
      </dl>
      <div className="grid grid-cols-1 gap-6 md:grid-cols-2">
        <ShareBars
          title={t('demographics.countries')}
          empty={t('demographics.noCountries')}
          bars={countries.map((c) => ({
            key: c.name,
            label: countryName(c, lang),
            share: formatPercent(c.percentage, lang),
            style: { width: `${countryBarWidth(c.percentage, top)}%`, backgroundColor: c.color },
            testId: 'country-bar',
          }))}
        />
        <ShareBars
          title={t('demographics.ageGroups')}
          empty={t('demographics.noAges')}
          bars={ages.map((g) => ({
            key: g.range,
            label: formatAgeRange(g.range, lang),
            share: formatPercent(g.percentage, lang),
            style: { width: `${g.percentage}%` },
            className: 'bg-sky-500',
          }))}
        />
      </div>
    </>
  );
}

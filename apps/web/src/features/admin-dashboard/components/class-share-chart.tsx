import type { ClassShareResponse } from '@shobdo/contracts';
import { useTranslation } from 'react-i18next';
import { ChartFrame } from '@/components/ui/chart-frame';
import { getTypeTone, TONE_CLASSES } from '@/lib/analysis/detected-types';
import { formatNumber, formatPercent } from '@/lib/format';
import { formatDay } from './format';

/**
 * Beyond the spec: each detected class's share of the day's analyses for the selected model, as
 * stacked bars (are threats rising this week?), with the same figures as a table.
 */
export function ClassShareChart({
  data,
  modelId,
  loadingLabel,
}: {
  data: ClassShareResponse | undefined;
  modelId: string;
  loadingLabel: string | null;
}) {
  const { t, i18n } = useTranslation(['adminDashboard', 'analysis']);
  const lang = i18n.language;
  const classes = data?.classes ?? [];
  const points = data?.points ?? [];
  const label = (c: string) => t(`analysis:types.${c}`, { defaultValue: c });
  const totals = classes.map((c) => [c, points.reduce((a, p) => a + (p.counts[c] ?? 0), 0)] as const);
  const all = totals.reduce((a, [, n]) => a + n, 0);
  const list = totals.map(([c, n]) => `${label(c)} ${formatPercent(all ? (n / all) * 100 : 0, lang)}`).join(', ');
  return (
    <ChartFrame
      title={t('classShare.title')}
      summary={all ? t('classShare.summary', { model: modelId, list }) : t('classShare.empty')}
      showTableLabel={t('chart.showTable')}
      showChartLabel={t('chart.showChart')}
      loadingLabel={loadingLabel}
      table={{
        caption: t('classShare.title'),
        columns: [t('classShare.date'), t('classShare.total'), ...classes.map(label)],
        rows: points.map((p) => [
          formatDay(p.full_date, lang, true),
          formatNumber(p.total, lang),
          ...classes.map((c) => formatPercent(p.percentages[c] ?? 0, lang)),
        ]),
      }}
    >
      {all === 0 ? (
        <p className="text-sm text-slate-400">{t('classShare.empty')}</p>
      ) : (
        <>
          <div className="flex h-40 items-end gap-px">
            {points.map((p) => (
              <div
                key={p.full_date}
                className="flex h-full min-w-0 flex-1 flex-col-reverse overflow-hidden rounded-t"
                title={formatDay(p.full_date, lang, true)}
              >
                {classes.map((c) => (
                  <div
                    key={c}
                    className={TONE_CLASSES[getTypeTone(c)].bar}
                    style={{ height: `${p.percentages[c] ?? 0}%` }}
                  />
                ))}
              </div>
            ))}
          </div>
          <ul className="mt-3 flex flex-wrap gap-3 text-xs text-slate-300">
            {classes.map((c) => (
              <li key={c} className="flex items-center gap-1.5">
                <span className={`inline-block h-2.5 w-2.5 rounded-sm ${TONE_CLASSES[getTypeTone(c)].bar}`} />
                {label(c)}
              </li>
            ))}
          </ul>
        </>
      )}
    </ChartFrame>
  );
}

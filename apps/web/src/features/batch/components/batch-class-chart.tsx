import type { BatchDetail } from '@shobdo/contracts';
import { useTranslation } from 'react-i18next';
import { ChartFrame } from '@/components/ui/chart-frame';
import { TONE_CLASSES, getTypeLabelKey, getTypeTone } from '@/lib/analysis/detected-types';
import { formatNumber, formatPercent } from '@/lib/format';

/** How many comments of each class: bars with the same figures as a table for screen readers and phones. */
export function BatchClassChart({ counts }: { counts: BatchDetail['class_counts'] }) {
  const { t, i18n } = useTranslation(['batch', 'analysis']);
  const lang = i18n.language;
  const total = counts.reduce((sum, c) => sum + c.count, 0);
  const largest = Math.max(1, ...counts.map((c) => c.count));
  const label = (id: string) => t(getTypeLabelKey(id), { defaultValue: id });
  const share = (count: number) => formatPercent(total ? (count / total) * 100 : 0, lang);
  return (
    <ChartFrame
      title={t('results.chartTitle')}
      summary={t('results.chartSummary')}
      showTableLabel={t('results.showTable')}
      showChartLabel={t('results.showChart')}
      table={{
        caption: t('results.chartTitle'),
        columns: [t('results.classColumn'), t('results.countColumn'), t('results.shareColumn')],
        rows: counts.map((c) => [label(c.label), formatNumber(c.count, lang), share(c.count)]),
      }}
    >
      <ul className="flex flex-col gap-3">
        {counts.map((c) => (
          <li key={c.label} className="grid grid-cols-[minmax(7rem,10rem)_1fr_auto] items-center gap-3 text-sm">
            <span className={TONE_CLASSES[getTypeTone(c.label)].text}>{label(c.label)}</span>
            <span className="h-3 rounded-full bg-slate-800">
              <span
                className={`block h-3 rounded-full ${TONE_CLASSES[getTypeTone(c.label)].bar}`}
                style={{ width: `${Math.max(2, (c.count / largest) * 100)}%` }}
              />
            </span>
            <span className="text-slate-300">
              {formatNumber(c.count, lang)} ({share(c.count)})
            </span>
          </li>
        ))}
      </ul>
    </ChartFrame>
  );
}

import { useTranslation } from 'react-i18next';
import { TONE_CLASSES, getTypeLabelKey, getTypeTone } from '@/lib/analysis/detected-types';
import { formatNumber, formatPercent } from '@/lib/format';
import { getConfidenceBand, splitProcessingTime, type ConfidenceBand } from '../logic/result-format';

const BAND_BAR: Record<ConfidenceBand, string> = {
  high: 'bg-emerald-500',
  medium: 'bg-yellow-400',
  low: 'bg-red-500',
};

interface DetectedTypeCardProps {
  prediction: string;
  confidence: number;
  summary: string;
  processingTime: number;
}

/** 'Detected Type' with its colour, the confidence bar, 'Analysis Summary' and the processing time. */
export function DetectedTypeCard({ prediction, confidence, summary, processingTime }: DetectedTypeCardProps) {
  const { t, i18n } = useTranslation(['results', 'analysis']);
  const lang = i18n.language;
  const tone = TONE_CLASSES[getTypeTone(prediction)];
  const time = splitProcessingTime(processingTime);
  const width = Math.max(0, Math.min(100, confidence));
  return (
    <section
      aria-labelledby="detected-type-title"
      className="flex flex-col gap-5 rounded-2xl border border-slate-800 bg-slate-900/60 p-5"
    >
      <div>
        <h2 id="detected-type-title" className="text-sm font-medium uppercase tracking-wide text-slate-400">
          {t('results:detectedType')}
        </h2>
        <p
          className={`mt-2 inline-flex rounded-full px-4 py-1.5 text-xl font-bold ring-1 ${tone.badge}`}
          data-testid="detected-type"
        >
          {t(getTypeLabelKey(prediction), { defaultValue: prediction })}
        </p>
      </div>
      <div>
        <div className="flex items-baseline justify-between text-sm text-slate-300">
          <span id="confidence-label">{t('results:confidence')}</span>
          <span className="text-lg font-semibold text-slate-100" data-testid="confidence">
            {formatPercent(confidence, lang, 1)}
          </span>
        </div>
        <div
          role="meter"
          aria-labelledby="confidence-label"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Number(confidence.toFixed(1))}
          aria-valuetext={formatPercent(confidence, lang, 1)}
          className="mt-2 h-3 overflow-hidden rounded-full bg-slate-800"
        >
          <div
            className={`h-full rounded-full ${BAND_BAR[getConfidenceBand(confidence)]}`}
            style={{ width: `${width}%` }}
          />
        </div>
      </div>
      <div className="rounded-xl border border-slate-700 bg-slate-950/60 p-4">
        <h3 className="text-sm font-semibold text-slate-200">{t('results:summaryTitle')}</h3>
        <p className="mt-2 leading-relaxed text-slate-300 wrap-anywhere" data-testid="analysis-summary">
          {summary}
        </p>
      </div>
      <p className="text-sm text-slate-400">
        {t('results:processingTime')}:{' '}
        <span className="font-medium text-slate-200" data-testid="processing-time">
          {t(`results:units.${time.unit}`, {
            value: formatNumber(time.value, lang, {
              minimumFractionDigits: time.decimals,
              maximumFractionDigits: time.decimals,
            }),
          })}
        </span>
      </p>
    </section>
  );
}

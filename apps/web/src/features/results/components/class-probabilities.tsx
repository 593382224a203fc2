import type { ClassProbability, ModelPerformance } from '@shobdo/contracts';
import { useTranslation } from 'react-i18next';
import { TONE_CLASSES, getTypeLabelKey, getTypeTone } from '@/lib/analysis/detected-types';
import { formatNumber, formatPercent } from '@/lib/format';

interface ClassProbabilitiesProps {
  probabilities: readonly ClassProbability[];
  modelId: string;
  performance: ModelPerformance | null;
}

/** Every class's probability, strongest first, and the figures of the model that produced them. */
export function ClassProbabilities({ probabilities, modelId, performance }: ClassProbabilitiesProps) {
  const { t, i18n } = useTranslation(['results', 'analysis']);
  const lang = i18n.language;
  const sorted = [...probabilities].sort((a, b) => b.confidence - a.confidence);
  return (
    <section aria-labelledby="probabilities-title" className="rounded-2xl border border-slate-800 bg-slate-900/60 p-5">
      <h2 id="probabilities-title" className="text-lg font-semibold text-slate-100">
        {t('results:probabilities.title')}
      </h2>
      <ul className="mt-4 flex flex-col gap-3" data-testid="class-probabilities">
        {sorted.map((p) => (
          <li key={p.label}>
            <div className="flex justify-between text-sm">
              <span className="text-slate-200">{t(getTypeLabelKey(p.label), { defaultValue: p.label })}</span>
              <span className="tabular-nums text-slate-300">{formatPercent(p.confidence, lang, 1)}</span>
            </div>
            <div className="mt-1 h-2 overflow-hidden rounded-full bg-slate-800" aria-hidden>
              <div
                className={`h-full rounded-full ${TONE_CLASSES[getTypeTone(p.label)].bar}`}
                style={{ width: `${Math.min(100, p.confidence)}%` }}
              />
            </div>
          </li>
        ))}
      </ul>
      <p className="mt-4 text-xs text-slate-400">
        {performance
          ? t('results:probabilities.modelWithScore', {
              model: modelId,
              f1: formatNumber(performance.macro_f1, lang, { maximumFractionDigits: 3 }),
              accuracy: formatPercent(performance.accuracy * 100, lang, 1),
            })
          : t('results:probabilities.model', { model: modelId })}
      </p>
    </section>
  );
}

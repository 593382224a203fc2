import { Gauge, Languages, Lightbulb, Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';

const FEATURES = [
  { key: 'explainable', icon: Lightbulb },
  { key: 'languageSpecific', icon: Languages },
  { key: 'fast', icon: Gauge },
  { key: 'privacy', icon: Lock },
] as const;

/** The four feature cards of docs/product/screens.md#about-and-model-card (About). */
export function FeatureCards() {
  const { t } = useTranslation('about');
  return (
    <section aria-labelledby="about-features" className="flex flex-col gap-6">
      <h2 id="about-features" className="text-2xl font-semibold">
        {t('features.title')}
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {FEATURES.map(({ key, icon: Icon }) => (
          <li key={key} className="flex flex-col gap-3 rounded-2xl border border-slate-800 bg-slate-900/60 p-5">
            <Icon className="h-7 w-7 text-emerald-400" aria-hidden />
            <h3 className="text-lg font-semibold">{t(`features.${key}.title`)}</h3>
            <p className="text-sm text-slate-400">{t(`features.${key}.text`)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

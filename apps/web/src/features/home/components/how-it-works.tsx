import { useTranslation } from 'react-i18next';

const STEPS = ['words', 'weights', 'probability', 'explanation'] as const;

/** 'See How It Works' scrolls here: how the model turns words into a decision, in plain words. */
export function HowItWorks() {
  const { t } = useTranslation('home');
  return (
    <section
      id="how-it-works"
      tabIndex={-1}
      aria-labelledby="how-it-works-title"
      className="mx-auto max-w-6xl scroll-mt-20 px-4 py-14 focus:outline-none"
    >
      <h2 id="how-it-works-title" className="text-2xl font-bold text-slate-50 sm:text-3xl">
        {t('how.title')}
      </h2>
      <p className="mt-3 max-w-3xl text-slate-300">{t('how.intro')}</p>
      <ol className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {STEPS.map((step) => (
          <li key={step} className="rounded-xl border border-slate-800 bg-slate-900/60 p-5">
            <span
              className="flex h-8 w-8 items-center justify-center rounded-full bg-emerald-500/20 font-bold text-emerald-300"
              aria-hidden
            >
              {t(`how.steps.${step}.number`)}
            </span>
            <h3 className="mt-3 font-semibold text-slate-100">{t(`how.steps.${step}.title`)}</h3>
            <p className="mt-2 text-sm text-slate-300">{t(`how.steps.${step}.body`)}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}

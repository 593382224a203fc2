import { PlayCircle, Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface HeroSectionProps {
  onTryDemo: () => void;
  onShowHowItWorks: () => void;
  children: ReactNode;
}

export function HeroSection({ onTryDemo, onShowHowItWorks, children }: HeroSectionProps) {
  const { t } = useTranslation('home');
  return (
    <section className="relative overflow-hidden border-b border-slate-800 bg-gradient-to-b from-emerald-950/40 to-slate-950">
      <div className="mx-auto flex max-w-4xl flex-col items-center gap-6 px-4 py-14 text-center sm:py-20">
        <h1 className="text-3xl font-bold leading-tight text-slate-50 sm:text-5xl">{t('hero.title')}</h1>
        <p className="max-w-2xl text-base text-slate-300 sm:text-lg">{t('hero.subtitle')}</p>
        <div className="flex flex-wrap justify-center gap-3">
          <button
            type="button"
            onClick={onTryDemo}
            className="inline-flex items-center gap-2 rounded-lg bg-emerald-500 px-5 py-2.5 font-semibold text-slate-950 hover:bg-emerald-400"
          >
            <Sparkles className="h-5 w-5" aria-hidden />
            {t('hero.tryDemo')}
          </button>
          <button
            type="button"
            onClick={onShowHowItWorks}
            className="inline-flex items-center gap-2 rounded-lg border border-slate-600 px-5 py-2.5 font-semibold text-slate-100 hover:bg-slate-800"
          >
            <PlayCircle className="h-5 w-5" aria-hidden />
            {t('hero.howItWorks')}
          </button>
        </div>
        <div className="w-full text-left">{children}</div>
      </div>
    </section>
  );
}

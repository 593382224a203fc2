import { PlayCircle, Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

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
          <Button size="lg" onClick={onTryDemo} icon={<Sparkles className="h-5 w-5" aria-hidden />}>
            {t('hero.tryDemo')}
          </Button>
          <Button
            variant="secondary"
            size="lg"
            onClick={onShowHowItWorks}
            icon={<PlayCircle className="h-5 w-5" aria-hidden />}
          >
            {t('hero.howItWorks')}
          </Button>
        </div>
        <div className="w-full text-left">{children}</div>
      </div>
    </section>
  );
}

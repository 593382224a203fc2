import { BookOpen } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FeatureCards } from '@/features/about/components/feature-cards';
import { TeamSection } from '@/features/about/components/team-section';
import { Testimonials } from '@/features/about/components/testimonials';
import { useDocumentTitle } from '@/lib/use-document-title';
import { buttonClass } from '@/components/ui/button';

/**
 * docs/product/decisions.md: "Access paper" opens the model card. The in-app page renders the server's
 * models/MODEL_CARD.md (GET /api/models/model-card/, text/markdown) on the dark theme.
 */
const MODEL_CARD_PATH = '/model-card';

export default function AboutPage() {
  const { t } = useTranslation('about');
  useDocumentTitle(t('title'));
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-16 px-4 py-12">
      <section className="flex flex-col gap-6">
        <h1 className="text-4xl font-bold tracking-tight">{t('title')}</h1>
        <p className="max-w-3xl text-lg text-slate-300">{t('story')}</p>
        <div className="grid gap-4 md:grid-cols-2">
          <div className="rounded-2xl border border-slate-800 bg-slate-900/60 p-6">
            <h2 className="mb-2 text-xl font-semibold text-emerald-300">{t('mission.title')}</h2>
            <p className="text-slate-300">{t('mission.text')}</p>
          </div>
          <div className="rounded-2xl border border-slate-800 bg-slate-900/60 p-6">
            <h2 className="mb-2 text-xl font-semibold text-emerald-300">{t('vision.title')}</h2>
            <p className="text-slate-300">{t('vision.text')}</p>
          </div>
        </div>
        <Link to={MODEL_CARD_PATH} className={buttonClass('primary', 'lg', 'w-fit')}>
          <BookOpen className="h-4 w-4" aria-hidden />
          {t('accessPaper')}
        </Link>
      </section>
      <FeatureCards />
      <TeamSection />
      <Testimonials />
    </div>
  );
}

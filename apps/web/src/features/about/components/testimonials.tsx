import { MessageCircle, Star, ThumbsUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { aboutContent } from '@/content/about';
import { formatNumber } from '@/lib/format';
import { SampleBadge, SampleCaption } from './sample-note';

/** Three static testimonials with a star rating and two counters each (docs/product/screens.md#about-and-model-card). */
export function Testimonials() {
  const { t, i18n } = useTranslation('about');
  const lang = i18n.language === 'bn' ? 'bn' : 'en';
  const sample = aboutContent.isSample;
  return (
    <section aria-labelledby="about-testimonials" className="flex flex-col gap-6">
      <h2 id="about-testimonials" className="text-2xl font-semibold">
        {t('testimonials.title')}
      </h2>
      {sample ? <SampleCaption text={t('sample.testimonials')} /> : null}
      <ul className="grid gap-4 md:grid-cols-3">
        {aboutContent.testimonials.map((item) => (
          <li
            key={item.author.en}
            className={`flex flex-col gap-4 rounded-2xl border bg-slate-900/60 p-6 ${sample ? 'border-dashed border-amber-400/40' : 'border-slate-800'}`}
          >
            {sample ? <SampleBadge /> : null}
            <p
              role="img"
              aria-label={t('testimonials.rating', {
                rating: formatNumber(item.rating, lang),
                max: formatNumber(5, lang),
              })}
              className="flex gap-0.5"
            >
              {[1, 2, 3, 4, 5].map((n) => (
                <Star
                  key={n}
                  aria-hidden
                  className={`h-4 w-4 ${n <= item.rating ? 'fill-amber-400 text-amber-400' : 'text-slate-600'}`}
                />
              ))}
            </p>
            <blockquote className="flex-1 text-slate-200">“{item.quote[lang]}”</blockquote>
            <div className="text-sm">
              <p className="font-semibold">{item.author[lang]}</p>
              <p className="text-slate-400">{item.role[lang]}</p>
            </div>
            <div className="flex gap-4 text-sm text-slate-400">
              <span className="inline-flex items-center gap-1" title={t('testimonials.likes')}>
                <ThumbsUp className="h-4 w-4" aria-hidden />
                <span className="sr-only">{t('testimonials.likes')}: </span>
                {formatNumber(item.likes, lang)}
              </span>
              <span className="inline-flex items-center gap-1" title={t('testimonials.replies')}>
                <MessageCircle className="h-4 w-4" aria-hidden />
                <span className="sr-only">{t('testimonials.replies')}: </span>
                {formatNumber(item.replies, lang)}
              </span>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDocumentTitle } from '@/lib/use-document-title';
import { buttonClass } from '@/components/ui/button';

/** Unknown routes (docs/product/decisions.md): the same message in both languages, whatever the toggle says. */
export default function NotFoundPage() {
  const { i18n } = useTranslation();
  const en = i18n.getFixedT('en', 'common');
  const bn = i18n.getFixedT('bn', 'common');
  const t = i18n.language === 'bn' ? bn : en;
  useDocumentTitle(t('notFound.title'));
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-6 px-4 py-20 text-center">
      <p className="text-6xl font-bold text-emerald-400" aria-hidden>
        404
      </p>
      {/* English first as the page's heading, then the same words in Bengali. */}
      {[
        { lang: 'en', tr: en },
        { lang: 'bn', tr: bn },
      ].map(({ lang, tr }) => {
        const Title = lang === 'en' ? 'h1' : 'p';
        return (
          <div key={lang} className="flex flex-col gap-2">
            <Title className="text-2xl font-semibold" lang={lang}>
              {tr('notFound.title')}
            </Title>
            <p className="text-slate-300" lang={lang}>
              {tr('notFound.message')}
            </p>
          </div>
        );
      })}
      <Link to="/" className={buttonClass('primary')}>
        {en('notFound.home')} / <span lang="bn">{bn('notFound.home')}</span>
      </Link>
    </div>
  );
}

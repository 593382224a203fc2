import { ArrowLeft } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useModelCardQuery } from '../api/get-model-card';
import { renderMarkdown } from '../logic/render-markdown';
import { Button } from '@/components/ui/button';

// Styles for the rendered Markdown, on the dark theme (no typography plugin: a handful of element rules).
const ARTICLE_CLASSES = [
  'min-w-0 text-slate-300 leading-relaxed',
  '[&_h2]:mt-2 [&_h2]:mb-4 [&_h2]:text-3xl [&_h2]:font-bold [&_h2]:tracking-tight [&_h2]:text-slate-50',
  '[&_h3]:mt-10 [&_h3]:mb-3 [&_h3]:border-b [&_h3]:border-slate-800 [&_h3]:pb-2 [&_h3]:text-2xl [&_h3]:font-semibold [&_h3]:text-emerald-300',
  '[&_h4]:mt-6 [&_h4]:mb-2 [&_h4]:text-lg [&_h4]:font-semibold [&_h4]:text-slate-100',
  '[&_h5]:mt-4 [&_h5]:mb-2 [&_h5]:font-semibold [&_h5]:text-slate-100',
  '[&_p]:my-3 [&_ul]:my-3 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-3 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:my-1',
  '[&_strong]:font-semibold [&_strong]:text-slate-100',
  '[&_a]:text-emerald-300 [&_a]:underline [&_a]:underline-offset-2 [&_a:hover]:text-emerald-200',
  '[&_code]:rounded [&_code]:bg-slate-800 [&_code]:px-1.5 [&_code]:py-0.5 [&_code]:text-[0.9em] [&_code]:text-emerald-200 [&_code]:break-words',
  '[&_pre]:my-4 [&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:border [&_pre]:border-slate-800 [&_pre]:bg-slate-900 [&_pre]:p-4 [&_pre]:text-sm',
  '[&_pre_code]:bg-transparent [&_pre_code]:p-0 [&_pre_code]:text-slate-200 [&_pre_code]:break-normal',
  '[&_blockquote]:my-4 [&_blockquote]:border-l-4 [&_blockquote]:border-emerald-500/60 [&_blockquote]:pl-4 [&_blockquote]:text-slate-400',
  '[&_hr]:my-8 [&_hr]:border-slate-800',
  // Tables scroll sideways inside their wrapper (TABLE_SCROLL_CLASS, written out: Tailwind only sees
  // literal class names) on phones instead of widening the page.
  '[&_.md-table-scroll]:my-4 [&_.md-table-scroll]:max-w-full [&_.md-table-scroll]:overflow-x-auto',
  '[&_.md-table-scroll]:rounded-lg [&_.md-table-scroll]:border [&_.md-table-scroll]:border-slate-800',
  '[&_.md-table-scroll:focus-visible]:outline-2 [&_.md-table-scroll:focus-visible]:outline-emerald-400',
  '[&_table]:w-full [&_table]:border-collapse [&_table]:text-sm',
  '[&_th]:bg-slate-900 [&_th]:px-3 [&_th]:py-2 [&_th]:text-left [&_th]:font-semibold [&_th]:whitespace-nowrap [&_th]:text-slate-100',
  '[&_td]:border-t [&_td]:border-slate-800 [&_td]:px-3 [&_td]:py-2 [&_td]:align-top [&_td]:min-w-[7rem]',
  '[&_tbody_tr:nth-child(even)]:bg-slate-900/40',
].join(' ');

/**
 * /model-card: the model card rendered in the app, in the UI language: models/MODEL_CARD.md in English,
 * its translation models/MODEL_CARD.bn.md with Bengali digits in Bengali.
 */
export function ModelCardPage() {
  const { t, i18n } = useTranslation('modelCard');
  const language = i18n.language === 'bn' ? 'bn' : 'en';
  const query = useModelCardQuery(language);
  const html = useMemo(
    () => (query.data === undefined ? null : renderMarkdown(query.data, language)),
    [query.data, language],
  );
  useDocumentTitle(t('title'));

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-10">
      <Link
        to="/about"
        className="inline-flex w-fit items-center gap-2 rounded text-sm text-emerald-300 hover:text-emerald-200 focus-visible:outline-2 focus-visible:outline-emerald-400"
      >
        <ArrowLeft className="h-4 w-4" aria-hidden />
        {t('back')}
      </Link>
      <header className="flex flex-col gap-2 border-b border-slate-800 pb-6">
        <h1 className="text-sm font-semibold tracking-wide text-emerald-300 uppercase">{t('title')}</h1>
        <p className="max-w-3xl text-slate-300">{t('intro')}</p>
      </header>
      {query.isPending ? <LoadingScreen label={t('loading')} /> : null}
      {query.isError ? (
        <div
          role="alert"
          className="flex flex-col items-start gap-3 rounded-lg border border-red-500/40 bg-red-500/10 p-4 text-red-200"
        >
          <p>{t('error')}</p>
          <Button onClick={() => void query.refetch()}>{t('retry')}</Button>
        </div>
      ) : null}
      {html !== null ? (
        // The HTML comes from renderMarkdown, which escapes any raw HTML in the Markdown (see there).
        <article
          lang={language}
          data-testid="model-card"
          className={ARTICLE_CLASSES}
          dangerouslySetInnerHTML={{ __html: html }}
        />
      ) : null}
    </div>
  );
}

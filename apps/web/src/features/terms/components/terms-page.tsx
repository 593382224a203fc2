import type { Language } from '@shobdo/contracts';
import { getTermsPage } from '../terms-content';

/** /terms: the Terms of Use and Privacy, one article with a heading per section and a contents list. */
export function TermsPage({ language }: { language: Language }) {
  const page = getTermsPage(language);
  return (
    <article className="mx-auto flex w-full max-w-3xl flex-col gap-8 px-4 py-12">
      <header className="flex flex-col gap-3">
        <h1 className="text-3xl font-bold tracking-tight text-slate-50 sm:text-4xl">{page.title}</h1>
        <p className="text-sm text-slate-400">{page.updated}</p>
        <p className="text-lg text-slate-300">{page.intro}</p>
      </header>
      <nav aria-label={page.title} className="rounded-2xl border border-slate-800 bg-slate-900/60 p-5">
        <ol className="flex list-decimal flex-col gap-1.5 pl-5 text-emerald-300">
          {page.sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className="hover:underline">
                {section.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {page.sections.map((section) => (
        <section
          key={section.id}
          id={section.id}
          aria-labelledby={`${section.id}-title`}
          className="flex scroll-mt-24 flex-col gap-3"
        >
          <h2 id={`${section.id}-title`} className="text-xl font-semibold text-slate-100">
            {section.title}
          </h2>
          {section.paragraphs.map((text) => (
            <p key={text} className="leading-relaxed text-slate-300">
              {text}
            </p>
          ))}
          {section.items ? (
            <ul className="flex list-disc flex-col gap-2 pl-5 leading-relaxed text-slate-300">
              {section.items.map((text) => (
                <li key={text}>{text}</li>
              ))}
            </ul>
          ) : null}
        </section>
      ))}
    </article>
  );
}

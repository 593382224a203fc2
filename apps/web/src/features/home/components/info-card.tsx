import type { ReactNode } from 'react';

interface InfoCardProps {
  title: string;
  body: string;
  media: ReactNode;
}

export function InfoCard({ title, body, media }: InfoCardProps) {
  return (
    <article className="flex flex-col gap-3 rounded-xl border border-slate-800 bg-slate-900/60 p-5">
      {media}
      <h3 className="text-lg font-semibold text-slate-100">{title}</h3>
      <p className="text-sm leading-relaxed text-slate-300">{body}</p>
    </article>
  );
}

interface CardSectionProps {
  id: string;
  title: string;
  subtitle: string;
  children: ReactNode;
}

export function CardSection({ id, title, subtitle, children }: CardSectionProps) {
  return (
    <section aria-labelledby={id} className="mx-auto max-w-6xl px-4 py-12">
      <h2 id={id} className="text-2xl font-bold text-slate-50 sm:text-3xl">
        {title}
      </h2>
      <p className="mt-2 max-w-3xl text-slate-300">{subtitle}</p>
      <div className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">{children}</div>
    </section>
  );
}

import type { HTMLAttributes, ReactNode } from 'react';

interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** Heading of the card; its id labels the card for screen readers. */
  title?: ReactNode;
  titleId?: string;
  /** Shown at the right of the title (buttons, a selector). */
  actions?: ReactNode;
  /** While the card's figures load: this line in their place, never a figure it does not have. */
  loadingLabel?: string | null;
}

/** The panel every admin page builds on: a rounded, bordered surface with an optional title row. */
export function Card({ title, titleId, actions, loadingLabel, className = '', children, ...rest }: CardProps) {
  return (
    <section
      aria-labelledby={title && titleId ? titleId : undefined}
      className={`rounded-xl border border-slate-800 bg-slate-900/60 p-4 md:p-5 ${className}`}
      {...rest}
    >
      {(title || actions) && (
        <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
          {title && (
            <h2 id={titleId} className="text-base font-semibold text-slate-100">
              {title}
            </h2>
          )}
          {actions}
        </div>
      )}
      {loadingLabel ? (
        <p role="status" className="text-sm text-slate-400">
          {loadingLabel}
        </p>
      ) : (
        children
      )}
    </section>
  );
}

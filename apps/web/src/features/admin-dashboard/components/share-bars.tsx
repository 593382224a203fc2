import type { CSSProperties, ReactNode } from 'react';

export interface ShareBar {
  key: string;
  label: ReactNode;
  /** The share as written beside the bar ('42%'). */
  share: string;
  /** The bar's width and colour. */
  style: CSSProperties;
  /** The bar's colour when it is one for the whole list (a class). */
  className?: string;
  testId?: string;
}

/** A titled list of shares (top countries, age groups): each a label, its figure and a bar beside it. */
export function ShareBars({ title, empty, bars }: { title: string; empty: string; bars: ShareBar[] }) {
  return (
    <div>
      <h3 className="mb-2 text-sm font-medium text-slate-300">{title}</h3>
      {bars.length === 0 ? (
        <p className="text-sm text-slate-400">{empty}</p>
      ) : (
        <ul className="flex flex-col gap-2" aria-label={title}>
          {bars.map((bar) => (
            <li key={bar.key} className="text-sm">
              <div className="flex justify-between text-slate-200">
                <span>{bar.label}</span>
                <span>{bar.share}</span>
              </div>
              <div className="mt-1 h-2 rounded bg-slate-800" aria-hidden>
                <div className={`h-2 rounded ${bar.className ?? ''}`} style={bar.style} data-testid={bar.testId} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

import type { ReactNode } from 'react';

export type StatTrend = 'green' | 'red' | 'blue';

const TREND_CLASSES: Record<StatTrend, string> = {
  green: 'text-emerald-400',
  red: 'text-red-400',
  blue: 'text-sky-400',
};

export interface StatFlag {
  code: string;
  percentage: string;
}

export interface StatCardProps {
  title: string;
  value: string;
  subtitle?: string;
  /** The colour of the subtitle: green good, red bad, blue neutral (docs/product/screens.md#admin-area, metric card). */
  trend?: StatTrend;
  /** Optional list of flags, each a code and a ready-formatted percentage. */
  flags?: StatFlag[];
  icon?: ReactNode;
  /** Set while the figure loads: a placeholder instead of a value the card does not have. */
  loading?: boolean;
}

/** The metric card widget of docs/product/screens.md#admin-area: title, value, subtitle in the trend's colour, flags. */
export function StatCard({ title, value, subtitle, trend = 'blue', flags, icon, loading = false }: StatCardProps) {
  return (
    <div
      className="flex flex-col gap-1 rounded-xl border border-slate-800 bg-slate-900/60 p-4"
      data-testid="stat-card"
      aria-busy={loading || undefined}
    >
      <div className="flex items-center justify-between gap-2">
        <h3 className="text-sm font-medium text-slate-400">{title}</h3>
        {icon && (
          <span aria-hidden className="text-slate-500">
            {icon}
          </span>
        )}
      </div>
      {loading ? (
        <span aria-hidden className="my-1 block h-7 w-24 animate-pulse rounded bg-slate-800" />
      ) : (
        <p className="text-2xl font-semibold text-slate-50">{value}</p>
      )}
      {subtitle && !loading && <p className={`text-xs ${TREND_CLASSES[trend]}`}>{subtitle}</p>}
      {flags && flags.length > 0 && (
        <ul className="mt-1 flex flex-wrap gap-2 text-xs text-slate-300">
          {flags.map((flag) => (
            <li key={flag.code} className="rounded bg-slate-800 px-2 py-0.5">
              {flag.code} {flag.percentage}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The trend colour of a figure against the previous period: up green, down red, level (or no history) blue. */
export function trendOf(current: number, previous: number, higherIsBetter = true): StatTrend {
  if (current === previous || previous === 0) return 'blue';
  return current > previous === higherIsBetter ? 'green' : 'red';
}

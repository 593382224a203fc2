import type { ReactNode } from 'react';

export type BadgeTone = 'green' | 'yellow' | 'red' | 'blue' | 'slate';

const TONES: Record<BadgeTone, string> = {
  green: 'border-emerald-500/40 bg-emerald-500/15 text-emerald-300',
  yellow: 'border-amber-400/40 bg-amber-400/15 text-amber-200',
  red: 'border-red-500/40 bg-red-500/15 text-red-300',
  blue: 'border-sky-500/40 bg-sky-500/15 text-sky-300',
  slate: 'border-slate-600 bg-slate-800 text-slate-200',
};

/** A small rounded label; its colour carries meaning, so the text must say the same in words. */
export function Badge({ tone = 'slate', children, icon }: { tone?: BadgeTone; children: ReactNode; icon?: ReactNode }) {
  return (
    <span
      className={`inline-flex items-center gap-1 whitespace-nowrap rounded-full border px-2 py-0.5 text-xs font-medium ${TONES[tone]}`}
    >
      {icon}
      {children}
    </span>
  );
}

import type { HistoryItem } from '@shobdo/contracts';
import { ChevronRight, Loader2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TONE_CLASSES, getTypeLabelKey, getTypeTone } from '@/lib/analysis/detected-types';
import { formatDate, formatPercent } from '@/lib/format';

interface HistoryCardProps {
  item: HistoryItem;
  onOpen: (id: string) => void;
  opening: boolean;
  /** Beside the card: its tick box before, its delete button after (delete-row-controls.tsx). */
  leading?: ReactNode;
  trailing?: ReactNode;
}

/** One past analysis; the whole card is a button that opens it on /results. */
export function HistoryCard({ item, onOpen, opening, leading, trailing }: HistoryCardProps) {
  const { t, i18n } = useTranslation(['history', 'analysis']);
  const lang = i18n.language;
  const tone = TONE_CLASSES[getTypeTone(item.detected_type)];
  return (
    <li className="flex items-start gap-2">
      {leading}
      <button
        type="button"
        onClick={() => onOpen(item.id)}
        disabled={opening}
        aria-busy={opening}
        data-testid="history-card"
        className="flex min-w-0 flex-1 items-start gap-4 rounded-xl border border-slate-800 bg-slate-900/60 p-4 text-left transition hover:border-emerald-500/60 hover:bg-slate-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-emerald-400 disabled:opacity-70"
      >
        <div className="flex min-w-0 flex-1 flex-col gap-2">
          <div className="flex flex-wrap items-center gap-2">
            <span
              className={`rounded-full px-3 py-0.5 text-sm font-semibold ring-1 ${tone.badge}`}
              data-testid="history-type"
            >
              {t(getTypeLabelKey(item.detected_type), { defaultValue: item.detected_type })}
            </span>
            <span className="text-sm text-slate-300" data-testid="history-confidence">
              {t('history:card.confidence', { value: formatPercent(item.confidence_score, lang, 0) })}
            </span>
          </div>
          <p lang="bn" className="line-clamp-2 break-words text-slate-100" data-testid="history-text">
            {item.original_text}
          </p>
          <time dateTime={item.created_at} className="text-xs text-slate-400">
            {formatDate(item.created_at, lang)}
          </time>
        </div>
        {opening ? (
          <Loader2 className="mt-1 h-5 w-5 shrink-0 animate-spin text-emerald-300" aria-hidden />
        ) : (
          <ChevronRight className="mt-1 h-5 w-5 shrink-0 text-slate-500" aria-hidden />
        )}
      </button>
      {trailing}
    </li>
  );
}

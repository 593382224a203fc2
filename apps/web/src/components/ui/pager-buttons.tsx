import { ChevronLeft, ChevronRight } from 'lucide-react';
import { formatNumber } from '@/lib/format';
import { getPageItems } from './page-items';

// Below the sm breakpoint the buttons and gaps are smaller, so that the widest numbered bar
// docs/product/screens.md's paging makes ('‹ 1 … 4 5 6 … 8 ›', seven numbers and marks plus two arrows)
// stays on one line from 360 px.
const BUTTON =
  'inline-flex h-9 min-w-9 items-center justify-center rounded-lg border px-2 text-sm sm:h-10 sm:min-w-10 sm:px-3 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-emerald-400 disabled:cursor-not-allowed disabled:opacity-40';
const IDLE = 'border-slate-700 text-slate-200 hover:bg-slate-800';
const CURRENT = 'border-emerald-400 bg-emerald-500 font-semibold text-slate-950';

interface StepButtonProps {
  direction: 'previous' | 'next';
  text: string;
  disabled: boolean;
  onClick: () => void;
  /** Only the arrow shows on phones (the text stays the button's name), to leave room for page numbers. */
  compact: boolean;
}

/** Previous or Next: an arrow and its word. */
export function StepButton({ direction, text, disabled, onClick, compact }: StepButtonProps) {
  const Arrow = direction === 'previous' ? ChevronLeft : ChevronRight;
  return (
    <button type="button" onClick={onClick} disabled={disabled} className={`${BUTTON} gap-1 ${IDLE}`}>
      {direction === 'previous' && <Arrow className="h-4 w-4" aria-hidden />}
      <span className={compact ? 'sr-only sm:not-sr-only' : undefined}>{text}</span>
      {direction === 'next' && <Arrow className="h-4 w-4" aria-hidden />}
    </button>
  );
}

/** Where a pager stands and how it moves: every pager and its page numbers take these. */
export interface PagePosition {
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
}

interface PageNumbersProps extends PagePosition {
  language: string;
  /** The button's name for a page number, e.g. 'Page 3'. */
  pageName: (number: string) => string;
}

/** The numbered buttons with an ellipsis for each gap; the current page is marked for assistive technology too. */
export function PageNumbers({ page, totalPages, language, pageName, onPageChange }: PageNumbersProps) {
  return getPageItems(page, totalPages).map((item) =>
    typeof item === 'number' ? (
      <button
        key={item}
        type="button"
        onClick={() => onPageChange(item)}
        aria-current={item === page ? 'page' : undefined}
        aria-label={pageName(formatNumber(item, language))}
        className={`${BUTTON} ${item === page ? CURRENT : IDLE}`}
      >
        {formatNumber(item, language)}
      </button>
    ) : (
      <span key={item} className="px-0.5 text-slate-500 sm:px-1" aria-hidden>
        …
      </span>
    ),
  );
}

import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/format';
import { getPageItems } from '../logic/page-numbers';

interface HistoryPagerProps {
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
}

// Below the sm breakpoint the buttons and gaps are smaller, so that the widest bar docs/product/screens.md's paging
// makes ('‹ 1 … 4 5 6 … 8 ›', seven numbers and marks plus two arrows) stays on one line from 360 px.
const buttonClass =
  'inline-flex h-9 min-w-9 items-center justify-center rounded-lg border px-2 text-sm sm:h-10 sm:min-w-10 sm:px-3 disabled:cursor-not-allowed disabled:opacity-40';

export function HistoryPager({ page, pageCount, onPageChange }: HistoryPagerProps) {
  const { t, i18n } = useTranslation('history');
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={t('pager.label')} className="flex flex-wrap items-center justify-center gap-1 sm:gap-2">
      <button
        type="button"
        onClick={() => onPageChange(page - 1)}
        disabled={page === 1}
        className={`${buttonClass} border-slate-700 text-slate-200 hover:bg-slate-800`}
      >
        <ChevronLeft className="h-4 w-4" aria-hidden />
        <span className="ml-1 hidden sm:inline">{t('pager.previous')}</span>
        <span className="sr-only sm:hidden">{t('pager.previous')}</span>
      </button>
      {getPageItems(page, pageCount).map((item) =>
        typeof item === 'number' ? (
          <button
            key={item}
            type="button"
            onClick={() => onPageChange(item)}
            aria-current={item === page ? 'page' : undefined}
            aria-label={t('pager.page', { page: formatNumber(item, i18n.language) })}
            className={`${buttonClass} ${
              item === page
                ? 'border-emerald-400 bg-emerald-500 font-semibold text-slate-950'
                : 'border-slate-700 text-slate-200 hover:bg-slate-800'
            }`}
          >
            {formatNumber(item, i18n.language)}
          </button>
        ) : (
          <span key={item} className="px-0.5 text-slate-500 sm:px-1" aria-hidden>
            …
          </span>
        ),
      )}
      <button
        type="button"
        onClick={() => onPageChange(page + 1)}
        disabled={page === pageCount}
        className={`${buttonClass} border-slate-700 text-slate-200 hover:bg-slate-800`}
      >
        <span className="mr-1 hidden sm:inline">{t('pager.next')}</span>
        <span className="sr-only sm:hidden">{t('pager.next')}</span>
        <ChevronRight className="h-4 w-4" aria-hidden />
      </button>
    </nav>
  );
}

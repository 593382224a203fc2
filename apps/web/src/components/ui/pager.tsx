import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/format';
import { Button } from './button';

export interface PagerProps {
  page: number;
  pageSize: number;
  total: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  /** Names the navigation landmark, e.g. 'Users pages' (a page may have several pagers). */
  label?: string;
  /** The server counted a broad search only up to its cap: total and pages read '1,000+', Next stays on. */
  totalIsLowerBound?: boolean;
}

/** The range shown, 1-based and inclusive; 0 to 0 for an empty list or a page beyond the last. */
export function getShownRange(page: number, pageSize: number, total: number): { from: number; to: number } {
  const from = (page - 1) * pageSize + 1;
  if (total === 0 || from > total) return { from: 0, to: 0 };
  return { from, to: Math.min(page * pageSize, total) };
}

/** Previous/Next with 'Showing x to y of z results' and 'Page n of m' (docs/product/screens.md#admin-area, admin lists). */
export function Pager({ page, pageSize, total, totalPages, onPageChange, label, totalIsLowerBound }: PagerProps) {
  const { t, i18n } = useTranslation('common');
  const n = (value: number) => formatNumber(value, i18n.language);
  const atLeast = (value: number) => (totalIsLowerBound ? `${n(value)}+` : n(value));
  // Beyond a lower-bound total the rows go on: the shown range is the page's own.
  const { from, to } = getShownRange(page, pageSize, totalIsLowerBound ? Math.max(total, page * pageSize) : total);
  return (
    <nav
      aria-label={label ?? t('pager.label')}
      className="flex flex-col items-center justify-between gap-3 sm:flex-row"
    >
      <p className="text-sm text-slate-400" aria-live="polite">
        {t('pager.showing', { from: n(from), to: n(to), total: atLeast(total) })}
      </p>
      <div className="flex items-center gap-2">
        <Button
          variant="secondary"
          size="sm"
          onClick={() => onPageChange(page - 1)}
          disabled={page <= 1}
          icon={<ChevronLeft className="h-4 w-4" aria-hidden />}
        >
          {t('pager.previous')}
        </Button>
        <span className="text-sm text-slate-300">
          {t('pager.pageOf', { page: n(page), pages: atLeast(Math.max(totalPages, 1)) })}
        </span>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => onPageChange(page + 1)}
          disabled={page >= totalPages && !totalIsLowerBound}
        >
          {t('pager.next')}
          <ChevronRight className="h-4 w-4" aria-hidden />
        </Button>
      </div>
    </nav>
  );
}

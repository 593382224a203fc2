import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/format';
import { PageNumbers, StepButton, type PagePosition } from './pager-buttons';

interface PagerBase extends PagePosition {
  /** Names the navigation landmark, e.g. 'Users pages' (a page may have several pagers). */
  label?: string;
  /**
   * The namespace whose `pager.*` words it speaks: History keeps its own Bengali words ('আগের', 'পাতা n'),
   * which its readers and journeys know; every other list speaks common's.
   */
  ns?: string;
}

/** A list paged in the browser (History): numbered page buttons, hidden while there is one page. */
interface NumberedPagerProps extends PagerBase {
  numbered: true;
}

/** A list paged by the server: 'Showing x to y of z results' and 'Page n of m' (docs/product/screens.md#admin-area). */
interface CountedPagerProps extends PagerBase {
  numbered?: false;
  pageSize: number;
  total: number;
  /** The server counted a broad search only up to its cap: total and pages read '1,000+', Next stays on. */
  totalIsLowerBound?: boolean;
}

export type PagerProps = NumberedPagerProps | CountedPagerProps;

/** The range shown, 1-based and inclusive; 0 to 0 for an empty list or a page beyond the last. */
export function getShownRange(page: number, pageSize: number, total: number): { from: number; to: number } {
  const from = (page - 1) * pageSize + 1;
  if (total === 0 || from > total) return { from: 0, to: 0 };
  return { from, to: Math.min(page * pageSize, total) };
}

/** The one pager of the app's lists: Previous and Next around page numbers, or around 'Page n of m'. */
export function Pager(props: PagerProps) {
  const { page, totalPages, onPageChange, label, ns = 'common' } = props;
  const { t, i18n } = useTranslation(ns);
  const n = (value: number) => formatNumber(value, i18n.language);
  const open = !props.numbered && props.totalIsLowerBound === true;
  const atLeast = (value: number) => (open ? `${n(value)}+` : n(value));
  if (props.numbered && totalPages <= 1) return null;
  const step = (direction: 'previous' | 'next') => (
    <StepButton
      direction={direction}
      text={t(`pager.${direction}`)}
      compact={props.numbered === true}
      disabled={direction === 'previous' ? page <= 1 : page >= totalPages && !open}
      onClick={() => onPageChange(direction === 'previous' ? page - 1 : page + 1)}
    />
  );
  if (props.numbered) {
    return (
      <nav aria-label={label ?? t('pager.label')} className="flex flex-wrap items-center justify-center gap-1 sm:gap-2">
        {step('previous')}
        <PageNumbers
          page={page}
          totalPages={totalPages}
          language={i18n.language}
          pageName={(number) => t('pager.page', { page: number })}
          onPageChange={onPageChange}
        />
        {step('next')}
      </nav>
    );
  }
  // Beyond a lower-bound total the rows go on: the shown range is the page's own.
  const shownTotal = open ? Math.max(props.total, page * props.pageSize) : props.total;
  const { from, to } = getShownRange(page, props.pageSize, shownTotal);
  return (
    <nav
      aria-label={label ?? t('pager.label')}
      className="flex flex-col items-center justify-between gap-3 sm:flex-row"
    >
      <p className="text-sm text-slate-400" aria-live="polite">
        {t('pager.showing', { from: n(from), to: n(to), total: atLeast(props.total) })}
      </p>
      <div className="flex items-center gap-2">
        {step('previous')}
        <span className="text-sm text-slate-300">
          {t('pager.pageOf', { page: n(page), pages: atLeast(Math.max(totalPages, 1)) })}
        </span>
        {step('next')}
      </div>
    </nav>
  );
}

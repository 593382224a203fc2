import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '@/components/list/list-alerts';
import { useListParams } from '@/components/list/use-list-params';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { Pager } from '@/components/ui/pager';
import { useAuth } from '@/lib/auth-context';
import { formatNumber } from '@/lib/format';
import { useHistoryQuery } from '../api/get-history';
import { EMPTY_FILTERS, FILTER_CHOICES, filterHistory } from '../logic/history-filters';
import { countPages, slicePage } from '../logic/page-numbers';
import { HistoryCard } from './history-card';
import { HistoryFiltersBar } from './history-filters-bar';
import { useHistoryDeletion } from '../logic/use-history-deletion';
import { useHistorySelection } from '../logic/use-history-selection';
import { DeleteConfirm } from './delete-confirm';
import { DeleteOutcome } from './delete-outcome';
import { DeleteRowButton, DeleteSelectBox } from './delete-row-controls';
import { DeleteToolbar } from './delete-toolbar';

interface HistoryPageProps {
  /** Opens an analysis on /results; resolves with an error text to show, or null. */
  onOpen: (id: string) => Promise<string | null>;
}

/**
 * History (docs/product/screens.md#history): search, type and date filters, cards, and client-side
 * pages of five. The search, filters and page live in the URL: a reload, Back and a shared link keep them.
 */
export function HistoryPage({ onOpen }: HistoryPageProps) {
  const { t, i18n } = useTranslation('history');
  const { user } = useAuth();
  const query = useHistoryQuery(user?.id);
  const list = useListParams(EMPTY_FILTERS, FILTER_CHOICES);
  const { page, ...filters } = list.params;
  const [openingId, setOpeningId] = useState<string | null>(null);
  const [openError, setOpenError] = useState<string | null>(null);

  const { search, type, date } = filters;
  const filtered = useMemo(
    () => filterHistory(query.data?.results ?? [], { search, type, date }),
    [query.data, search, type, date],
  );
  const pageCount = countPages(filtered.length);
  const current = Math.min(page, pageCount);
  const shown = slicePage(filtered, current);
  const shownIds = useMemo(() => shown.map((item) => item.id), [shown]);
  const selection = useHistorySelection(useMemo(() => filtered.map((item) => item.id), [filtered]));
  const deletion = useHistoryDeletion(selection.clear);

  const open = async (id: string) => {
    setOpeningId(id);
    setOpenError(null);
    const error = await onOpen(id);
    setOpeningId(null);
    setOpenError(error);
  };

  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-8 sm:py-10">
      <div>
        <h1 className="text-2xl font-bold text-slate-50 sm:text-3xl">{t('title')}</h1>
        <p className="mt-2 text-slate-300">{t('subtitle')}</p>
      </div>
      {/* Any filter change starts again from the first page (docs/product/screens.md#history). */}
      <HistoryFiltersBar filters={filters} onChange={list.setFilters} onClear={list.clear} />
      <DeleteOutcome outcome={deletion.outcome} />
      {openError && (
        <p role="alert" className="text-sm font-medium text-red-400">
          {openError}
        </p>
      )}
      {query.isPending ? (
        <LoadingScreen label={t('loading')} />
      ) : query.isError ? (
        <LoadFailed message={t('loadFailed')} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : filtered.length === 0 ? (
        <p className="rounded-xl border border-slate-800 bg-slate-900/60 p-8 text-center text-slate-300">
          {t('empty')}
        </p>
      ) : (
        <>
          <p className="text-sm text-slate-400" data-testid="history-count">
            {t('count', { count: filtered.length, value: formatNumber(filtered.length, i18n.language) })}
          </p>
          <DeleteToolbar shownIds={shownIds} selection={selection} busy={deletion.busy} onDelete={deletion.ask} />
          <ul className="flex flex-col gap-3" data-testid="history-list">
            {shown.map((item) => (
              <HistoryCard
                key={item.id}
                item={item}
                onOpen={(id) => void open(id)}
                opening={openingId === item.id}
                leading={
                  <DeleteSelectBox item={item} checked={selection.isSelected(item.id)} onToggle={selection.toggle} />
                }
                trailing={
                  <DeleteRowButton
                    item={item}
                    disabled={deletion.busy}
                    onDelete={(id) => deletion.ask({ kind: 'one', id })}
                  />
                }
              />
            ))}
          </ul>
          <Pager numbered ns="history" page={current} totalPages={pageCount} onPageChange={list.setPage} />
        </>
      )}
      {deletion.pending && (
        <DeleteConfirm
          deletion={deletion.pending}
          busy={deletion.busy}
          onConfirm={deletion.confirm}
          onCancel={deletion.cancel}
        />
      )}
      <p className="border-t border-slate-800 pt-6 text-center text-sm text-slate-400">{t('footer')}</p>
    </div>
  );
}

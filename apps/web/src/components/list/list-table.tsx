import type { Pagination } from '@shobdo/contracts';
import { DataTable, type DataTableProps } from '@/components/ui/data-table';
import { Pager } from '@/components/ui/pager';

interface ListTableProps<T> extends DataTableProps<T> {
  /** The answer's paging; no pager until the first answer has come. */
  pagination: Pagination | undefined;
  /** Names the pager's landmark ('Users pages'). */
  pagerLabel: string;
  onPageChange: (page: number) => void;
}

/** A server-paged admin list: the rows of the page in the admin table, and the pager read from the answer. */
export function ListTable<T>({ pagination, pagerLabel, onPageChange, ...table }: ListTableProps<T>) {
  return (
    <>
      <DataTable {...table} />
      {pagination && (
        <Pager
          page={pagination.page}
          pageSize={pagination.page_size}
          total={pagination.total}
          totalPages={pagination.total_pages}
          totalIsLowerBound={pagination.total_is_lower_bound}
          label={pagerLabel}
          onPageChange={onPageChange}
        />
      )}
    </>
  );
}

import type { Pagination } from '@shobdo/contracts';
import { Pager } from '@/components/ui/pager';

/** The pager of a server-paged admin list, read from the answer's `pagination`. */
export function ListPager({
  pagination,
  label,
  onPageChange,
}: {
  pagination: Pagination;
  label: string;
  onPageChange: (page: number) => void;
}) {
  return (
    <Pager
      page={pagination.page}
      pageSize={pagination.page_size}
      total={pagination.total}
      totalPages={pagination.total_pages}
      totalIsLowerBound={pagination.total_is_lower_bound}
      label={label}
      onPageChange={onPageChange}
    />
  );
}

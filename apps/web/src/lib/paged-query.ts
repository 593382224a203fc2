import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from './api-client';

/** A list's filters as the server reads them (docs/product/api.md#endpoints): empty ones are left out. */
export function toQueryString(filters: Record<string, string | number>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) {
    const text = String(value).trim();
    if (text !== '') params.set(name, text);
  }
  return params.toString();
}

/**
 * A page of a server-paged admin list, keyed by what it asks (`query`, in the server's names); the page shown
 * stays on screen while the next one loads.
 */
export function pagedQueryOptions<Page>(key: readonly unknown[], path: string, query: Record<string, string | number>) {
  return queryOptions({
    queryKey: [...key, query],
    queryFn: ({ signal }) => apiRequest<Page>(`${path}?${toQueryString(query)}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

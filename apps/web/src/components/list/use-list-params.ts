import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';

/** A list's named values (search, filters, sort) and their defaults; all are strings, as in a URL. */
export type ListDefaults<T> = { [K in keyof T]: string };
export type ListParams<T extends ListDefaults<T>> = T & { page: number };
/** The values a key may take; anything else in the URL (an old or edited link) reads as the default. */
export type ListChoices<T extends ListDefaults<T>> = Partial<Record<keyof T, readonly string[]>>;

/** The list's values as the URL has them: a missing, unknown or empty value is the default; page 1 up. */
export function readListParams<T extends ListDefaults<T>>(
  search: URLSearchParams,
  defaults: T,
  choices: ListChoices<T> = {},
): ListParams<T> {
  const values: Record<string, string> = {};
  for (const [key, fallback] of Object.entries<string>(defaults)) {
    const value = search.get(key);
    const allowed = choices[key as keyof T];
    values[key] = value === null || (allowed !== undefined && !allowed.includes(value)) ? fallback : value;
  }
  const page = Number(search.get('page'));
  return { ...(values as T), page: Number.isInteger(page) && page > 1 ? page : 1 };
}

/** The URL after a change: values equal to their default are left out, so a plain list has a plain URL. */
export function writeListParams<T extends ListDefaults<T>>(
  search: URLSearchParams,
  defaults: T,
  patch: Partial<ListParams<T>>,
): URLSearchParams {
  const next = new URLSearchParams(search);
  for (const [key, value] of Object.entries(patch)) {
    const text = String(value);
    const fallback = key === 'page' ? '1' : (defaults as Record<string, string>)[key];
    if (text === fallback || text === '') next.delete(key);
    else next.set(key, text);
  }
  return next;
}

/**
 * A list's search, filters, sort and page in the URL (`?search=…&role=admin&page=2`), so that a reload,
 * Back and a shared link show the same list (React Router's guidance). Any change but the page's goes
 * back to page 1 (docs/product/screens.md#history). A change replaces the history entry: Back leaves
 * the list, as it did before, instead of stepping back through every keystroke of a search.
 */
export function useListParams<T extends ListDefaults<T>>(defaults: T, choices?: ListChoices<T>) {
  const [search, setSearch] = useSearchParams();
  const params = useMemo(() => readListParams(search, defaults, choices), [search, defaults, choices]);
  // The URL last written and not yet rendered. React Router renders a navigation in a transition and hands
  // setSearchParams' updater the params of the last render, so two changes close together (a date picked,
  // then a search's debounce firing) would each start from the old URL and the second would undo the first.
  const pending = useRef<URLSearchParams | null>(null);
  useEffect(() => {
    if (pending.current?.toString() === search.toString()) pending.current = null;
  }, [search]);
  const update = useCallback(
    (patch: Partial<ListParams<T>>) => {
      const next = writeListParams(pending.current ?? search, defaults, patch);
      pending.current = next;
      setSearch(next, { replace: true });
    },
    [search, setSearch, defaults],
  );
  /** Changes filters (and goes back to page 1). */
  const setFilters = useCallback(
    (patch: Partial<T>) => update({ ...patch, page: 1 } as Partial<ListParams<T>>),
    [update],
  );
  const setPage = useCallback((page: number) => update({ page } as Partial<ListParams<T>>), [update]);
  /** Clear Filters: every value back to its default. */
  const clear = useCallback(() => update({ ...defaults, page: 1 }), [update, defaults]);
  return { params, setFilters, setPage, clear };
}

import { useState } from 'react';
import { useListParams, type ListChoices, type ListDefaults } from './use-list-params';

/**
 * A server-paged admin list whose rows can be selected for a bulk action: its state in the URL
 * (useListParams), and a selection that a change of filters or page clears, as its rows are no longer shown.
 */
export function useSelectableList<T extends ListDefaults<T>>(defaults: T, choices?: ListChoices<T>) {
  const list = useListParams(defaults, choices);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const unselect = () => setSelected(new Set());
  return {
    params: list.params,
    setFilters: (patch: Partial<T>) => {
      list.setFilters(patch);
      unselect();
    },
    setPage: (page: number) => {
      list.setPage(page);
      unselect();
    },
    selected,
    setSelected,
    unselect,
  };
}

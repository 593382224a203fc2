import { useCallback, useMemo, useState } from 'react';

/** The analyses ticked on the History page; ids no longer listed (deleted, filtered out) drop out of it. */
export function useHistorySelection(listedIds: readonly string[]) {
  const [ticked, setTicked] = useState<ReadonlySet<string>>(new Set());
  const selected = useMemo(() => listedIds.filter((id) => ticked.has(id)), [listedIds, ticked]);
  const toggle = useCallback((id: string) => {
    setTicked((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  }, []);
  const setMany = useCallback((ids: readonly string[], on: boolean) => {
    setTicked((current) => {
      const next = new Set(current);
      for (const id of ids) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  }, []);
  const clear = useCallback(() => setTicked(new Set()), []);
  return { selected, isSelected: (id: string) => ticked.has(id), toggle, setMany, clear };
}
export type HistorySelection = ReturnType<typeof useHistorySelection>;

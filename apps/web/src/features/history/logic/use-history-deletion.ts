import { useState } from 'react';
import { useDeleteFromHistoryMutation, type HistoryDeletion } from '../api/delete-analyses';

/**
 * The History's deletions: which one waits for confirmation, the request, and its outcome (how many went,
 * or that it failed) for the line under the toolbar.
 */
export function useHistoryDeletion(onDeleted: () => void) {
  const mutation = useDeleteFromHistoryMutation();
  const [pending, setPending] = useState<HistoryDeletion | null>(null);
  const [outcome, setOutcome] = useState<{ deleted: number } | { failed: true } | null>(null);
  const confirm = () => {
    if (!pending) return;
    mutation.mutate(pending, {
      onSuccess: (deleted) => {
        setOutcome({ deleted });
        onDeleted();
      },
      onError: () => setOutcome({ failed: true }),
      onSettled: () => setPending(null),
    });
  };
  return {
    pending,
    outcome,
    busy: mutation.isPending,
    ask: (deletion: HistoryDeletion) => {
      setOutcome(null);
      setPending(deletion);
    },
    cancel: () => setPending(null),
    confirm,
  };
}

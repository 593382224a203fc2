import { Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { formatNumber } from '@/lib/format';
import type { HistoryDeletion } from '../api/delete-analyses';
import type { HistorySelection } from '../logic/use-history-selection';

interface DeleteToolbarProps {
  /** The ids on the page shown now: "select all" ticks these. */
  shownIds: readonly string[];
  selection: HistorySelection;
  busy: boolean;
  onDelete: (deletion: HistoryDeletion) => void;
}

/** Above the History list: tick every card shown, delete the ticked ones, or delete the whole History. */
export function DeleteToolbar({ shownIds, selection, busy, onDelete }: DeleteToolbarProps) {
  const { t, i18n } = useTranslation('historyDelete');
  const count = selection.selected.length;
  const allShownTicked = shownIds.length > 0 && shownIds.every((id) => selection.isSelected(id));
  return (
    <div className="flex flex-wrap items-center gap-3" data-testid="history-delete-toolbar">
      <label className="flex items-center gap-2 text-sm text-slate-300">
        <input
          type="checkbox"
          className="h-4 w-4 accent-emerald-500"
          checked={allShownTicked}
          onChange={(e) => selection.setMany(shownIds, e.target.checked)}
        />
        {t('selectAll')}
      </label>
      {count > 0 && (
        <span className="text-sm text-slate-400" aria-live="polite">
          {t('selected', { count, value: formatNumber(count, i18n.language) })}
        </span>
      )}
      <div className="ml-auto flex flex-wrap gap-2">
        <Button
          variant="danger"
          size="sm"
          disabled={count === 0 || busy}
          onClick={() => onDelete({ kind: 'selected', ids: selection.selected })}
          icon={<Trash2 className="h-4 w-4" aria-hidden />}
        >
          {t('deleteSelected')}
        </Button>
        <Button variant="secondary" size="sm" disabled={busy} onClick={() => onDelete({ kind: 'all' })}>
          {t('deleteAll')}
        </Button>
      </div>
    </div>
  );
}

import { Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { HistoryItem } from '@shobdo/contracts';

interface SelectBoxProps {
  item: HistoryItem;
  checked: boolean;
  onToggle: (id: string) => void;
}

/** A card's tick box, named by the start of its text for screen readers. */
export function DeleteSelectBox({ item, checked, onToggle }: SelectBoxProps) {
  const { t } = useTranslation('historyDelete');
  return (
    <input
      type="checkbox"
      className="mt-5 h-4 w-4 shrink-0 accent-emerald-500"
      aria-label={t('select', { text: item.original_text.slice(0, 40) })}
      checked={checked}
      onChange={() => onToggle(item.id)}
      data-testid="history-select"
    />
  );
}

interface DeleteRowButtonProps {
  item: HistoryItem;
  disabled: boolean;
  onDelete: (id: string) => void;
}

/** A card's own delete button. */
export function DeleteRowButton({ item, disabled, onDelete }: DeleteRowButtonProps) {
  const { t } = useTranslation('historyDelete');
  return (
    <button
      type="button"
      className="mt-3 shrink-0 rounded-lg p-2 text-slate-400 transition hover:bg-red-500/10 hover:text-red-300 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-emerald-400 disabled:opacity-50"
      aria-label={t('deleteOne')}
      title={t('deleteOne')}
      disabled={disabled}
      onClick={() => onDelete(item.id)}
      data-testid="history-delete-one"
    >
      <Trash2 className="h-5 w-5" aria-hidden />
    </button>
  );
}

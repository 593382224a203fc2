import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { formatNumber } from '@/lib/format';
import type { HistoryDeletion } from '../api/delete-analyses';

interface DeleteConfirmProps {
  deletion: HistoryDeletion;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before any History deletion: one analysis, a selection (with its count) or everything. */
export function DeleteConfirm({ deletion, busy, onConfirm, onCancel }: DeleteConfirmProps) {
  const { t, i18n } = useTranslation('historyDelete');
  const count = deletion.kind === 'selected' ? deletion.ids.length : 1;
  const title = t(
    `confirm.${deletion.kind === 'one' ? 'oneTitle' : deletion.kind === 'all' ? 'allTitle' : 'selectedTitle'}`,
  );
  const message =
    deletion.kind === 'selected'
      ? t('confirm.selected', { count, value: formatNumber(count, i18n.language) })
      : t(`confirm.${deletion.kind}`);
  return (
    <ConfirmDialog
      title={title}
      message={message}
      confirmLabel={busy ? t('busy') : t('confirm.action')}
      danger
      busy={busy}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}

import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/format';

/** What the last History deletion did: how many analyses went, or that it failed. */
export function DeleteOutcome({ outcome }: { outcome: { deleted: number } | { failed: true } | null }) {
  const { t, i18n } = useTranslation('historyDelete');
  if (!outcome) return null;
  if ('failed' in outcome) {
    return (
      <p role="alert" className="text-sm font-medium text-red-400">
        {t('failed')}
      </p>
    );
  }
  return (
    <p role="status" className="text-sm font-medium text-emerald-300" data-testid="history-deleted">
      {t('deleted', { count: outcome.deleted, value: formatNumber(outcome.deleted, i18n.language) })}
    </p>
  );
}

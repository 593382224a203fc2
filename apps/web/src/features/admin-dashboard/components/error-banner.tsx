import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** The dismissible banner of docs/product/screens.md#admin-area for a failed dashboard load. */
export function ErrorBanner({ onDismiss }: { onDismiss: () => void }) {
  const { t } = useTranslation('adminDashboard');
  return (
    <div
      role="alert"
      className="flex items-start justify-between gap-3 rounded-lg border border-red-800 bg-red-950/60 px-4 py-3 text-sm text-red-200"
    >
      <span>{t('error')}</span>
      <button type="button" onClick={onDismiss} aria-label={t('dismiss')} className="rounded p-1 hover:bg-red-900">
        <X className="h-4 w-4" aria-hidden />
      </button>
    </div>
  );
}

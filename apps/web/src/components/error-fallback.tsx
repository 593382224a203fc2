import { useTranslation } from 'react-i18next';
import { Button } from './ui/button';

interface ErrorFallbackProps {
  /** A page's code could not be downloaded (the connection dropped): say so instead of "an unexpected error". */
  network?: boolean;
}

/**
 * docs/product/api.md#errors: the error boundary's text and its Refresh Page button. When the page's code could not
 * be fetched, the message is the network failure's own ("Network error. Please check your connection.").
 */
export function ErrorFallback({ network = false }: ErrorFallbackProps) {
  const { t } = useTranslation('common');
  return (
    <div
      role="alert"
      className="mx-auto flex min-h-[60vh] max-w-lg flex-col items-center justify-center gap-4 p-6 text-center"
    >
      <h1 className="text-2xl font-semibold text-slate-100">{t('errorBoundary.title')}</h1>
      <p className="text-slate-300">{network ? t('errors:network') : t('errorBoundary.message')}</p>
      <Button onClick={() => window.location.reload()}>{t('errorBoundary.refresh')}</Button>
    </div>
  );
}

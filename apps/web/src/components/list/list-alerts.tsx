import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

/** An action's outcome: the done line (announced politely) or the failure (an alert). */
export function ListOutcome({ notice, failure }: { notice: string | null; failure: string | null }) {
  return (
    <>
      <div aria-live="polite">
        {notice && (
          <p className="rounded-lg border border-emerald-500/40 bg-emerald-500/10 p-3 text-sm text-emerald-300">
            {notice}
          </p>
        )}
      </div>
      {failure && (
        <p role="alert" className="rounded-lg border border-red-500/40 bg-red-500/10 p-3 text-sm text-red-300">
          {failure}
        </p>
      )}
    </>
  );
}

interface LoadFailedProps {
  message: string;
  onRetry: () => void;
  /** True while the retry runs: the button waits. */
  retrying?: boolean;
}

/** A list that could not be loaded: why, and Try again. */
export function LoadFailed({ message, onRetry, retrying = false }: LoadFailedProps) {
  const { t } = useTranslation('common');
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-red-500/40 bg-red-500/10 p-4 text-red-300"
    >
      <p>{message}</p>
      <Button size="sm" onClick={onRetry} disabled={retrying}>
        {t('list.retry')}
      </Button>
    </div>
  );
}

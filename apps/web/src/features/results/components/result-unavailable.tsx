import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Button, buttonClass } from '@/components/ui/button';

export type UnavailableReason = 'missing' | 'failed';

interface ResultUnavailableProps {
  /** `missing`: the server has no analysis of this id that this visitor may read; `failed`: it could not be asked. */
  reason: UnavailableReason;
  signedIn: boolean;
  onRetry: () => void;
}

/**
 * What /results says for an id it cannot show (decision 0085), instead of going home without a word: a link from
 * someone else, an analysis saved to an account while signed out, a deleted one, or a failed request.
 */
export function ResultUnavailable({ reason, signedIn, onRetry }: ResultUnavailableProps) {
  const { t } = useTranslation('results');
  const location = useLocation();
  const message =
    reason === 'failed' ? t('unavailable.failed') : signedIn ? t('unavailable.notYours') : t('unavailable.signIn');
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-5 px-4 py-16 text-center">
      <h1 className="text-2xl font-semibold text-slate-100">{t('unavailable.title')}</h1>
      <p role="alert" className="text-slate-300">
        {message}
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        {reason === 'failed' ? (
          <Button onClick={onRetry}>{t('unavailable.retry')}</Button>
        ) : !signedIn ? (
          // The login page brings the visitor back here (the guards' `from`).
          <Link to="/login" state={{ from: location }} className={buttonClass('primary')}>
            {t('unavailable.logIn')}
          </Link>
        ) : null}
        <Link to="/" className={buttonClass('secondary')}>
          {t('unavailable.home')}
        </Link>
      </div>
    </div>
  );
}

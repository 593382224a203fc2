import { Flag } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { getTypeLabelKey } from '@/lib/analysis/detected-types';
import { ApiRequestError } from '@/lib/api-errors';
import { useAuth } from '@/lib/auth-context';
import { useOwnFeedbackQuery } from '../api/own-feedback';
import { FeedbackForm } from './feedback-form';

export interface ReportWrongResultProps {
  analysisId: string;
  /** The class the model gave (not offered as the right one). */
  prediction: string;
  /** Every class of the model that made the analysis. */
  labels: readonly string[];
  /**
   * Where the form opens: in a dialog of its own (the results page), or in place (inside another dialog,
   * a batch row's details, where a second dialog would stack on the first).
   */
  mode?: 'dialog' | 'inline';
  /**
   * Analyses the same text again for the signed-in user, for an analysis made before they logged in (the server
   * answers 403: it belongs to no account, so it cannot be reported). The page that offers it runs it.
   */
  analyzeAgain?: { run: () => void; pending: boolean; error: string | null };
}

/**
 * "Wrong result?": the signed-in owner (or an admin) names the class the text really belongs to, with an
 * optional note; a visitor is asked to log in. Back from the login on an analysis made before it (403: anonymous), they
 * are offered to analyse the text again, now theirs; someone who may not correct another person's analysis (404) sees
 * nothing.
 */
export function ReportWrongResult({
  analysisId,
  prediction,
  labels,
  mode = 'dialog',
  analyzeAgain,
}: ReportWrongResultProps) {
  const { t } = useTranslation(['feedback', 'analysis']);
  const { user } = useAuth();
  const location = useLocation();
  const own = useOwnFeedbackQuery(analysisId, user !== null);
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState(false);
  const titleId = useId();

  if (!user) {
    return (
      <Link to="/login" state={{ from: location }} className="text-sm text-emerald-300 underline">
        {t('report.signIn')}
      </Link>
    );
  }
  if (own.error instanceof ApiRequestError && own.error.status === 403 && analyzeAgain) {
    return (
      <div className="flex max-w-md flex-col items-start gap-2 text-sm">
        <p className="text-slate-300">{t('report.anonymous')}</p>
        <Button
          variant="secondary"
          icon={<Flag className="h-4 w-4" aria-hidden />}
          disabled={analyzeAgain.pending}
          onClick={analyzeAgain.run}
        >
          {analyzeAgain.pending ? t('report.analyzingAgain') : t('report.analyzeAgain')}
        </Button>
        {analyzeAgain.error ? (
          <p role="alert" className="text-red-400">
            {analyzeAgain.error}
          </p>
        ) : null}
      </div>
    );
  }
  if (own.isError || !own.data) return null;
  const existing = own.data.feedback;
  const form = (
    <FeedbackForm
      analysisId={analysisId}
      prediction={prediction}
      labels={labels}
      initial={{ label: existing?.correct_label ?? '', note: existing?.note ?? '' }}
      onSent={() => {
        setOpen(false);
        setSent(true);
      }}
      onCancel={() => setOpen(false)}
    />
  );

  if (open && mode === 'inline') {
    return (
      <section aria-labelledby={titleId} className="flex flex-col gap-2 rounded-xl border border-slate-700 p-4">
        <h2 id={titleId} className="text-base font-semibold text-slate-50">
          {t('report.title')}
        </h2>
        {form}
      </section>
    );
  }
  return (
    <div className="flex flex-col items-start gap-1 text-sm">
      <Button
        variant="secondary"
        size={mode === 'inline' ? 'sm' : 'md'}
        icon={<Flag className="h-4 w-4" aria-hidden />}
        onClick={() => {
          setSent(false);
          setOpen(true);
        }}
      >
        {existing ? t('report.change') : t('report.open')}
      </Button>
      {sent ? (
        <p role="status" className="font-medium text-emerald-300">
          {t('report.thanks')}
        </p>
      ) : null}
      {existing ? (
        <p className="text-slate-300">
          {t('report.reported', {
            label: t(getTypeLabelKey(existing.correct_label), { defaultValue: existing.correct_label }),
            status: t(`status.${existing.status}`),
          })}
        </p>
      ) : null}
      {open ? (
        <Modal title={t('report.title')} onClose={() => setOpen(false)}>
          {form}
        </Modal>
      ) : null}
    </div>
  );
}

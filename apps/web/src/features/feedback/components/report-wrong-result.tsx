import { Flag } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { getTypeLabelKey } from '@/lib/analysis/detected-types';
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
}

/**
 * "Wrong result?": the signed-in owner (or an admin) names the class the text really belongs to, with an
 * optional note; a visitor is asked to log in. Someone who may not correct this analysis (the server says
 * 403 or 404: another person's, or an anonymous one) sees nothing.
 */
export function ReportWrongResult({ analysisId, prediction, labels, mode = 'dialog' }: ReportWrongResultProps) {
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

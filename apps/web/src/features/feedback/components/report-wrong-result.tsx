import { Flag } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { FEEDBACK_NOTE_MAX } from '@shobdo/contracts';
import { getTypeLabelKey } from '@/lib/analysis/detected-types';
import { useAuth } from '@/lib/auth-context';
import { useOwnFeedbackQuery, useSubmitFeedbackMutation } from '../api/own-feedback';
import { explainFeedbackError } from '../logic/explain-feedback-error';

export interface ReportWrongResultProps {
  analysisId: string;
  /** The class the model gave (not offered as the right one). */
  prediction: string;
  /** Every class of the model that made the analysis. */
  labels: readonly string[];
}

/**
 * "Wrong result?": the signed-in owner (or an admin) names the class the text really belongs to, with an
 * optional note; a visitor is asked to sign in. Inline rather than a dialog, so it also sits inside a batch
 * row's details dialog. Someone who may not correct this analysis (the server says 403 or 404) sees nothing.
 */
export function ReportWrongResult({ analysisId, prediction, labels }: ReportWrongResultProps) {
  const { t } = useTranslation(['feedback', 'analysis', 'errors']);
  const { user } = useAuth();
  const location = useLocation();
  const own = useOwnFeedbackQuery(analysisId, user !== null);
  const submit = useSubmitFeedbackMutation(analysisId);
  const [open, setOpen] = useState(false);
  const [choice, setChoice] = useState('');
  const [note, setNote] = useState('');
  const [missing, setMissing] = useState(false);
  const [sent, setSent] = useState(false);
  const ids = { title: useId(), note: useId(), error: useId() };
  const typeLabel = (label: string) => t(getTypeLabelKey(label), { defaultValue: label });

  if (!user) {
    return (
      <p className="text-sm text-slate-300">
        <Link to="/login" state={{ from: location }} className="text-emerald-300 underline">
          {t('report.signIn')}
        </Link>
      </p>
    );
  }
  if (own.isError || !own.data) return null;
  const existing = own.data.feedback;

  const send = () => {
    if (!choice) {
      setMissing(true);
      return;
    }
    submit.mutate(
      { correct_label: choice, ...(note.trim() ? { note: note.trim() } : {}) },
      {
        onSuccess: () => {
          setOpen(false);
          setSent(true);
        },
      },
    );
  };

  if (!open) {
    return (
      <div className="flex flex-col items-start gap-2 text-sm">
        {sent ? (
          <p role="status" className="font-medium text-emerald-300">
            {t('report.thanks')}
          </p>
        ) : null}
        {existing ? (
          <p className="text-slate-300">
            {t('report.reported', {
              label: typeLabel(existing.correct_label),
              status: t(`status.${existing.status}`),
            })}
          </p>
        ) : null}
        <Button
          variant="secondary"
          size="sm"
          icon={<Flag className="h-4 w-4" aria-hidden />}
          onClick={() => {
            setChoice(existing?.correct_label ?? '');
            setNote(existing?.note ?? '');
            setSent(false);
            setOpen(true);
          }}
        >
          {existing ? t('report.change') : t('report.open')}
        </Button>
      </div>
    );
  }

  const error = missing ? t('report.pickOne') : submit.error ? explainFeedbackError(submit.error, t) : null;
  return (
    <section aria-labelledby={ids.title} className="flex flex-col gap-3 rounded-xl border border-slate-700 p-4">
      <h2 id={ids.title} className="text-base font-semibold text-slate-50">
        {t('report.title')}
      </h2>
      <p className="text-sm text-slate-300">{t('report.hint')}</p>
      <fieldset className="flex flex-col gap-1" aria-describedby={error ? ids.error : undefined}>
        <legend className="mb-1 text-sm font-medium text-slate-200">{t('report.legend')}</legend>
        {labels
          .filter((label) => label !== prediction)
          .map((label) => (
            <label key={label} className="flex items-center gap-2 text-sm text-slate-100">
              <input
                type="radio"
                name={`${ids.title}-label`}
                value={label}
                checked={choice === label}
                onChange={() => {
                  setChoice(label);
                  setMissing(false);
                }}
                className="h-4 w-4 accent-emerald-500"
              />
              {typeLabel(label)}
            </label>
          ))}
      </fieldset>
      <label htmlFor={ids.note} className="text-sm font-medium text-slate-200">
        {t('report.note')}
      </label>
      <textarea
        id={ids.note}
        value={note}
        maxLength={FEEDBACK_NOTE_MAX}
        rows={2}
        onChange={(e) => setNote(e.target.value)}
        className="rounded-lg border border-slate-600 bg-slate-900 px-3 py-2 text-sm text-slate-100"
        aria-describedby={`${ids.note}-hint`}
      />
      <p id={`${ids.note}-hint`} className="text-xs text-slate-400">
        {t('report.noteHint')}
      </p>
      {error ? (
        <p id={ids.error} role="alert" className="text-sm text-red-400">
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button size="sm" onClick={send} disabled={submit.isPending}>
          {submit.isPending ? t('report.sending') : t('report.send')}
        </Button>
        <Button size="sm" variant="ghost" onClick={() => setOpen(false)}>
          {t('report.cancel')}
        </Button>
      </div>
    </section>
  );
}

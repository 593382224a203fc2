import { FEEDBACK_NOTE_MAX } from '@shobdo/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { getTypeLabelKey } from '@/lib/analysis/detected-types';
import { useSubmitFeedbackMutation } from '../api/own-feedback';
import { explainFeedbackError } from '../logic/explain-feedback-error';

export interface FeedbackFormProps {
  analysisId: string;
  prediction: string;
  labels: readonly string[];
  /** The person's earlier report, to start from. */
  initial: { label: string; note: string };
  onSent: () => void;
  onCancel: () => void;
}

/** The right class (any of the model's but the one it gave) and an optional note, sent as a correction. */
export function FeedbackForm({ analysisId, prediction, labels, initial, onSent, onCancel }: FeedbackFormProps) {
  const { t } = useTranslation(['feedback', 'analysis', 'errors']);
  const submit = useSubmitFeedbackMutation(analysisId);
  const [choice, setChoice] = useState(initial.label);
  const [note, setNote] = useState(initial.note);
  const [missing, setMissing] = useState(false);
  const ids = { group: useId(), note: useId(), error: useId() };

  const send = () => {
    if (!choice) {
      setMissing(true);
      return;
    }
    submit.mutate({ correct_label: choice, ...(note.trim() ? { note: note.trim() } : {}) }, { onSuccess: onSent });
  };
  const error = missing ? t('report.pickOne') : submit.error ? explainFeedbackError(submit.error, t) : null;
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-slate-300">{t('report.hint')}</p>
      <fieldset className="flex flex-col gap-1" aria-describedby={error ? ids.error : undefined}>
        <legend className="mb-1 text-sm font-medium text-slate-200">{t('report.legend')}</legend>
        {labels
          .filter((label) => label !== prediction)
          .map((label) => (
            <label key={label} className="flex items-center gap-2 text-sm text-slate-100">
              <input
                type="radio"
                name={ids.group}
                value={label}
                checked={choice === label}
                onChange={() => {
                  setChoice(label);
                  setMissing(false);
                }}
                className="h-4 w-4 accent-emerald-500"
              />
              {t(getTypeLabelKey(label), { defaultValue: label })}
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
        <Button size="sm" variant="ghost" onClick={onCancel}>
          {t('report.cancel')}
        </Button>
      </div>
    </div>
  );
}

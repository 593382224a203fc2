import { FEEDBACK_STATUSES, type ModelInfo } from '@shobdo/contracts';
import { useTranslation } from 'react-i18next';
import { getTypeLabelKey } from '@/lib/analysis/detected-types';
import type { ReviewParams } from '../logic/review-params';

const fieldClass =
  'rounded-lg border border-slate-700 bg-slate-900 px-3 py-2 text-slate-100 focus:border-emerald-400 focus:outline-none';

export interface ReviewFiltersProps {
  value: ReviewParams;
  models: readonly ModelInfo[];
  onChange: (patch: Partial<Pick<ReviewParams, 'status' | 'modelId' | 'label'>>) => void;
}

/** Status, model and suggested class; the classes offered are the chosen model's (or every model's). */
export function ReviewFilters({ value, models, onChange }: ReviewFiltersProps) {
  const { t } = useTranslation(['feedback', 'analysis']);
  const labels = [
    ...new Set((value.modelId ? models.filter((m) => m.id === value.modelId) : models).flatMap((m) => m.labels)),
  ];
  return (
    <fieldset className="grid grid-cols-1 gap-3 sm:grid-cols-3">
      <legend className="sr-only">{t('review.filters')}</legend>
      <label className="flex flex-col gap-1 text-sm text-slate-300">
        {t('review.status')}
        <select
          className={fieldClass}
          value={value.status}
          onChange={(e) => onChange({ status: e.target.value as ReviewParams['status'] })}
        >
          {FEEDBACK_STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`status.${s}`)}
            </option>
          ))}
          <option value="">{t('review.allStatuses')}</option>
        </select>
      </label>
      <label className="flex flex-col gap-1 text-sm text-slate-300">
        {t('review.model')}
        <select
          className={fieldClass}
          value={value.modelId}
          onChange={(e) => onChange({ modelId: e.target.value, label: '' })}
        >
          <option value="">{t('review.allModels')}</option>
          {models.map((m) => (
            <option key={m.id} value={m.id}>
              {m.name}
            </option>
          ))}
        </select>
      </label>
      <label className="flex flex-col gap-1 text-sm text-slate-300">
        {t('review.label')}
        <select className={fieldClass} value={value.label} onChange={(e) => onChange({ label: e.target.value })}>
          <option value="">{t('review.allLabels')}</option>
          {labels.map((label) => (
            <option key={label} value={label}>
              {t(getTypeLabelKey(label), { defaultValue: label })}
            </option>
          ))}
        </select>
      </label>
    </fieldset>
  );
}

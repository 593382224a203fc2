import { DEFAULT_MODEL_ID, type ModelInfo } from '@shobdo/contracts';
import { useTranslation } from 'react-i18next';
import { useModelsQuery } from '@/lib/models-query';

interface ModelSelectProps {
  value: string;
  onChange: (modelId: string) => void;
  disabled?: boolean;
}

// Until the list arrives (or if it fails) the default model is still offered: it always exists.
const FALLBACK: Pick<ModelInfo, 'id' | 'name' | 'status'>[] = [
  { id: DEFAULT_MODEL_ID, name: DEFAULT_MODEL_ID, status: 'active' },
];

export function ModelSelect({ value, onChange, disabled }: ModelSelectProps) {
  const { t } = useTranslation('home');
  const { data } = useModelsQuery();
  const models = data && data.length > 0 ? data : FALLBACK;
  const selected = data?.find((m) => m.id === value);
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor="model-select" className="text-sm font-medium text-slate-300">
        {t('form.modelLabel')}
      </label>
      <select
        id="model-select"
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
        className="w-full rounded-lg border border-slate-700 bg-slate-900 px-3 py-2 text-slate-100 focus:border-emerald-400 focus:outline-none disabled:opacity-60"
      >
        {models.map((model) => (
          <option key={model.id} value={model.id} disabled={model.status !== 'active'}>
            {model.status === 'active' ? model.name : t('form.modelUnavailable', { name: model.name })}
          </option>
        ))}
      </select>
      {selected && (
        <p className="text-xs text-slate-400">
          {/* The server describes models in English; Bengali descriptions are kept with the translations. */}
          {t(`models.${selected.id}`, { defaultValue: selected.description })}
        </p>
      )}
    </div>
  );
}

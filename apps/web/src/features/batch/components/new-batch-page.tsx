import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_MODEL_ID } from '@shobdo/contracts';
import { Button } from '@/components/ui/button';
import { FormField, inputClass } from '@/components/ui/form-field';
import { formatNumber } from '@/lib/format';
import { analysisTypeOf, useModelsQuery } from '@/lib/models-query';
import { useBatchRun } from '../hooks/use-batch-run';
import { BatchList } from './batch-list';
import { BatchProgress } from './batch-progress';
import { BatchSource, type BatchSourceValue } from './batch-source';

/** /batch: a new batch from a file or pasted lines, its progress, and the user's earlier batches. */
export function NewBatchPage({ onOpen }: { onOpen: (id: string) => void }) {
  const { t, i18n } = useTranslation('batch');
  const { data: models } = useModelsQuery();
  const [source, setSource] = useState<BatchSourceValue>({ texts: [], name: '' });
  const [modelId, setModelId] = useState(DEFAULT_MODEL_ID);
  const [name, setName] = useState('');
  const { progress, start, cancel } = useBatchRun();
  const running = progress.phase === 'running' || progress.phase === 'cancelling';
  const count = source.texts.length;

  const submit = async () => {
    // The chosen model's task: the API refuses a spam or sentiment model asked for classification.
    const model = { id: modelId, analysisType: analysisTypeOf(models, modelId) };
    const result = await start(source.texts, model, (name || source.name).slice(0, 200));
    if (result.phase === 'done' && result.batchId) onOpen(result.batchId);
  };

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-8 px-4 py-8">
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold text-slate-100">{t('title')}</h1>
        <p className="max-w-3xl text-slate-300">{t('intro')}</p>
      </header>
      <section
        aria-labelledby="new-batch-title"
        className="flex flex-col gap-5 rounded-2xl border border-slate-800 bg-slate-900/40 p-5"
      >
        <h2 id="new-batch-title" className="text-xl font-semibold text-slate-100">
          {t('newBatch')}
        </h2>
        <BatchSource
          disabled={running}
          onChange={(value) => {
            setSource(value);
            setName(value.name);
          }}
        />
        <div className="grid gap-4 md:grid-cols-2">
          <FormField id="batch-model" label={t('model')}>
            <select
              id="batch-model"
              className={inputClass}
              value={modelId}
              disabled={running}
              onChange={(e) => setModelId(e.target.value)}
            >
              {(models ?? []).map((model) => (
                <option key={model.id} value={model.id} disabled={model.status !== 'active'}>
                  {model.name}
                </option>
              ))}
            </select>
          </FormField>
          <FormField id="batch-name" label={t('name')}>
            <input
              id="batch-name"
              className={inputClass}
              value={name}
              maxLength={200}
              disabled={running}
              onChange={(e) => setName(e.target.value)}
            />
          </FormField>
        </div>
        <div>
          <Button disabled={running || count === 0} onClick={() => void submit()}>
            {t('start', { value: formatNumber(count, i18n.language) })}
          </Button>
          {count === 0 && !running ? <p className="mt-2 text-sm text-slate-400">{t('nothing')}</p> : null}
        </div>
        <BatchProgress progress={progress} onCancel={cancel} onOpen={onOpen} />
      </section>
      <BatchList />
    </div>
  );
}

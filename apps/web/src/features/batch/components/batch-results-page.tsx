import type { Analysis, BatchRow } from '@shobdo/contracts';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DataTable } from '@/components/ui/data-table';
import { FormField, inputClass } from '@/components/ui/form-field';
import { Modal } from '@/components/ui/modal';
import { Pager } from '@/components/ui/pager';
import { getTypeLabelKey } from '@/lib/analysis/detected-types';
import { ApiRequestError } from '@/lib/api-client';
import { formatNumber, formatPercent } from '@/lib/format';
import { useBatchDetail, useBatchRows, useRowAnalysis } from '../api/batches';
import { useModelsQuery } from '@/lib/models-query';
import { downloadCsv, downloadExcel } from '../logic/download-rows';
import { explainError } from '../logic/explain-error';
import { BatchClassChart } from './batch-class-chart';

const PAGE_SIZE = 25;
/** The classes a moderator looks at first. */
const URGENT = ['threat', 'sexual'] as const;

export interface BatchResultsPageProps {
  id: string;
  /** The results page's highlighted text and top words for one analysis (composed by the route). */
  renderExplanation: (analysis: Analysis) => ReactNode;
}

/** /batch/:id: the summary (counts, chart, most confident threats), the rows with filters, downloads. */
export function BatchResultsPage({ id, renderExplanation }: BatchResultsPageProps) {
  const { t, i18n } = useTranslation(['batch', 'analysis', 'errors']);
  const lang = i18n.language;
  const detail = useBatchDetail(id);
  const [label, setLabel] = useState('');
  const [minConfidence, setMinConfidence] = useState('');
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<BatchRow | null>(null);
  const [busy, setBusy] = useState<'csv' | 'xlsx' | null>(null);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const confidence = minConfidence === '' ? undefined : Math.min(100, Math.max(0, Number(minConfidence)));
  const rows = useBatchRows(id, { page, pageSize: PAGE_SIZE, label: label || undefined, minConfidence: confidence });
  // Threats and harassment are classes of the cyberbullying models only; sentiment and spam batches skip them.
  const { data: models } = useModelsQuery();
  const modelLabels = models?.find((m) => m.id === detail.data?.model_id)?.labels ?? [];
  const urgentShown = URGENT.some((label) => modelLabels.includes(label));
  const threats = useBatchRows(id, { page: 1, pageSize: 5, label: URGENT[0], order: 'confidence' }, urgentShown);
  const harassment = useBatchRows(id, { page: 1, pageSize: 5, label: URGENT[1], order: 'confidence' }, urgentShown);
  const typeLabel = (value: string) => t(getTypeLabelKey(value), { defaultValue: value });

  if (detail.error) {
    const missing = detail.error instanceof ApiRequestError && [403, 404].includes(detail.error.status);
    return (
      <div className="mx-auto w-full max-w-5xl px-4 py-8">
        <p role="alert">{missing ? t('results.notFound') : explainError(detail.error, t)}</p>
        <Link to="/batch" className="text-emerald-300 underline">
          {t('results.back')}
        </Link>
      </div>
    );
  }
  if (!detail.data)
    return (
      <p className="px-4 py-8" role="status">
        {t('common:loading')}
      </p>
    );
  const batch = detail.data;
  const name = batch.name || t('list.unnamed');
  const urgent = [...(threats.data?.results ?? []), ...(harassment.data?.results ?? [])]
    .sort((a, b) => b.confidence - a.confidence)
    .slice(0, 5);

  const download = async (kind: 'csv' | 'xlsx') => {
    setBusy(kind);
    setDownloadError(null);
    try {
      await (kind === 'csv' ? downloadCsv(id, name) : downloadExcel(id, name));
    } catch (e) {
      setDownloadError(explainError(e, t));
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-8">
      <Link to="/batch" className="text-sm text-emerald-300 underline-offset-2 hover:underline">
        ← {t('results.back')}
      </Link>
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold break-words text-slate-100">{name}</h1>
        <p className="text-slate-300">
          {t('results.summary', { analysed: formatNumber(batch.analysed_rows, lang), model: batch.model_name })}
        </p>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" disabled={busy !== null} onClick={() => void download('csv')}>
            {busy === 'csv' ? t('results.downloading') : t('results.downloadCsv')}
          </Button>
          <Button variant="secondary" disabled={busy !== null} onClick={() => void download('xlsx')}>
            {busy === 'xlsx' ? t('results.downloading') : t('results.downloadExcel')}
          </Button>
        </div>
        {downloadError ? <p role="alert">{downloadError}</p> : null}
      </header>

      <BatchClassChart counts={batch.class_counts} />

      {urgentShown ? (
        <section aria-labelledby="urgent-title" className="flex flex-col gap-2">
          <h2 id="urgent-title" className="text-xl font-semibold text-slate-100">
            {t('results.urgent')}
          </h2>
          {urgent.length === 0 ? (
            <p className="text-slate-400">{t('results.urgentEmpty')}</p>
          ) : (
            <ol className="flex flex-col gap-2">
              {urgent.map((row) => (
                <li key={row.analysis_id}>
                  <button
                    type="button"
                    onClick={() => setOpen(row)}
                    className="flex w-full flex-wrap items-center gap-3 rounded-lg border border-slate-800 bg-slate-900/60 px-3 py-2 text-left hover:border-slate-600"
                  >
                    <Badge tone={row.prediction === 'threat' ? 'red' : 'yellow'}>{typeLabel(row.prediction)}</Badge>
                    <span className="text-sm text-slate-300">{formatPercent(row.confidence, lang)}</span>
                    <span lang="bn" className="min-w-0 flex-1 truncate text-slate-100">
                      {row.text}
                    </span>
                  </button>
                </li>
              ))}
            </ol>
          )}
        </section>
      ) : null}

      <section aria-labelledby="rows-title" className="flex flex-col gap-3">
        <h2 id="rows-title" className="text-xl font-semibold text-slate-100">
          {t('results.rowsTitle')}
        </h2>
        <div className="grid gap-3 sm:grid-cols-2">
          <FormField id="batch-filter-class" label={t('results.filterClass')}>
            <select
              id="batch-filter-class"
              className={inputClass}
              value={label}
              onChange={(e) => {
                setLabel(e.target.value);
                setPage(1);
              }}
            >
              <option value="">{t('results.allClasses')}</option>
              {batch.class_counts.map((c) => (
                <option key={c.label} value={c.label}>
                  {typeLabel(c.label)}
                </option>
              ))}
            </select>
          </FormField>
          <FormField id="batch-filter-confidence" label={t('results.filterConfidence')}>
            <input
              id="batch-filter-confidence"
              type="number"
              min={0}
              max={100}
              step={1}
              inputMode="numeric"
              className={inputClass}
              value={minConfidence}
              onChange={(e) => {
                setMinConfidence(e.target.value);
                setPage(1);
              }}
            />
          </FormField>
        </div>
        <DataTable<BatchRow>
          caption={t('results.rowsCaption')}
          rows={rows.data?.results ?? []}
          getRowId={(row) => row.analysis_id}
          getRowLabel={(row) =>
            t('results.openRow', { position: formatNumber(row.position + 1, lang), text: row.text })
          }
          onRowOpen={setOpen}
          empty={t('results.noRows')}
          minWidth="44rem"
          columns={[
            { key: 'position', header: t('results.position'), cell: (row) => formatNumber(row.position + 1, lang) },
            {
              key: 'text',
              header: t('results.text'),
              cell: (row) => (
                <span lang="bn" className="line-clamp-2 max-w-md break-words">
                  {row.text}
                </span>
              ),
            },
            {
              key: 'class',
              header: t('results.class'),
              cell: (row) => (
                <>
                  {typeLabel(row.prediction)}
                  {row.warnings.length > 0 ? (
                    // The row's warnings (another writing, low confidence, close classes) in the page's language.
                    <span
                      className="mt-0.5 block text-xs text-amber-300"
                      title={row.warnings.map((w) => (lang === 'bn' ? w.message.bn : w.message.en)).join(' ')}
                      data-testid="row-warning"
                    >
                      {t('results.withCare')}
                    </span>
                  ) : null}
                </>
              ),
            },
            { key: 'confidence', header: t('results.confidence'), cell: (row) => formatPercent(row.confidence, lang) },
            {
              key: 'words',
              header: t('results.topWords'),
              cell: (row) => (
                <span lang="bn" className="text-slate-300">
                  {row.top_words
                    .slice(0, 3)
                    .map((w) => w.word)
                    .join(', ')}
                </span>
              ),
            },
          ]}
        />
        {rows.data && rows.data.count > PAGE_SIZE ? (
          <Pager
            page={page}
            pageSize={PAGE_SIZE}
            total={rows.data.count}
            totalPages={Math.ceil(rows.data.count / PAGE_SIZE)}
            onPageChange={setPage}
          />
        ) : null}
      </section>

      {open ? <RowExplanation row={open} onClose={() => setOpen(null)} renderExplanation={renderExplanation} /> : null}
    </div>
  );
}

function RowExplanation({
  row,
  onClose,
  renderExplanation,
}: {
  row: BatchRow;
  onClose: () => void;
  renderExplanation: (analysis: Analysis) => ReactNode;
}) {
  const { t, i18n } = useTranslation(['batch', 'errors']);
  const analysis = useRowAnalysis(row.analysis_id);
  return (
    <Modal
      size="lg"
      title={t('results.explanationTitle', { position: formatNumber(row.position + 1, i18n.language) })}
      onClose={onClose}
      footer={
        <Button variant="secondary" onClick={onClose}>
          {t('results.close')}
        </Button>
      }
    >
      {analysis.data ? (
        <div className="flex flex-col gap-4">{renderExplanation(analysis.data)}</div>
      ) : analysis.error ? (
        <p role="alert">{explainError(analysis.error, t)}</p>
      ) : (
        <p role="status">{t('results.loadingExplanation')}</p>
      )}
    </Modal>
  );
}

import { toLogType, type Analysis, type AnalysisLogRow } from '@shobdo/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '@/components/ui/modal';
import { formatDate, formatNumber, formatPercent } from '@/lib/format';
import { useAnalysisDetailQuery } from '../api/get-analysis-detail';
import { splitBySpans, splitProcessingTime } from '../logic/highlight-spans';
import { ConfidenceBadge } from './confidence-badge';
import { TypeIcon } from './type-icon';

/**
 * The details modal of the logs (docs/product/decisions.md: opened by a row): the text with its words highlighted,
 * type, language, confidence, processing time, every word contribution and the model's outputs.
 */
export function AnalysisDetailsModal({
  row,
  onClose,
  renderNotices,
}: {
  row: AnalysisLogRow;
  onClose: () => void;
  /** What the analysis's answer said to read with care (the results page's notices, composed by the route). */
  renderNotices?: (analysis: Analysis) => ReactNode;
}) {
  const { t, i18n } = useTranslation('adminLogs');
  const lang = i18n.language;
  const query = useAnalysisDetailQuery(row.id, row.user === null);
  const a = query.data;
  const signed = (v: number) =>
    formatNumber(v, lang, { minimumFractionDigits: 1, maximumFractionDigits: 1, signDisplay: 'exceptZero' });
  const time = a ? splitProcessingTime(a.processing_time) : null;
  return (
    <Modal title={t('detail.title')} onClose={onClose} size="lg">
      {query.isPending ? (
        <p>{t('loading')}</p>
      ) : query.isError || !a ? (
        <p role="alert" className="text-red-400">
          {t('errors.detail')}
        </p>
      ) : (
        <div className="flex flex-col gap-5">
          {renderNotices?.(a)}
          <section aria-label={t('detail.text')}>
            <h3 className="mb-2 text-sm font-medium text-slate-400">{t('detail.text')}</h3>
            <p
              lang={a.language}
              className="rounded-lg bg-slate-950 p-3 text-lg leading-loose text-slate-100 wrap-anywhere"
            >
              {splitBySpans(a.original_text, a.word_contributions).map((piece, i) =>
                piece.contribution === undefined ? (
                  <span key={i}>{piece.text}</span>
                ) : (
                  <mark
                    key={i}
                    title={`${piece.word}: ${signed(piece.contribution)}`}
                    className={`rounded px-0.5 text-slate-50 ${piece.contribution > 0 ? 'bg-emerald-500/40' : piece.contribution < 0 ? 'bg-sky-500/40' : 'bg-slate-500/30'}`}
                  >
                    {piece.text}
                  </mark>
                ),
              )}
            </p>
          </section>
          <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-3">
            <div>
              <dt className="text-slate-400">{t('detail.type')}</dt>
              <dd className="text-slate-100">
                <TypeIcon type={toLogType(a.model)} />
              </dd>
            </div>
            <div>
              <dt className="text-slate-400">{t('detail.result')}</dt>
              <dd className="text-slate-100">
                {t(`analysis:types.${a.detected_type}`, { defaultValue: a.detected_type })}
              </dd>
            </div>
            <div>
              <dt className="text-slate-400">{t('detail.language')}</dt>
              <dd className="text-slate-100">{t(`languages.${a.language}`)}</dd>
            </div>
            <div>
              <dt className="text-slate-400">{t('detail.confidence')}</dt>
              <dd>
                <ConfidenceBadge score={a.confidence_score} />
              </dd>
            </div>
            <div>
              <dt className="text-slate-400">{t('detail.processingTime')}</dt>
              <dd className="text-slate-100">
                {time &&
                  t(`detail.${time.unit}`, {
                    value: formatNumber(time.value, lang, {
                      minimumFractionDigits: time.digits,
                      maximumFractionDigits: time.digits,
                    }),
                  })}
              </dd>
            </div>
            <div>
              <dt className="text-slate-400">{t('detail.model')}</dt>
              <dd className="text-slate-100">{a.model_name}</dd>
            </div>
            <div>
              <dt className="text-slate-400">{t('detail.user')}</dt>
              <dd className="text-slate-100">{a.user_username ?? t('table.anonymous')}</dd>
            </div>
            <div className="col-span-2">
              <dt className="text-slate-400">{t('detail.date')}</dt>
              <dd className="text-slate-100">{formatDate(a.created_at, lang)}</dd>
            </div>
          </dl>
          <section>
            <h3 className="mb-2 text-sm font-medium text-slate-400">{t('detail.words')}</h3>
            {a.word_contributions.length === 0 ? (
              <p className="text-slate-400">{t('detail.noWords')}</p>
            ) : (
              <div className="max-h-64 overflow-auto rounded-lg border border-slate-800">
                <table className="w-full text-left text-sm">
                  <caption className="sr-only">{t('detail.wordsCaption')}</caption>
                  <thead className="sticky top-0 bg-slate-900 text-xs text-slate-400">
                    <tr>
                      <th scope="col" className="px-3 py-2">
                        #
                      </th>
                      <th scope="col" className="px-3 py-2">
                        {t('detail.word')}
                      </th>
                      <th scope="col" className="px-3 py-2 text-right">
                        {t('detail.share')}
                      </th>
                      <th scope="col" className="px-3 py-2 text-right">
                        {t('detail.score')}
                      </th>
                    </tr>
                  </thead>
                  <tbody className="divide-y divide-slate-800 text-slate-200">
                    {a.word_contributions.map((w, i) => (
                      <tr key={`${w.word}-${i}`}>
                        <td className="px-3 py-1.5 text-slate-500">{formatNumber(i + 1, lang)}</td>
                        <td className="px-3 py-1.5" lang={a.language}>
                          {w.word}
                        </td>
                        <td className="px-3 py-1.5 text-right">{signed(w.contribution_percentage)}%</td>
                        <td className="px-3 py-1.5 text-right">{signed(w.contribution)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </section>
          <section>
            <h3 className="mb-2 text-sm font-medium text-slate-400">{t('detail.outputs')}</h3>
            <table className="w-full text-left text-sm">
              <caption className="sr-only">{t('detail.outputsCaption')}</caption>
              <thead className="text-xs text-slate-400">
                <tr>
                  <th scope="col" className="py-1">
                    {t('detail.type')}
                  </th>
                  <th scope="col" className="py-1">
                    {t('detail.label')}
                  </th>
                  <th scope="col" className="py-1 text-right">
                    {t('detail.confidence')}
                  </th>
                </tr>
              </thead>
              <tbody className="text-slate-200">
                {a.class_probabilities.map((p) => (
                  <tr key={p.label} className={p.label === a.detected_type ? 'font-semibold text-slate-50' : ''}>
                    <td className="py-1">{t(`types.${toLogType(a.model)}`)}</td>
                    <td className="py-1">{t(`analysis:types.${p.label}`, { defaultValue: p.label })}</td>
                    <td className="py-1 text-right">{formatPercent(p.confidence, lang)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        </div>
      )}
    </Modal>
  );
}

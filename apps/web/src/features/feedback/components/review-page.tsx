import type { FeedbackDecision, FeedbackReviewRow } from '@shobdo/contracts';
import { Check, Download, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { Pager } from '@/components/ui/pager';
import { getTypeLabelKey } from '@/lib/analysis/detected-types';
import { formatDate, formatNumber, formatPercent } from '@/lib/format';
import { useModelsQuery } from '@/lib/models-query';
import { useExportFeedbackMutation, useReviewListQuery, useReviewMutation } from '../api/review-feedback';
import { explainFeedbackError } from '../logic/explain-feedback-error';
import { readReviewParams, writeReviewParams, type ReviewParams } from '../logic/review-params';
import { ReviewFilters } from './review-filters';

/** A row's two buttons: the decision, the status that makes it moot, and how the button looks. */
const DECISIONS = [
  { action: 'accept', status: 'accepted', variant: 'secondary', Icon: Check },
  { action: 'reject', status: 'rejected', variant: 'ghost', Icon: X },
] as const;

/**
 * /review: moderators' and admins' queue of corrections, filtered and paged through the URL; accept or reject
 * one (the row's buttons) or many (the selection). Admins may export the accepted ones as training rows.
 */
export function ReviewPage({ canExport }: { canExport: boolean }) {
  const { t, i18n } = useTranslation(['feedback', 'analysis', 'errors']);
  const lang = i18n.language;
  const [search, setSearch] = useSearchParams();
  const params = readReviewParams(search);
  const list = useReviewListQuery(params);
  const models = useModelsQuery().data ?? [];
  const review = useReviewMutation();
  const exporter = useExportFeedbackMutation();
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const typeLabel = (label: string) => t(getTypeLabelKey(label), { defaultValue: label });

  const go = (patch: Partial<ReviewParams>) => {
    setSearch(writeReviewParams({ ...params, page: 1, ...patch }));
    setSelected(new Set());
  };
  const decide = (ids: string[], decision: FeedbackDecision) =>
    review.mutate(
      { ids, decision },
      {
        onSuccess: (r) => {
          setSelected(new Set());
          setFailure(null);
          setNotice(t('review.done', { value: formatNumber(r.updated, lang) }));
        },
        onError: (e) => {
          setNotice(null);
          setFailure(`${t('review.failed')}: ${explainFeedbackError(e, t)}`);
        },
      },
    );

  const columns: DataTableColumn<FeedbackReviewRow>[] = [
    {
      key: 'text',
      header: t('review.text'),
      cell: (r) => (
        <div className="flex max-w-sm flex-col gap-1">
          <span lang="bn" className="wrap-anywhere">
            {r.text}
          </span>
          {r.note ? <span className="text-xs text-slate-400">{t('review.note', { note: r.note })}</span> : null}
        </div>
      ),
    },
    {
      key: 'answer',
      header: t('review.answer'),
      cell: (r) => `${typeLabel(r.predicted_label)} · ${formatPercent(r.predicted_confidence, lang)}`,
    },
    { key: 'suggested', header: t('review.suggested'), cell: (r) => <strong>{typeLabel(r.correct_label)}</strong> },
    {
      key: 'who',
      header: t('review.who'),
      cell: (r) => (
        <span className="flex flex-col">
          {r.user.username}
          <span className="text-xs text-slate-400">{formatDate(r.created_at, lang)}</span>
        </span>
      ),
    },
    {
      key: 'status',
      header: t('review.reviewState'),
      cell: (r) => (
        <span className="flex flex-col">
          {t(`status.${r.status}`)}
          {r.reviewed_by ? (
            <span className="text-xs text-slate-400">{t('review.reviewedBy', { name: r.reviewed_by.username })}</span>
          ) : null}
        </span>
      ),
    },
    {
      key: 'actions',
      header: <span className="sr-only">{t('review.accept')}</span>,
      cell: (r) => (
        <span className="flex gap-1">
          {DECISIONS.map(({ action, status, variant, Icon }) => (
            <Button
              key={action}
              size="sm"
              variant={variant}
              aria-label={t(`review.${action}One`, { who: r.user.username })}
              disabled={review.isPending || r.status === status}
              onClick={() => decide([r.id], action)}
              icon={<Icon className="h-4 w-4" aria-hidden />}
            >
              {t(`review.${action}`)}
            </Button>
          ))}
        </span>
      ),
    },
  ];

  const count = formatNumber(selected.size, lang);
  return (
    <div className="flex flex-col gap-4">
      <ReviewFilters value={params} models={models} onChange={go} />
      <div className="flex flex-wrap items-center gap-2">
        <Button
          size="sm"
          disabled={selected.size === 0 || review.isPending}
          onClick={() => decide([...selected], 'accept')}
        >
          {t('review.acceptSelected', { value: count })}
        </Button>
        <Button
          size="sm"
          variant="secondary"
          disabled={selected.size === 0 || review.isPending}
          onClick={() => decide([...selected], 'reject')}
        >
          {t('review.rejectSelected', { value: count })}
        </Button>
        {canExport ? (
          <Button
            size="sm"
            variant="ghost"
            disabled={exporter.isPending}
            icon={<Download className="h-4 w-4" aria-hidden />}
            onClick={() =>
              exporter.mutate(undefined, {
                onSuccess: () => setNotice(t('review.exported')),
                onError: () => setFailure(t('review.exportFailed')),
              })
            }
          >
            {t('review.export')}
          </Button>
        ) : null}
      </div>
      {notice ? (
        <p role="status" className="text-sm text-emerald-300">
          {notice}
        </p>
      ) : null}
      {failure || list.isError ? (
        <p role="alert" className="text-sm text-red-400">
          {failure ?? t('review.loadFailed')}
        </p>
      ) : null}
      <DataTable
        caption={t('review.caption')}
        rows={list.data?.entries ?? []}
        columns={columns}
        getRowId={(r) => r.id}
        getRowLabel={(r) => r.user.username}
        selected={selected}
        onSelectedChange={setSelected}
        empty={list.isPending ? t('review.loading') : t('review.empty')}
        minWidth="56rem"
      />
      {list.data ? (
        <Pager
          page={params.page}
          pageSize={params.pageSize}
          total={list.data.pagination.total}
          totalPages={list.data.pagination.total_pages}
          onPageChange={(page) => go({ page })}
          label={t('review.pagerLabel')}
        />
      ) : null}
    </div>
  );
}

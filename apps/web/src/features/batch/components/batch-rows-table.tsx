import type { BatchRow } from '@shobdo/contracts';
import { useTranslation } from 'react-i18next';
import { DataTable } from '@/components/ui/data-table';
import { getTypeLabelKey } from '@/lib/analysis/detected-types';
import { formatNumber, formatPercent } from '@/lib/format';

/** A page of the batch's rows: position, text, class (with a note when it has warnings), confidence, top words. */
export function BatchRowsTable({ rows, onOpen }: { rows: BatchRow[]; onOpen: (row: BatchRow) => void }) {
  const { t, i18n } = useTranslation(['batch', 'analysis']);
  const lang = i18n.language;
  return (
    <DataTable<BatchRow>
      caption={t('results.rowsCaption')}
      rows={rows}
      getRowId={(row) => row.analysis_id}
      getRowLabel={(row) => t('results.openRow', { position: formatNumber(row.position + 1, lang), text: row.text })}
      onRowOpen={onOpen}
      empty={t('results.noRows')}
      minWidth="44rem"
      columns={[
        { key: 'position', header: t('results.position'), cell: (row) => formatNumber(row.position + 1, lang) },
        {
          key: 'text',
          header: t('results.text'),
          cell: (row) => (
            <span lang="bn" className="line-clamp-2 max-w-md wrap-anywhere">
              {row.text}
            </span>
          ),
        },
        {
          key: 'class',
          header: t('results.class'),
          cell: (row) => (
            <>
              {t(getTypeLabelKey(row.prediction), { defaultValue: row.prediction })}
              {row.warnings.length > 0 ? (
                // The row's warnings (another writing, low confidence, close classes, one everyday word deciding) in the page's language.
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
            <span lang="bn" className="line-clamp-2 max-w-xs min-w-40 text-slate-300 wrap-anywhere">
              {row.top_words
                .slice(0, 3)
                .map((w) => w.word)
                .join(', ')}
            </span>
          ),
        },
      ]}
    />
  );
}

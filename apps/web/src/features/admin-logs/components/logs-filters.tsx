import { LANGUAGES } from '@shobdo/contracts';
import { useTranslation } from 'react-i18next';
import { FiltersBar } from '@/components/list/filters-bar';

export const LOG_SORT_CHOICES = [
  '-created_at',
  'created_at',
  '-confidence_score',
  'confidence_score',
  '-processing_time',
  'processing_time',
] as const;

export const LOGS_LIST_DEFAULTS = { search: '', language: '', dateFrom: '', dateTo: '', sortBy: '-created_at' };
export type LogsFilterValues = typeof LOGS_LIST_DEFAULTS;
/** The languages in the order the filter lists them: Bengali, then English. */
const BENGALI_FIRST = [...LANGUAGES].reverse();
/** What a link may set: anything else reads as the default. */
export const LOGS_LIST_CHOICES = { language: LANGUAGES, sortBy: LOG_SORT_CHOICES };

export function LogsFilters({
  value,
  onChange,
}: {
  value: LogsFilterValues;
  onChange: (patch: Partial<LogsFilterValues>) => void;
}) {
  const { t } = useTranslation('adminLogs');
  return (
    <FiltersBar
      className="grid grid-cols-2 gap-3 md:grid-cols-[2fr_1fr_1fr_1fr_1fr] md:items-end"
      searchClassName="col-span-2 md:col-span-1"
      searchLabel={t('filters.search')}
      searchPlaceholder={t('filters.searchPlaceholder')}
      value={value}
      onChange={onChange}
      choices={[
        {
          key: 'language',
          label: t('filters.language'),
          allLabel: t('filters.allLanguages'),
          options: BENGALI_FIRST,
          optionLabel: (lang) => t(`languages.${lang}`),
        },
        {
          key: 'sortBy',
          label: t('filters.sort'),
          options: LOG_SORT_CHOICES,
          optionLabel: (sort) => t(`filters.sorts.${sort}`),
        },
        { key: 'dateFrom', label: t('filters.from'), date: { max: 'dateTo' } },
        { key: 'dateTo', label: t('filters.to'), date: { min: 'dateFrom' } },
      ]}
    />
  );
}

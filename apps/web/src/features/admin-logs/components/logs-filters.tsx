import { LANGUAGES } from '@shobdo/contracts';
import { useTranslation } from 'react-i18next';
import { SearchField, listFieldClass } from '@/components/list/search-field';

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
    <div className="grid grid-cols-2 gap-3 md:grid-cols-[2fr_1fr_1fr_1fr_1fr] md:items-end">
      <SearchField
        className="col-span-2 md:col-span-1"
        label={t('filters.search')}
        placeholder={t('filters.searchPlaceholder')}
        value={value.search}
        onChange={(search) => onChange({ search })}
      />
      <label className="flex flex-col gap-1 text-sm text-slate-300">
        {t('filters.language')}
        <select
          value={value.language}
          onChange={(e) => onChange({ language: e.target.value })}
          className={listFieldClass}
        >
          <option value="">{t('filters.allLanguages')}</option>
          {[...LANGUAGES].reverse().map((lang) => (
            <option key={lang} value={lang}>
              {t(`languages.${lang}`)}
            </option>
          ))}
        </select>
      </label>
      <label className="flex flex-col gap-1 text-sm text-slate-300">
        {t('filters.sort')}
        <select value={value.sortBy} onChange={(e) => onChange({ sortBy: e.target.value })} className={listFieldClass}>
          {LOG_SORT_CHOICES.map((sort) => (
            <option key={sort} value={sort}>
              {t(`filters.sorts.${sort}`)}
            </option>
          ))}
        </select>
      </label>
      <label className="flex min-w-0 flex-col gap-1 text-sm text-slate-300">
        {t('filters.from')}
        <input
          type="date"
          value={value.dateFrom}
          max={value.dateTo || undefined}
          onChange={(e) => onChange({ dateFrom: e.target.value })}
          className={listFieldClass}
        />
      </label>
      <label className="flex min-w-0 flex-col gap-1 text-sm text-slate-300">
        {t('filters.to')}
        <input
          type="date"
          value={value.dateTo}
          min={value.dateFrom || undefined}
          onChange={(e) => onChange({ dateTo: e.target.value })}
          className={listFieldClass}
        />
      </label>
    </div>
  );
}

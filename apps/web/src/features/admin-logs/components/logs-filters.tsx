import { LANGUAGES } from '@shobdo/contracts';
import { Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';

export interface LogsFilterValues {
  search: string;
  language: string;
  dateFrom: string;
  dateTo: string;
  sortBy: string;
}

export const LOG_SORT_CHOICES = [
  '-created_at',
  'created_at',
  '-confidence_score',
  'confidence_score',
  '-processing_time',
  'processing_time',
] as const;

const fieldClass =
  'rounded-lg border border-slate-700 bg-slate-900 px-3 py-2 text-slate-100 focus:border-emerald-400 focus:outline-none [color-scheme:dark]';

export function LogsFilters({
  value,
  onChange,
}: {
  value: LogsFilterValues;
  onChange: (next: LogsFilterValues) => void;
}) {
  const { t } = useTranslation('adminLogs');
  const set = (patch: Partial<LogsFilterValues>) => onChange({ ...value, ...patch });
  return (
    <div className="grid grid-cols-2 gap-3 md:grid-cols-[2fr_1fr_1fr_1fr_1fr] md:items-end">
      <label className="col-span-2 flex flex-col gap-1 text-sm text-slate-300 md:col-span-1">
        {t('filters.search')}
        <span className="relative">
          <Search
            className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-500"
            aria-hidden
          />
          <input
            type="search"
            value={value.search}
            onChange={(e) => set({ search: e.target.value })}
            placeholder={t('filters.searchPlaceholder')}
            className={`${fieldClass} w-full pl-9`}
          />
        </span>
      </label>
      <label className="flex flex-col gap-1 text-sm text-slate-300">
        {t('filters.language')}
        <select value={value.language} onChange={(e) => set({ language: e.target.value })} className={fieldClass}>
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
        <select value={value.sortBy} onChange={(e) => set({ sortBy: e.target.value })} className={fieldClass}>
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
          onChange={(e) => set({ dateFrom: e.target.value })}
          className={fieldClass}
        />
      </label>
      <label className="flex min-w-0 flex-col gap-1 text-sm text-slate-300">
        {t('filters.to')}
        <input
          type="date"
          value={value.dateTo}
          min={value.dateFrom || undefined}
          onChange={(e) => set({ dateTo: e.target.value })}
          className={fieldClass}
        />
      </label>
    </div>
  );
}

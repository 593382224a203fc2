import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import {
  DATE_FILTERS,
  TASK_TYPE_FILTERS,
  TYPE_FILTERS,
  hasActiveFilters,
  type DateFilter,
  type HistoryFilters,
  type TypeFilter,
} from '../logic/history-filters';
import { SearchField } from '@/components/list/search-field';
import { Button } from '@/components/ui/button';

interface HistoryFiltersBarProps {
  filters: HistoryFilters;
  /** A change of one filter, merged into the URL by the list kit (a whole set would undo a pending search). */
  onChange: (patch: Partial<HistoryFilters>) => void;
  onClear: () => void;
}

const fieldClass =
  'w-full rounded-lg border border-slate-700 bg-slate-900 px-3 py-2 text-slate-100 focus:border-emerald-400 focus:outline-none';

export function HistoryFiltersBar({ filters, onChange, onClear }: HistoryFiltersBarProps) {
  const { t } = useTranslation('history');
  return (
    <div className="grid gap-3 rounded-2xl border border-slate-800 bg-slate-900/60 p-4 sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_auto] lg:items-end">
      <SearchField
        className="sm:col-span-2 lg:col-span-1"
        label={t('filters.search')}
        placeholder={t('filters.searchPlaceholder')}
        value={filters.search}
        onChange={(search) => onChange({ search })}
      />
      <div className="flex flex-col gap-1">
        <label htmlFor="history-type" className="text-sm text-slate-300">
          {t('filters.type')}
        </label>
        <select
          id="history-type"
          value={filters.type}
          onChange={(event) => onChange({ type: event.target.value as TypeFilter })}
          className={fieldClass}
        >
          {TYPE_FILTERS.map((type) => (
            <option key={type} value={type}>
              {t(`types.${type}`)}
            </option>
          ))}
          {Object.entries(TASK_TYPE_FILTERS).map(([task, types]) => (
            <optgroup key={task} label={t(`typeGroups.${task}`)}>
              {types.map((type) => (
                <option key={type} value={type}>
                  {t(`types.${type}`)}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor="history-date" className="text-sm text-slate-300">
          {t('filters.date')}
        </label>
        <select
          id="history-date"
          value={filters.date}
          onChange={(event) => onChange({ date: event.target.value as DateFilter })}
          className={fieldClass}
        >
          {DATE_FILTERS.map((date) => (
            <option key={date} value={date}>
              {t(`dates.${date}`)}
            </option>
          ))}
        </select>
      </div>
      {hasActiveFilters(filters) && (
        <Button variant="secondary" onClick={onClear} icon={<X className="h-4 w-4" aria-hidden />}>
          {t('filters.clear')}
        </Button>
      )}
    </div>
  );
}

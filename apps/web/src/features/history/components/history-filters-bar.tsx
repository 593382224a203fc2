import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import {
  DATE_FILTERS,
  TASK_TYPE_FILTERS,
  TYPE_FILTERS,
  hasActiveFilters,
  type HistoryFilters,
} from '../logic/history-filters';
import { FiltersBar } from '@/components/list/filters-bar';
import { Button } from '@/components/ui/button';

interface HistoryFiltersBarProps {
  filters: HistoryFilters;
  /** A change of one filter, merged into the URL by the list kit (a whole set would undo a pending search). */
  onChange: (patch: Partial<HistoryFilters>) => void;
  onClear: () => void;
}

export function HistoryFiltersBar({ filters, onChange, onClear }: HistoryFiltersBarProps) {
  const { t } = useTranslation('history');
  return (
    <FiltersBar
      className="grid gap-3 rounded-2xl border border-slate-800 bg-slate-900/60 p-4 sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_auto] lg:items-end"
      searchClassName="sm:col-span-2 lg:col-span-1"
      searchLabel={t('filters.search')}
      searchPlaceholder={t('filters.searchPlaceholder')}
      value={filters}
      onChange={onChange}
      choices={[
        {
          key: 'type',
          label: t('filters.type'),
          options: TYPE_FILTERS,
          optionLabel: (type) => t(`types.${type}`),
          groups: Object.entries(TASK_TYPE_FILTERS).map(([task, types]) => (
            <optgroup key={task} label={t(`typeGroups.${task}`)}>
              {types.map((type) => (
                <option key={type} value={type}>
                  {t(`types.${type}`)}
                </option>
              ))}
            </optgroup>
          )),
        },
        { key: 'date', label: t('filters.date'), options: DATE_FILTERS, optionLabel: (date) => t(`dates.${date}`) },
      ]}
    >
      {hasActiveFilters(filters) && (
        <Button variant="secondary" onClick={onClear} icon={<X className="h-4 w-4" aria-hidden />}>
          {t('filters.clear')}
        </Button>
      )}
    </FiltersBar>
  );
}

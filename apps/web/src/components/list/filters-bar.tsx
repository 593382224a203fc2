import type { ReactNode } from 'react';
import { DateFilter, SelectFilter } from './filter-fields';
import { SearchField } from './search-field';

/** A filter of the bar: a choice among options, or one end of a date range (`date`). */
export type FilterChoice<V> = { key: keyof V & string; label: string } & (
  | {
      options: readonly string[];
      optionLabel: (option: string) => string;
      /** The label of a first option that filters nothing (value ''), when the filter has one. */
      allLabel?: string;
      /** Further options after the list (History's groups of types). */
      groups?: ReactNode;
    }
  | { date: { min?: keyof V; max?: keyof V } }
);

interface FiltersBarProps<V extends { search: string }> {
  value: V;
  /** A change of one filter, merged into the URL by the list kit. */
  onChange: (patch: Partial<V>) => void;
  searchLabel: string;
  searchPlaceholder: string;
  choices: FilterChoice<V>[];
  /** The bar's layout (a grid or a row) and the search's place in it. */
  className: string;
  searchClassName: string;
  /** After the filters (History's Clear Filters). */
  children?: ReactNode;
}

/** The filter bar of a list (History, Users, Analysis Logs): a search that waits for a pause, then its filters. */
export function FiltersBar<V extends { search: string }>({
  value,
  onChange,
  searchLabel,
  searchPlaceholder,
  choices,
  className,
  searchClassName,
  children,
}: FiltersBarProps<V>) {
  const set = (key: keyof V, text: string) => onChange({ [key]: text } as Partial<V>);
  const read = (key: keyof V | undefined) => (key === undefined ? undefined : String(value[key]));
  return (
    <div className={className}>
      <SearchField
        className={searchClassName}
        label={searchLabel}
        placeholder={searchPlaceholder}
        value={value.search}
        onChange={(search) => set('search', search)}
      />
      {choices.map((choice) =>
        'date' in choice ? (
          <DateFilter
            key={choice.key}
            label={choice.label}
            value={String(value[choice.key])}
            min={read(choice.date.min)}
            max={read(choice.date.max)}
            onChange={(day) => set(choice.key, day)}
          />
        ) : (
          <SelectFilter
            key={choice.key}
            label={choice.label}
            value={String(value[choice.key])}
            options={choice.options}
            optionLabel={choice.optionLabel}
            allLabel={choice.allLabel}
            onChange={(option) => set(choice.key, option)}
          >
            {choice.groups}
          </SelectFilter>
        ),
      )}
      {children}
    </div>
  );
}

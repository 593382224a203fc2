import { useId, type ReactNode } from 'react';
import { listFieldClass } from './search-field';

/**
 * A filter's label above its control. Named by `for`, not by wrapping: a wrapped select would add its chosen
 * option to its own name ('Type All Types').
 */
function FilterLabel({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col gap-1 text-sm text-slate-300">
      <label htmlFor={id}>{label}</label>
      {children}
    </div>
  );
}

interface SelectFilterProps<Value extends string> {
  label: string;
  value: string;
  /** The choices in their order, each shown as `optionLabel` names it. */
  options: readonly Value[];
  optionLabel: (value: Value) => string;
  /** The label of a first choice that filters nothing (value ''), when the filter has one. */
  allLabel?: string;
  onChange: (value: string) => void;
  /** Further choices after the options (History's groups of types). */
  children?: ReactNode;
}

/** A labelled choice of a list's filter bar (a role, a status, a language, a sort order). */
export function SelectFilter<Value extends string>({
  label,
  value,
  options,
  optionLabel,
  allLabel,
  onChange,
  children,
}: SelectFilterProps<Value>) {
  const id = useId();
  return (
    <FilterLabel id={id} label={label}>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)} className={listFieldClass}>
        {allLabel !== undefined && <option value="">{allLabel}</option>}
        {options.map((option) => (
          <option key={option} value={option}>
            {optionLabel(option)}
          </option>
        ))}
        {children}
      </select>
    </FilterLabel>
  );
}

interface DateFilterProps {
  label: string;
  value: string;
  /** The other end of the range, so that the picker offers no day beyond it. */
  min?: string;
  max?: string;
  onChange: (value: string) => void;
}

/** A labelled day of a list's filter bar (one end of a date range); '' is no limit. */
export function DateFilter({ label, value, min, max, onChange }: DateFilterProps) {
  const id = useId();
  return (
    <FilterLabel id={id} label={label}>
      <input
        id={id}
        type="date"
        value={value}
        min={min || undefined}
        max={max || undefined}
        onChange={(e) => onChange(e.target.value)}
        className={listFieldClass}
      />
    </FilterLabel>
  );
}

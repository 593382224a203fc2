import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';

export interface DataTableColumn<T> {
  key: string;
  header: ReactNode;
  cell: (row: T) => ReactNode;
  className?: string;
}

export interface DataTableProps<T> {
  caption: string;
  rows: T[];
  columns: DataTableColumn<T>[];
  getRowId: (row: T) => string;
  /** Names the row for its checkbox ('Select rahim'). */
  getRowLabel: (row: T) => string;
  /** With these two, a checkbox column and a select-all box in the header appear. */
  selected?: ReadonlySet<string>;
  onSelectedChange?: (next: Set<string>) => void;
  /** A row opens with a click or with Enter/Space when it has the keyboard focus. */
  onRowOpen?: (row: T) => void;
  /** Shown in place of the body when there are no rows. */
  empty: ReactNode;
  /**
   * Narrowest width of the table before it scrolls sideways inside its frame (phones). Not kept without rows: the
   * message in their place would sit in the middle of the wide table, out of a phone's view.
   */
  minWidth?: string;
}

function SelectAll({
  state,
  onChange,
  label,
}: {
  state: 'none' | 'some' | 'all';
  onChange: (all: boolean) => void;
  label: string;
}) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = state === 'some';
  }, [state]);
  return (
    <input
      ref={ref}
      type="checkbox"
      className="h-4 w-4 accent-emerald-500"
      aria-label={label}
      checked={state === 'all'}
      onChange={(e) => onChange(e.target.checked)}
    />
  );
}

/**
 * Whether the frame is narrower than its table, so that part of the table is out of view to the side: measured again
 * whenever either changes size (a phone turned, rows loaded).
 */
function useOverflowsSideways(frame: RefObject<HTMLDivElement | null>): boolean {
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const element = frame.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = () => setOverflows(element.scrollWidth > element.clientWidth + 1);
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    for (const child of Array.from(element.children)) observer.observe(child);
    measure();
    return () => observer.disconnect();
  }, [frame]);
  return overflows;
}

/**
 * The admin table: optional checkbox column with select-all over the rows shown, rows that open on click
 * or keyboard, and a frame that scrolls sideways on a narrow screen instead of widening the page.
 */
export function DataTable<T>({
  caption,
  rows,
  columns,
  getRowId,
  getRowLabel,
  selected,
  onSelectedChange,
  onRowOpen,
  empty,
  minWidth = '48rem',
}: DataTableProps<T>) {
  const { t } = useTranslation('common');
  const selectable = selected !== undefined && onSelectedChange !== undefined;
  const ids = rows.map(getRowId);
  const chosen = ids.filter((id) => selected?.has(id)).length;
  const state = chosen === 0 ? 'none' : chosen === ids.length ? 'all' : 'some';

  const toggle = (id: string, on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(id);
    else next.delete(id);
    onSelectedChange?.(next);
  };
  const toggleAll = (on: boolean) => {
    const next = new Set(selected);
    for (const id of ids)
      if (on) next.add(id);
      else next.delete(id);
    onSelectedChange?.(next);
  };
  const onRowKey = (event: KeyboardEvent<HTMLTableRowElement>, row: T) => {
    if (event.target !== event.currentTarget) return;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onRowOpen?.(row);
    }
  };

  // A frame that scrolls sideways must be reachable by keyboard (WCAG 2.1.1, axe's scrollable-region-focusable):
  // through its checkboxes or openable rows, or else by a tab stop of its own, named by the caption.
  const reachable = selectable || (onRowOpen !== undefined && rows.length > 0);
  const frame = useRef<HTMLDivElement>(null);
  const overflows = useOverflowsSideways(frame);
  return (
    <div
      ref={frame}
      className="relative w-full overflow-x-auto rounded-xl border border-slate-800 focus-visible:outline focus-visible:outline-2 focus-visible:outline-emerald-400"
      {...(reachable ? {} : { tabIndex: 0, role: 'group', 'aria-label': caption })}
    >
      {/* On a phone the columns past the screen's edge are hidden; this says they are there (stays put as it scrolls). */}
      {overflows && (
        <p
          className="sticky left-0 w-max max-w-[90vw] px-3 pt-2 text-xs text-slate-400"
          data-testid="table-scroll-hint"
        >
          {t('table.scrollHint')}
        </p>
      )}
      <table className="w-full border-collapse text-left text-sm" style={rows.length === 0 ? undefined : { minWidth }}>
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-900 text-xs uppercase tracking-wide text-slate-400">
          <tr>
            {selectable && (
              <th scope="col" className="w-10 px-3 py-3">
                <SelectAll
                  state={rows.length === 0 ? 'none' : state}
                  onChange={toggleAll}
                  label={t('table.selectAll')}
                />
              </th>
            )}
            {columns.map((column) => (
              <th key={column.key} scope="col" className={`px-3 py-3 font-medium ${column.className ?? ''}`}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-800">
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length + (selectable ? 1 : 0)} className="px-3 py-10 text-center text-slate-400">
                {empty}
              </td>
            </tr>
          ) : (
            rows.map((row) => {
              const id = getRowId(row);
              return (
                <tr
                  key={id}
                  tabIndex={onRowOpen ? 0 : undefined}
                  onClick={onRowOpen ? () => onRowOpen(row) : undefined}
                  onKeyDown={onRowOpen ? (e) => onRowKey(e, row) : undefined}
                  className={`bg-slate-950 text-slate-200 ${onRowOpen ? 'cursor-pointer hover:bg-slate-900 focus-visible:bg-slate-900 focus-visible:outline focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-emerald-400' : ''}`}
                >
                  {selectable && (
                    <td className="px-3 py-3" onClick={(e) => e.stopPropagation()}>
                      <input
                        type="checkbox"
                        className="h-4 w-4 accent-emerald-500"
                        aria-label={t('table.selectRow', { name: getRowLabel(row) })}
                        checked={selected.has(id)}
                        onChange={(e) => toggle(id, e.target.checked)}
                      />
                    </td>
                  )}
                  {columns.map((column) => (
                    <td key={column.key} className={`px-3 py-3 align-top ${column.className ?? ''}`}>
                      {column.cell(row)}
                    </td>
                  ))}
                </tr>
              );
            })
          )}
        </tbody>
      </table>
    </div>
  );
}

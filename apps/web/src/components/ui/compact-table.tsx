import type { DataTableColumn } from './data-table';

export interface CompactTableProps<T> {
  /** The id of the heading that names the table (and its scrolling frame). */
  labelledBy: string;
  columns: DataTableColumn<T>[];
  rows: readonly T[];
  getRowId: (row: T) => string;
  rowClassName?: string;
}

/**
 * A small read-only table inside a card (the dashboard's top users, the models' agreement). Its frame scrolls
 * sideways on a phone, so it takes the keyboard focus and carries the table's name: a scrolling region that
 * a keyboard cannot reach fails WCAG 2.1.1 (axe's scrollable-region-focusable). A group, not a region: the
 * card around it is already the landmark of that name.
 */
export function CompactTable<T>({ labelledBy, columns, rows, getRowId, rowClassName = '' }: CompactTableProps<T>) {
  return (
    <div
      className="overflow-x-auto rounded focus-visible:outline focus-visible:outline-2 focus-visible:outline-emerald-400"
      role="group"
      aria-labelledby={labelledBy}
      tabIndex={0}
    >
      <table className="w-full text-left text-sm" aria-labelledby={labelledBy}>
        <thead className="text-slate-400">
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" className="px-2 py-1 font-medium">
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="text-slate-200">
          {rows.map((row) => (
            <tr key={getRowId(row)} className={`border-t border-slate-800 ${rowClassName}`}>
              {columns.map((column) => (
                <td key={column.key} className={`px-2 py-1.5 ${column.className ?? ''}`}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

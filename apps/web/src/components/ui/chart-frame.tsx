import { useId, useState, type ReactNode } from 'react';

export interface ChartTable {
  caption: string;
  columns: string[];
  rows: (string | number)[][];
}

interface ChartFrameProps {
  title: string;
  /** One sentence a screen reader hears instead of the picture (what the chart shows). */
  summary: string;
  table: ChartTable;
  showTableLabel: string;
  showChartLabel: string;
  actions?: ReactNode;
  /** Controls shown under the title in both views (a date panel); never hidden from assistive technology. */
  panel?: ReactNode;
  /** Set while the figures load: this text stands in for the chart, never a chart of zeros. */
  loadingLabel?: string | null;
  children: ReactNode;
}

/**
 * A chart with its accessible alternative: the picture is hidden from assistive technology and
 * described by `summary`; a toggle swaps it for the same data as a table, which also serves anyone
 * who wants exact figures (and phone readers who find bars too small).
 */
export function ChartFrame({
  title,
  summary,
  table,
  showTableLabel,
  showChartLabel,
  actions,
  panel,
  loadingLabel = null,
  children,
}: ChartFrameProps) {
  const [asTable, setAsTable] = useState(false);
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-slate-800 bg-slate-900/60 p-4 md:p-5">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-base font-semibold text-slate-100">
          {title}
        </h2>
        <div className="flex flex-wrap items-center gap-2">
          {actions}
          <button
            type="button"
            aria-pressed={asTable}
            onClick={() => setAsTable((v) => !v)}
            className="rounded-lg border border-slate-700 px-2 py-1 text-xs text-slate-300 hover:bg-slate-800"
          >
            {asTable ? showChartLabel : showTableLabel}
          </button>
        </div>
      </div>
      {panel}
      {loadingLabel ? (
        <p role="status" className="flex h-48 items-center justify-center text-sm text-slate-400">
          {loadingLabel}
        </p>
      ) : (
        <ChartBody summary={summary} table={table} asTable={asTable}>
          {children}
        </ChartBody>
      )}
    </section>
  );
}

function ChartBody({
  summary,
  table,
  asTable,
  children,
}: Pick<ChartFrameProps, 'summary' | 'table' | 'children'> & { asTable: boolean }) {
  return (
    <>
      <p className="sr-only">{summary}</p>
      {asTable ? (
        <div className="max-h-80 overflow-auto">
          <table className="w-full text-left text-sm text-slate-200">
            <caption className="sr-only">{table.caption}</caption>
            <thead>
              <tr>
                {table.columns.map((column) => (
                  <th
                    key={column}
                    scope="col"
                    className="border-b border-slate-700 px-2 py-1 font-medium text-slate-400"
                  >
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {table.rows.map((row, i) => (
                <tr key={i}>
                  {row.map((cell, j) => (
                    <td key={j} className="border-b border-slate-800 px-2 py-1">
                      {cell}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <div aria-hidden="true">{children}</div>
      )}
    </>
  );
}

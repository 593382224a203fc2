import { useEffect, useRef, useState } from 'react';
import { exportCsvReport, exportExcelReport, type ExportInput } from '@/lib/export';

export type ExportKind = 'excel' | 'csv';
export interface ExportOutcome {
  kind: ExportKind;
  ok: boolean;
}

/** The outcome banner stays this long (SPEC.md section 9: message display 3000 ms). */
export const EXPORT_MESSAGE_MS = 3000;

/** Runs one export at a time and keeps its outcome for 3 seconds. */
export function useReportExport(input: ExportInput) {
  const [exporting, setExporting] = useState<ExportKind | null>(null);
  const [outcome, setOutcome] = useState<ExportOutcome | null>(null);
  const busy = useRef(false);

  useEffect(() => {
    if (!outcome) return;
    const timer = setTimeout(() => setOutcome(null), EXPORT_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [outcome]);

  const run = async (kind: ExportKind) => {
    if (busy.current) return;
    busy.current = true;
    setExporting(kind);
    try {
      await (kind === 'excel' ? exportExcelReport(input) : exportCsvReport(input));
      setOutcome({ kind, ok: true });
    } catch (error) {
      console.warn(`${kind} export failed`, error);
      setOutcome({ kind, ok: false });
    } finally {
      busy.current = false;
      setExporting(null);
    }
  };

  return { exporting, outcome, run };
}

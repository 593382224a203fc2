import { useRef, useState } from 'react';
import { exportCsvReport, exportExcelReport, type ExportInput } from '@/lib/export';
import { logActivity } from '@/lib/activity-log';
import { useExpiringState } from '@/lib/use-expiring-state';

export type ExportKind = 'excel' | 'csv';
export interface ExportOutcome {
  kind: ExportKind;
  ok: boolean;
}

/** Runs one export at a time and keeps its outcome for 3 seconds. */
export function useReportExport(input: ExportInput) {
  const [exporting, setExporting] = useState<ExportKind | null>(null);
  const [outcome, setOutcome] = useExpiringState<ExportOutcome>();
  const busy = useRef(false);

  const run = async (kind: ExportKind) => {
    if (busy.current) return;
    busy.current = true;
    setExporting(kind);
    try {
      await (kind === 'excel' ? exportExcelReport(input) : exportCsvReport(input));
      setOutcome({ kind, ok: true });
      logActivity('export', `Exported the analysis as ${kind === 'excel' ? 'Excel' : 'CSV'}`, { format: kind });
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

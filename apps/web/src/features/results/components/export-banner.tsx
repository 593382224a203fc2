import { CheckCircle2, XCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ExportOutcome } from '../hooks/use-report-export';

const MESSAGE_KEYS = {
  excel: { ok: 'export.excelSuccess', failed: 'export.excelFailed' },
  csv: { ok: 'export.csvSuccess', failed: 'export.csvFailed' },
} as const;

/** The outcome of the last export, shown for 3 seconds: green on success, red on failure. */
export function ExportBanner({ outcome }: { outcome: ExportOutcome | null }) {
  const { t } = useTranslation('results');
  return (
    <div aria-live="polite" className="min-h-0">
      {outcome && (
        <p
          role="status"
          className={`flex items-center gap-2 rounded-lg px-4 py-3 font-medium ${
            outcome.ok
              ? 'bg-emerald-500/15 text-emerald-300 ring-1 ring-emerald-500/40'
              : 'bg-red-500/15 text-red-300 ring-1 ring-red-500/40'
          }`}
        >
          {outcome.ok ? <CheckCircle2 className="h-5 w-5" aria-hidden /> : <XCircle className="h-5 w-5" aria-hidden />}
          {t(outcome.ok ? MESSAGE_KEYS[outcome.kind].ok : MESSAGE_KEYS[outcome.kind].failed)}
        </p>
      )}
    </div>
  );
}

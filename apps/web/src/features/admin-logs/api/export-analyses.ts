import { saveServerExport } from '@/lib/export';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation';

/** GET /api/analysis/analyses/export/: every analysis, saved as shobdo-analyses-<date>.json (or .csv). */
export const exportAnalyses = (format: 'json' | 'csv') =>
  saveServerExport('/api/analysis/analyses/export/', 'analyses', format);

// The export is recorded in the admin activity log.
export const useExportAnalysesMutation = () => useInvalidatingMutation(exportAnalyses, [['admin', 'audit-log']]);

import { saveServerExport } from '@/lib/export';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation';
import { AUDIT_LOG_KEY } from './get-audit-log';

/** GET /api/users/users/export/: every account, saved as shobdo-users-<date>.json (or .csv). */
export const exportUsers = (format: 'json' | 'csv') => saveServerExport('/api/users/users/export/', 'users', format);

export const useExportUsersMutation = () => useInvalidatingMutation(exportUsers, [AUDIT_LOG_KEY]);

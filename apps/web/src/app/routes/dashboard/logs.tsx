import { LogsPage } from '@/features/admin-logs';
// The component's own file, not the feature's index: the index would bring the results page into this route's
// chunk (5 KB more, against a budget of 180).
import { ResultWarnings } from '@/features/results/components/result-warnings';
import { AdminPage } from './admin-page';

/** /dashboard/logs; an analysis's details show the notices its answer gave (features/results). */
export default function AdminLogsPage() {
  return (
    <AdminPage namespace="adminLogs">
      <LogsPage renderNotices={(analysis) => <ResultWarnings warnings={analysis.warnings} />} />
    </AdminPage>
  );
}

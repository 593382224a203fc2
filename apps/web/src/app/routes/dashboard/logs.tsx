import { LogsPage } from '@/features/admin-logs';
import { AdminPage } from './admin-page';

export default function AdminLogsPage() {
  return (
    <AdminPage namespace="adminLogs">
      <LogsPage />
    </AdminPage>
  );
}

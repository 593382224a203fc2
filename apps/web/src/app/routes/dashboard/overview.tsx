import { DashboardPage } from '@/features/admin-dashboard';
import { AdminPage } from './admin-page';

export default function AdminOverviewPage() {
  return (
    <AdminPage namespace="adminDashboard">
      <DashboardPage />
    </AdminPage>
  );
}

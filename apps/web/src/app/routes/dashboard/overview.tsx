import { useTranslation } from 'react-i18next';
import { DashboardPage } from '@/features/admin-dashboard';
import { AdminPage } from './admin-page';

export default function AdminOverviewPage() {
  const { t } = useTranslation('adminDashboard');
  return (
    <AdminPage title={t('title')}>
      <DashboardPage />
    </AdminPage>
  );
}

import { useTranslation } from 'react-i18next';
import { LogsPage } from '@/features/admin-logs';
import { AdminPage } from './admin-page';

export default function AdminLogsPage() {
  const { t } = useTranslation('adminLogs');
  return (
    <AdminPage title={t('title')} description={t('description')}>
      <LogsPage />
    </AdminPage>
  );
}

import { useTranslation } from 'react-i18next';
import { AdminPage } from './admin-page';

export default function AdminLogsPage() {
  const { t } = useTranslation('admin');
  return <AdminPage title={t('logs.title')} description={t('logs.description')} />;
}

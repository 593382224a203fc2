import { useTranslation } from 'react-i18next';
import { AdminPage } from './admin-page';

export default function AdminOverviewPage() {
  const { t } = useTranslation('admin');
  return <AdminPage title={t('overview.title')} description={t('overview.description')} />;
}

import { useTranslation } from 'react-i18next';
import { AdminPage } from './admin-page';

export default function AdminUsersPage() {
  const { t } = useTranslation('admin');
  return <AdminPage title={t('users.title')} description={t('users.description')} />;
}

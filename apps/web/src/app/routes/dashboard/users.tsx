import { useTranslation } from 'react-i18next';
import { UsersPage } from '@/features/admin-users';
import { AdminPage } from './admin-page';

export default function AdminUsersPage() {
  const { t } = useTranslation('adminUsers');
  return (
    <AdminPage title={t('title')} description={t('description')}>
      <UsersPage />
    </AdminPage>
  );
}

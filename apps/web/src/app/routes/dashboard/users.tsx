import { UsersPage } from '@/features/admin-users';
import { AdminPage } from './admin-page';

export default function AdminUsersPage() {
  return (
    <AdminPage namespace="adminUsers">
      <UsersPage />
    </AdminPage>
  );
}

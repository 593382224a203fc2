import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { LanguageToggle } from '@/components/navigation/language-toggle';
import { MobileMenu } from '@/components/navigation/mobile-menu';
import { RoleIcon } from '@/components/navigation/role-badge';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { decideAccess } from '@/lib/access';
import { useLoggedOutHere } from '../guards/require-access';
import { useAuth } from '@/lib/auth-context';
import { AdminSidebar } from './admin-sidebar';
import { MenuButton } from '@/components/navigation/menu-button';

/**
 * The admin area (docs/product/screens.md#admin-area): 'Loading...' while auth resolves, /login for visitors,
 * 'Redirecting...' and then / for signed-in non-admins.
 */
export function AdminLayout() {
  const { t } = useTranslation('admin');
  const { user, isLoading, logout } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const decision = isLoading ? null : decideAccess(user, { role: 'admin' });
  const loggedOutHere = useLoggedOutHere();

  useEffect(() => {
    if (decision === 'home') void navigate('/', { replace: true });
  }, [decision, navigate]);

  if (decision === null) return <LoadingScreen label={t('loading')} />;
  // After a logout here the sidebar's navigation to / stands; a redirect to /login would overtake it.
  if (decision === 'login' && loggedOutHere) return <Navigate to="/" replace />;
  if (decision === 'login') return <Navigate to="/login" replace state={{ from: location }} />;
  if (decision === 'home' || !user) return <LoadingScreen label={t('redirecting')} />;

  const handleLogout = () => {
    close();
    void logout().then(() => navigate('/'));
  };

  return (
    <div className="flex min-h-screen">
      <aside className="hidden w-60 shrink-0 flex-col gap-6 border-r border-slate-800 bg-slate-900/60 p-4 md:flex">
        <Link to="/" className="text-xl font-bold text-emerald-300">
          {t('brand')}
        </Link>
        <nav aria-label={t('sidebar.label')}>
          <AdminSidebar onLogout={handleLogout} />
        </nav>
      </aside>
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="flex h-16 items-center justify-between gap-3 border-b border-slate-800 px-4">
          <MenuButton label={t('openMenu')} open={open} controls="admin-menu" onOpen={() => setOpen(true)} />
          <span className="ml-auto flex items-center gap-3">
            <LanguageToggle />
            <Link
              to="/profile"
              title={t('profile')}
              className="flex items-center gap-1.5 rounded-lg px-2 py-1 text-sm text-slate-300 hover:text-white"
              data-testid="user-badge"
            >
              <RoleIcon role={user.role} />
              {user.username}
            </Link>
          </span>
        </header>
        <main className="flex-1 p-4 md:p-8">
          <Outlet />
        </main>
      </div>
      <MobileMenu id="admin-menu" open={open} onClose={close} title={t('brand')}>
        <AdminSidebar onNavigate={close} onLogout={handleLogout} />
      </MobileMenu>
    </div>
  );
}

export default AdminLayout;

import { Outlet } from 'react-router';
import { NavBar } from '@/components/navigation/nav-bar';
import { SiteFooter } from './site-footer';

/** Results and history: the dashboard navigation variant with the user badge. */
export function DashboardLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <NavBar variant="dashboard" />
      <main className="flex-1">
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}

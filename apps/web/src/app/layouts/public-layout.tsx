import { Outlet } from 'react-router';
import { NavBar } from '@/components/navigation/nav-bar';
import { SiteFooter } from './site-footer';

/** Home, about, login and sign-up: the public navigation variant. */
export function PublicLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <NavBar variant="public" />
      <main className="flex-1">
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}

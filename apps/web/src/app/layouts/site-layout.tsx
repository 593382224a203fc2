import { Outlet } from 'react-router';
import { NavBar } from '@/components/navigation/nav-bar';
import { SiteFooter } from './site-footer';

/**
 * The pages outside the admin area: the navigation bar, the page, the footer. `public` (home, about, login
 * and sign-up) or `dashboard` (results and history: the navigation variant with the user badge).
 */
export function SiteLayout({ variant }: { variant: 'public' | 'dashboard' }) {
  return (
    <div className="flex min-h-screen flex-col">
      <NavBar variant={variant} />
      <main className="flex-1">
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}

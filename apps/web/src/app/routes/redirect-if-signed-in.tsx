import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { useAuth } from '@/lib/auth-context';

/**
 * /login and /signup are for visitors: someone who arrives already signed in is sent on to `to`,
 * where signing in on the page would have sent them. Only a session that existed when the page
 * opened counts: signing in here navigates on its own, and a second redirect would race it.
 */
export function RedirectIfSignedIn({ to, children }: { to: string; children: ReactNode }) {
  const { user, isLoading } = useAuth();
  const { t } = useTranslation('common');
  const arrivedSignedIn = useRef(user !== null);
  // A stored session the server refused (or a logout) leaves a visitor, who may then sign in here.
  if (!user && !isLoading) arrivedSignedIn.current = false;

  if (!arrivedSignedIn.current) return children;
  // The stored session is still being checked: neither flash the form nor leave on a stale session.
  if (isLoading) return <LoadingScreen label={t('loading')} />;
  return <Navigate to={to} replace />;
}

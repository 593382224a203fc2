import type { Role } from '@shobdo/contracts';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import { decideAccess } from '@/lib/access';
import { useAuth } from '@/lib/auth-context';
import { LoadingScreen } from '@/components/ui/loading-screen';

export interface RequireAccessProps {
  auth?: boolean;
  role?: Role;
}

/**
 * The route guard of docs/product/screens.md#routes-and-guards: not signed in goes to /login carrying the origin location,
 * a role that does not qualify goes to /. The server enforces the same rules; this is for the screen.
 */
export function RequireAccess({ auth, role }: RequireAccessProps) {
  const { user, isLoading } = useAuth();
  const location = useLocation();
  const { t } = useTranslation('common');
  const loggedOutHere = useLoggedOutHere();
  if (isLoading) return <LoadingScreen label={t('loading')} />;
  const decision = decideAccess(user, { auth, role });
  // Logging out here must land on / (docs/product/screens.md: logout navigates to /); a redirect to /login would
  // overtake the logout's own navigation, which waits for the home page's code. A session that expired
  // goes to /login like any visitor, carrying the page to come back to.
  if (decision === 'login' && loggedOutHere) return <Navigate to="/" replace />;
  if (decision === 'login') return <Navigate to="/login" replace state={{ from: location }} />;
  if (decision === 'home') return <Navigate to="/" replace />;
  return <Outlet />;
}

/** True once a user who was signed in on this page has logged out (not when the session expired). */
export function useLoggedOutHere(): boolean {
  const { user, sessionEnd } = useAuth();
  const wasSignedIn = useRef(false);
  if (user) wasSignedIn.current = true;
  return wasSignedIn.current && !user && sessionEnd === 'logout';
}

import type { Role } from '@shobdo/contracts';
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
 * The route guard of SPEC.md section 2: not signed in goes to /login carrying the origin location,
 * a role that does not qualify goes to /. The server enforces the same rules; this is for the screen.
 */
export function RequireAccess({ auth, role }: RequireAccessProps) {
  const { user, isLoading } = useAuth();
  const location = useLocation();
  const { t } = useTranslation('common');
  if (isLoading) return <LoadingScreen label={t('loading')} />;
  const decision = decideAccess(user, { auth, role });
  if (decision === 'login') return <Navigate to="/login" replace state={{ from: location }} />;
  if (decision === 'home') return <Navigate to="/" replace />;
  return <Outlet />;
}

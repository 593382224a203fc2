import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, type Location } from 'react-router';
import { LoginForm } from '@/features/auth/forms';
import { useDocumentTitle } from '@/lib/use-document-title';
import { RedirectIfSignedIn } from './redirect-if-signed-in';

/** After login: back to the page that sent the visitor here, else /dashboard (SPEC.md section 4). */
function getDestination(state: unknown): string {
  const from = (state as { from?: Partial<Location> } | null)?.from;
  if (from?.pathname && from.pathname !== '/login' && from.pathname !== '/signup') {
    return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
  }
  return '/dashboard';
}

export default function LoginPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const location = useLocation();
  useDocumentTitle(t('login.title'));
  const destination = getDestination(location.state);
  return (
    <RedirectIfSignedIn to={destination}>
      <div className="mx-auto flex max-w-md flex-col gap-6 px-4 py-12">
        <LoginForm onSuccess={() => void navigate(destination, { replace: true })} />
      </div>
    </RedirectIfSignedIn>
  );
}

import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, type Location } from 'react-router';
import { LoginForm } from '@/features/auth/forms';
import { useAuth } from '@/lib/auth-context';
import { useDocumentTitle } from '@/lib/use-document-title';
import { RedirectIfSignedIn } from './redirect-if-signed-in';

/** The page a guard sent the visitor here from (guards pass it in `state.from`). */
function readOrigin(state: unknown): Partial<Location> | undefined {
  return (state as { from?: Partial<Location> } | null)?.from;
}

/** After login: back to the page that sent the visitor here, else /dashboard (docs/product/screens.md#login-and-sign-up). */
function getDestination(from: Partial<Location> | undefined): string {
  if (from?.pathname && from.pathname !== '/login' && from.pathname !== '/signup') {
    return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
  }
  return '/dashboard';
}

export default function LoginPage() {
  const { t } = useTranslation('auth');
  const { sessionEnd } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  useDocumentTitle(t('login.title'));
  const origin = readOrigin(location.state);
  const destination = getDestination(origin);
  // Without a word, a guarded page whose session ran out looked like a login form for no reason.
  const expired = sessionEnd === 'expired' && Boolean(origin);
  return (
    <RedirectIfSignedIn to={destination}>
      <div className="mx-auto flex max-w-md flex-col gap-6 px-4 py-12">
        {expired && (
          <p
            role="status"
            className="rounded-lg border border-amber-400/40 bg-amber-400/10 px-3 py-2 text-sm text-amber-200"
          >
            {t('errors:authExpired')}
          </p>
        )}
        <LoginForm onSuccess={() => void navigate(destination, { replace: true })} />
      </div>
    </RedirectIfSignedIn>
  );
}

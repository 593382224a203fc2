import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { SignupForm } from '@/features/auth/forms';
import { useDocumentTitle } from '@/lib/use-document-title';
import { RedirectIfSignedIn } from './redirect-if-signed-in';

/** After sign-up: /dashboard (docs/product/screens.md#login-and-sign-up), which sends a non-admin on to /. */
const DESTINATION = '/dashboard';

export default function SignupPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  useDocumentTitle(t('signup.title'));
  return (
    <RedirectIfSignedIn to={DESTINATION}>
      <div className="mx-auto flex max-w-xl flex-col gap-6 px-4 py-12">
        <SignupForm onSuccess={() => void navigate(DESTINATION, { replace: true })} />
      </div>
    </RedirectIfSignedIn>
  );
}

import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { SignupForm } from '@/features/auth/forms';
import { useDocumentTitle } from '@/lib/use-document-title';

export default function SignupPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  useDocumentTitle(t('signup.title'));
  return (
    <div className="mx-auto flex max-w-xl flex-col gap-6 px-4 py-12">
      <SignupForm onSuccess={() => void navigate('/dashboard', { replace: true })} />
    </div>
  );
}

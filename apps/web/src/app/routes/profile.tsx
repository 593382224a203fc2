import { useTranslation } from 'react-i18next';
import { DeleteAccountCard } from '@/features/account-deletion';
import { ApiKeysSection } from '@/features/api-keys';
import { PasswordForm, ProfileForm, ProfileSummary, useCurrentUserQuery } from '@/features/auth/forms';
import { useAuth } from '@/lib/auth-context';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /profile (login required): the account at a glance and the profile and settings form (docs/product/screens.md#profile). */
export default function ProfilePage() {
  const { t } = useTranslation('auth');
  const { user } = useAuth();
  // The counts in the summary changed with every analysis since login: the account is read afresh on
  // opening; until it arrives (or if that fails) the session's copy is shown.
  const { data: fresh } = useCurrentUserQuery(user?.id);
  useDocumentTitle(t('profile.title'));
  if (!user) return null; // the route guard sends visitors to /login
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-4 py-10">
      <header className="flex flex-col gap-1">
        <h1 className="text-3xl font-bold tracking-tight text-slate-50">{t('profile.title')}</h1>
        <p className="text-slate-400">{t('profile.subtitle')}</p>
      </header>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,20rem)_1fr] lg:items-start">
        <ProfileSummary user={fresh?.id === user.id ? fresh : user} />
        <div className="flex min-w-0 flex-col gap-6">
          {/* Keyed by the user's id so that another account's session starts from its own values. */}
          <ProfileForm key={user.id} user={user} />
          <PasswordForm key={`password-${user.id}`} />
          <ApiKeysSection key={`api-keys-${user.id}`} userId={user.id} />
          <DeleteAccountCard key={`delete-${user.id}`} />
        </div>
      </div>
    </div>
  );
}

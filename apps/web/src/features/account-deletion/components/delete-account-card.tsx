import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormCard } from '@/components/ui/form-card';
import { FormField } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import { useDeleteAccountMutation } from '../api/delete-account';
import { describeDeletionError } from '../logic/describe-deletion-error';

/**
 * Delete account (issue 30): says plainly what goes, asks for the password again and then once more in
 * a dialog; on success the app signs out and goes home.
 */
export function DeleteAccountCard() {
  const { t } = useTranslation('accountDeletion');
  const navigate = useNavigate();
  const deletion = useDeleteAccountMutation();
  const [password, setPassword] = useState('');
  const [asking, setAsking] = useState(false);
  const [invalid, setInvalid] = useState<string | null>(null);

  const submit = () => {
    if (!password) {
      setInvalid(t('errors.passwordRequired'));
      return;
    }
    setInvalid(null);
    setAsking(true);
  };
  const confirm = () => {
    deletion.mutate(password, {
      onSuccess: () => void navigate('/', { replace: true }),
      onSettled: () => setAsking(false),
    });
  };
  const error = invalid ?? (deletion.error ? describeDeletionError(deletion.error, t) : null);

  return (
    <section aria-label={t('title')} data-testid="delete-account">
      <FormCard
        title={t('title')}
        subtitle={t('warning')}
        headingLevel={2}
        error={error}
        onSubmit={submit}
        onEdit={() => {
          setInvalid(null);
          if (deletion.isError) deletion.reset();
        }}
      >
        <ul className="list-disc space-y-1 pl-5 text-sm text-slate-300">
          <li>{t('what.analyses')}</li>
          <li>{t('what.sessions')}</li>
          <li>{t('what.backups')}</li>
        </ul>
        <FormField id="delete-account-password" label={t('password')}>
          <PasswordInput
            id="delete-account-password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            showLabel={t('auth:showPassword')}
            hideLabel={t('auth:hidePassword')}
          />
        </FormField>
        <Button type="submit" variant="danger" disabled={deletion.isPending} className="w-full sm:w-auto sm:self-end">
          {deletion.isPending ? t('busy') : t('submit')}
        </Button>
      </FormCard>
      {asking && (
        <ConfirmDialog
          title={t('confirm.title')}
          message={t('confirm.message')}
          confirmLabel={t('confirm.action')}
          danger
          busy={deletion.isPending}
          onConfirm={confirm}
          onCancel={() => setAsking(false)}
        />
      )}
    </section>
  );
}

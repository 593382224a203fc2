import { MIN_PASSWORD_LENGTH, type User } from '@shobdo/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { useResetPasswordMutation } from '../api/reset-password';
import { describeAdminError } from '@/lib/describe-admin-error';

/** The admin sets a new password for an account (docs/product/decisions.md: where 'Forgot password' points). */
export function ResetPasswordDialog({
  user,
  onClose,
  onDone,
}: {
  user: User;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const { t } = useTranslation('adminUsers');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const mutation = useResetPasswordMutation();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (password.length < MIN_PASSWORD_LENGTH) {
      setError(t('passwordTooShort'));
      return;
    }
    mutation.mutate(
      { userId: user.id, newPassword: password },
      {
        onSuccess: () => onDone(t('done.password', { name: user.username })),
        onError: (e) => setError(describeAdminError(e, t('errors.password'), t)),
      },
    );
  };
  return (
    <Modal title={t('resetPasswordFor', { name: user.username })} onClose={onClose}>
      <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
        <p className="text-sm text-slate-400">{t('resetHint')}</p>
        <label className="flex flex-col gap-1 text-sm text-slate-300">
          {t('newPassword')}
          <input
            data-autofocus
            type="text"
            autoComplete="new-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            aria-invalid={error ? true : undefined}
            className="rounded-lg border border-slate-700 bg-slate-950 px-3 py-2 text-slate-100 focus:border-emerald-400 focus:outline-none"
          />
        </label>
        {error && (
          <p role="alert" className="text-sm text-red-400">
            {error}
          </p>
        )}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {t('common:cancel')}
          </Button>
          <Button type="submit" disabled={mutation.isPending}>
            {t('resetSubmit')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}

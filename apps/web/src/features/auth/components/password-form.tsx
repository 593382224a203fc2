import { validatePasswordChange } from '@shobdo/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FormCard } from '@/components/ui/form-card';
import { FormField } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import { useExpiringState } from '@/lib/use-expiring-state';
import { useChangePasswordMutation } from '../api/change-password';
import { describeFormError, translateAuthMessage } from '../lib/translate-error';

const EMPTY = { current_password: '', new_password: '', new_password_confirm: '' };

/** Change password (decision 0010): the sign-up's rules and words, checked here and again by the server. */
export function PasswordForm() {
  const { t } = useTranslation('auth');
  const changePassword = useChangePasswordMutation();
  const [fields, setFields] = useState(EMPTY);
  const [invalid, setInvalid] = useState<string | null>(null);
  const [changed, setChanged] = useExpiringState<true>();
  const set = (name: keyof typeof EMPTY) => (value: string) => setFields((f) => ({ ...f, [name]: value }));

  const submit = () => {
    setChanged(null);
    const problem = validatePasswordChange(fields);
    if (problem) {
      setInvalid(translateAuthMessage(problem.message, t));
      return;
    }
    setInvalid(null);
    changePassword.mutate(fields, {
      onSuccess: () => {
        setFields(EMPTY);
        setChanged(true);
      },
    });
  };
  // An old message belongs to the old values: any change to a field clears it.
  const clearError = () => {
    setInvalid(null);
    if (changePassword.isError) changePassword.reset();
  };
  const error =
    invalid ?? (changePassword.error ? describeFormError(changePassword.error, t, 'password.failed') : null);

  const toggleLabels = { showLabel: t('showPassword'), hideLabel: t('hidePassword') };
  return (
    <FormCard
      title={t('password.title')}
      subtitle={t('password.subtitle')}
      headingLevel={2}
      error={error}
      notice={changed ? t('password.changed') : null}
      onSubmit={submit}
      onEdit={clearError}
    >
      {/* Bottom-aligned: a label that wraps ('Confirm new password') must not push its input below the others. */}
      <div className="grid gap-5 sm:grid-cols-3 sm:items-end">
        <FormField id="password-current" label={t('password.current')}>
          <PasswordInput
            id="password-current"
            autoComplete="current-password"
            value={fields.current_password}
            onChange={(e) => set('current_password')(e.target.value)}
            {...toggleLabels}
          />
        </FormField>
        <FormField id="password-new" label={t('password.new')}>
          <PasswordInput
            id="password-new"
            autoComplete="new-password"
            value={fields.new_password}
            onChange={(e) => set('new_password')(e.target.value)}
            {...toggleLabels}
          />
        </FormField>
        <FormField id="password-confirm" label={t('password.confirm')}>
          <PasswordInput
            id="password-confirm"
            autoComplete="new-password"
            value={fields.new_password_confirm}
            onChange={(e) => set('new_password_confirm')(e.target.value)}
            {...toggleLabels}
          />
        </FormField>
      </div>
      <Button type="submit" disabled={changePassword.isPending} className="w-full sm:w-auto sm:self-end sm:px-8">
        {changePassword.isPending ? t('password.busy') : t('password.submit')}
      </Button>
    </FormCard>
  );
}

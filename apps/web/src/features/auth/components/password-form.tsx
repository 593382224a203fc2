import { validatePasswordChange } from '@shobdo/contracts';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FormCard } from '@/components/ui/form-card';
import { useExpiringState } from '@/lib/use-expiring-state';
import { useChangePasswordMutation } from '../api/change-password';
import { useAccountForm } from '../lib/use-account-form';
import { PasswordField } from './password-field';

const EMPTY = { current_password: '', new_password: '', new_password_confirm: '' };

/** The three fields, in their order: the field, its id and its label's key, and what the browser may fill in. */
const PASSWORD_FIELDS = [
  { name: 'current_password', id: 'password-current', label: 'password.current', autoComplete: 'current-password' },
  { name: 'new_password', id: 'password-new', label: 'password.new', autoComplete: 'new-password' },
  { name: 'new_password_confirm', id: 'password-confirm', label: 'password.confirm', autoComplete: 'new-password' },
] as const;

/** Change password (decision 0010): the sign-up's rules and words, checked here and again by the server. */
export function PasswordForm() {
  const { t } = useTranslation('auth');
  const changePassword = useChangePasswordMutation();
  const form = useAccountForm(EMPTY, changePassword, 'password.failed');
  const [changed, setChanged] = useExpiringState<true>();

  const submit = () => {
    setChanged(null);
    const problem = validatePasswordChange(form.fields);
    if (problem) {
      form.reject(problem.message);
      return;
    }
    form.accept();
    changePassword.mutate(form.fields, {
      onSuccess: () => {
        form.setFields(EMPTY);
        setChanged(true);
      },
    });
  };

  return (
    <FormCard
      title={t('password.title')}
      subtitle={t('password.subtitle')}
      headingLevel={2}
      error={form.error}
      notice={changed ? t('password.changed') : null}
      onSubmit={submit}
      onEdit={form.clearError}
    >
      {/* Bottom-aligned: a label that wraps ('Confirm new password') must not push its input below the others. */}
      <div className="grid gap-5 sm:grid-cols-3 sm:items-end">
        {PASSWORD_FIELDS.map(({ name, id, label, autoComplete }) => (
          <PasswordField
            key={name}
            id={id}
            label={t(label)}
            autoComplete={autoComplete}
            value={form.fields[name]}
            onChange={form.set(name)}
          />
        ))}
      </div>
      <Button type="submit" disabled={changePassword.isPending} className="w-full sm:w-auto sm:self-end sm:px-8">
        {changePassword.isPending ? t('password.busy') : t('password.submit')}
      </Button>
    </FormCard>
  );
}

import { validatePasswordChange } from '@shobdo/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError, FormField, FormSuccess, primaryButtonClass } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import { useAuth } from '@/lib/auth-context';
import { useExpiringState } from '@/lib/use-expiring-state';
import { describeFormError, translateAuthMessage } from '../lib/translate-error';

const EMPTY = { current_password: '', new_password: '', new_password_confirm: '' };

/** Change password (decision 0010): the sign-up's rules and words, checked here and again by the server. */
export function PasswordForm() {
  const { t } = useTranslation('auth');
  const { changePassword } = useAuth();
  const [fields, setFields] = useState(EMPTY);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [changed, setChanged] = useExpiringState<true>();
  const set = (name: keyof typeof EMPTY) => (value: string) => setFields((f) => ({ ...f, [name]: value }));


  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setChanged(null);
    const invalid = validatePasswordChange(fields);
    if (invalid) {
      setError(translateAuthMessage(invalid.message, t));
      return;
    }
    setError(null);
    setBusy(true);
    try {
      await changePassword(fields);
      setFields(EMPTY);
      setChanged(true);
    } catch (err) {
      setError(describeFormError(err, t, 'password.failed'));
    } finally {
      setBusy(false);
    }
  };

  const toggleLabels = { showLabel: t('showPassword'), hideLabel: t('hidePassword') };
  return (
    <form onSubmit={(e) => void handleSubmit(e)} className="flex flex-col gap-5 rounded-2xl border border-slate-800 bg-slate-900/60 p-6">
      <div className="flex flex-col gap-1">
        <h2 className="text-lg font-semibold text-slate-100">{t('password.title')}</h2>
        <p className="text-sm text-slate-400">{t('password.subtitle')}</p>
      </div>
      <FormError message={error} />
      <FormSuccess message={changed ? t('password.changed') : null} />
      {/* Bottom-aligned: a label that wraps ('Confirm new password') must not push its input below the others. */}
      <div className="grid gap-5 sm:grid-cols-3 sm:items-end">
        <FormField id="password-current" label={t('password.current')}>
          <PasswordInput id="password-current" autoComplete="current-password" value={fields.current_password} onChange={(e) => set('current_password')(e.target.value)} {...toggleLabels} />
        </FormField>
        <FormField id="password-new" label={t('password.new')}>
          <PasswordInput id="password-new" autoComplete="new-password" value={fields.new_password} onChange={(e) => set('new_password')(e.target.value)} {...toggleLabels} />
        </FormField>
        <FormField id="password-confirm" label={t('password.confirm')}>
          <PasswordInput id="password-confirm" autoComplete="new-password" value={fields.new_password_confirm} onChange={(e) => set('new_password_confirm')(e.target.value)} {...toggleLabels} />
        </FormField>
      </div>
      <button type="submit" disabled={busy} className={`${primaryButtonClass} sm:w-auto sm:self-end sm:px-8`}>
        {busy ? t('password.busy') : t('password.submit')}
      </button>
    </form>
  );
}

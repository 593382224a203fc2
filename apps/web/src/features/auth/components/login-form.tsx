import { AUTH_MESSAGES } from '@shobdo/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FormCard } from '@/components/ui/form-card';
import { TextField } from '@/components/ui/text-field';
import { useLoginMutation } from '../api/login';
import { useAccountForm } from '../lib/use-account-form';
import { ForgotPassword } from './forgot-password';
import { PasswordField } from './password-field';
import { SwitchFormLink } from './switch-form-link';

/** The login form of docs/product/screens.md#login-and-sign-up; `onSuccess` decides where to go next. */
export function LoginForm({ onSuccess }: { onSuccess: () => void }) {
  const { t } = useTranslation('auth');
  const login = useLoginMutation();
  const { fields, set, ...form } = useAccountForm({ username: '', password: '' }, login, 'login.failed');
  const [rememberMe, setRememberMe] = useState(false);

  const submit = () => {
    const username = fields.username.trim();
    if (!username || !fields.password) {
      form.reject(AUTH_MESSAGES.loginRequired);
      return;
    }
    form.accept();
    login.mutate({ username, password: fields.password, remember_me: rememberMe }, { onSuccess: () => onSuccess() });
  };
  // Busy from the press until the next page takes over: a success leaves the form as it goes.
  const busy = login.isPending || login.isSuccess;

  return (
    <FormCard
      title={t('login.title')}
      subtitle={t('login.subtitle')}
      error={form.error}
      onSubmit={submit}
      onEdit={form.clearError}
      noValidate
    >
      <TextField
        id="login-username"
        label={t('login.username')}
        name="username"
        autoComplete="username"
        value={fields.username}
        onChange={set('username')}
        placeholder={t('login.usernamePlaceholder')}
      />
      <PasswordField
        id="login-password"
        label={t('login.password')}
        name="password"
        autoComplete="current-password"
        value={fields.password}
        onChange={set('password')}
        placeholder={t('login.passwordPlaceholder')}
      />
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <label className="flex items-center gap-2 text-slate-300">
          <input
            type="checkbox"
            checked={rememberMe}
            onChange={(e) => setRememberMe(e.target.checked)}
            className="h-4 w-4 accent-emerald-500"
          />
          {t('login.rememberMe')}
        </label>
        <ForgotPassword />
      </div>
      <Button type="submit" disabled={busy} className="w-full">
        {busy ? t('login.busy') : t('login.submit')}
      </Button>
      <SwitchFormLink question={t('login.noAccount')} to="/signup" link={t('login.signUpLink')} />
    </FormCard>
  );
}

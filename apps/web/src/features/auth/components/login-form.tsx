import { AUTH_MESSAGES } from '@shobdo/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { FormCard } from '@/components/ui/form-card';
import { FormField, inputClass } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import { useLoginMutation } from '../api/login';
import { translateApiError } from '../lib/translate-error';
import { ForgotPassword } from './forgot-password';

/** The login form of docs/product/screens.md#login-and-sign-up; `onSuccess` decides where to go next. */
export function LoginForm({ onSuccess }: { onSuccess: () => void }) {
  const { t } = useTranslation('auth');
  const login = useLoginMutation();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(false);
  const [invalid, setInvalid] = useState<string | null>(null);

  const submit = () => {
    if (!username.trim() || !password) {
      setInvalid(t('validation.loginRequired', { defaultValue: AUTH_MESSAGES.loginRequired }));
      return;
    }
    setInvalid(null);
    login.mutate({ username: username.trim(), password, remember_me: rememberMe }, { onSuccess: () => onSuccess() });
  };
  // An old message belongs to the old values: any change to a field clears it.
  const clearError = () => {
    setInvalid(null);
    if (login.isError) login.reset();
  };
  const failure = login.error;
  const failureText = failure instanceof Error && failure.message ? failure.message : '';
  const error =
    invalid ?? (failure ? (failureText ? translateApiError(failure, failureText, t) : t('login.failed')) : null);
  // Busy from the press until the next page takes over: a success leaves the form as it goes.
  const busy = login.isPending || login.isSuccess;

  return (
    <FormCard
      title={t('login.title')}
      subtitle={t('login.subtitle')}
      error={error}
      onSubmit={submit}
      onEdit={clearError}
      noValidate
    >
      <FormField id="login-username" label={t('login.username')}>
        <input
          id="login-username"
          name="username"
          autoComplete="username"
          value={username}
          onChange={(e) => setUsername(e.target.value)}
          placeholder={t('login.usernamePlaceholder')}
          className={inputClass}
        />
      </FormField>
      <FormField id="login-password" label={t('login.password')}>
        <PasswordInput
          id="login-password"
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          placeholder={t('login.passwordPlaceholder')}
          showLabel={t('showPassword')}
          hideLabel={t('hidePassword')}
        />
      </FormField>
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
      <p className="text-center text-sm text-slate-400">
        {t('login.noAccount')}{' '}
        <Link to="/signup" className="font-medium text-emerald-300 hover:underline">
          {t('login.signUpLink')}
        </Link>
      </p>
    </FormCard>
  );
}

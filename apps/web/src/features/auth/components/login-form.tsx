import { AUTH_MESSAGES } from '@shobdo/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormError, FormField, inputClass, primaryButtonClass } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import { useAuth } from '@/lib/auth-context';
import { translateApiError } from '../lib/translate-error';
import { ForgotPassword } from './forgot-password';

/** The login form of SPEC.md section 2; `onSuccess` decides where to go next. */
export function LoginForm({ onSuccess }: { onSuccess: () => void }) {
  const { t } = useTranslation('auth');
  const { login } = useAuth();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!username.trim() || !password) {
      setError(t('validation.loginRequired', { defaultValue: AUTH_MESSAGES.loginRequired }));
      return;
    }
    setError(null);
    setBusy(true);
    try {
      await login({ username: username.trim(), password, rememberMe });
      onSuccess();
    } catch (err) {
      const text = err instanceof Error && err.message ? err.message : '';
      setError(text ? translateApiError(err, text, t) : t('login.failed'));
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(e) => void handleSubmit(e)} noValidate className="flex flex-col gap-5 rounded-2xl border border-slate-800 bg-slate-900/60 p-6 shadow-xl">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold text-slate-100">{t('login.title')}</h1>
        <p className="text-sm text-slate-400">{t('login.subtitle')}</p>
      </div>
      <FormError message={error} />
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
          <input type="checkbox" checked={rememberMe} onChange={(e) => setRememberMe(e.target.checked)} className="h-4 w-4 accent-emerald-500" />
          {t('login.rememberMe')}
        </label>
        <ForgotPassword />
      </div>
      <button type="submit" disabled={busy} className={primaryButtonClass}>
        {busy ? t('login.busy') : t('login.submit')}
      </button>
      <p className="text-center text-sm text-slate-400">
        {t('login.noAccount')}{' '}
        <Link to="/signup" className="font-medium text-emerald-300 hover:underline">
          {t('login.signUpLink')}
        </Link>
      </p>
    </form>
  );
}

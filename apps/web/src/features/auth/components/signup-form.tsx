import { FIELD_LIMITS, validateSignup, type Language } from '@shobdo/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { FormCard } from '@/components/ui/form-card';
import { FormField, inputClass } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import { changeLanguage } from '@/lib/i18n';
import { useRegisterMutation } from '../api/register';
import { toAsciiDigits } from '../lib/digits';
import { describeFormError, translateAuthMessage } from '../lib/translate-error';
import { CountryAndAgeFields } from './country-and-age-fields';
import { LanguageSelect } from './language-select';
import { TermsCheckbox } from './terms-checkbox';

const EMPTY = { username: '', email: '', password: '', password_confirm: '', country: '', age: '' };

/** The sign-up form of docs/product/screens.md#login-and-sign-up with the checks of section 5, in their order. */
export function SignupForm({ onSuccess }: { onSuccess: () => void }) {
  const { t, i18n } = useTranslation('auth');
  const register = useRegisterMutation();
  const [fields, setFields] = useState(EMPTY);
  // The interface's language unless the person picks the other one; the account then keeps it.
  const [language, setLanguage] = useState<Language>(() => (i18n.language === 'bn' ? 'bn' : 'en'));
  const [invalid, setInvalid] = useState<string | null>(null);
  const set = (name: keyof typeof EMPTY) => (value: string) => setFields((f) => ({ ...f, [name]: value }));

  const submit = () => {
    // Bengali digits count as digits: a Bengali keyboard types the age as ২৫.
    const age = toAsciiDigits(fields.age.trim());
    const problem = validateSignup({ ...fields, age });
    if (problem) {
      setInvalid(translateAuthMessage(problem.message, t));
      return;
    }
    setInvalid(null);
    register.mutate(
      {
        username: fields.username.trim(),
        email: fields.email.trim(),
        password: fields.password,
        password_confirm: fields.password_confirm,
        preferred_language: language,
        country: fields.country.trim() || null,
        age: age ? Number(age) : null,
      },
      {
        onSuccess: (auth) => {
          changeLanguage(auth.user.preferred_language);
          onSuccess();
        },
      },
    );
  };
  // An old message belongs to the old values: any change to a field clears it.
  const clearError = () => {
    setInvalid(null);
    if (register.isError) register.reset();
  };
  const error = invalid ?? (register.error ? describeFormError(register.error, t, 'signup.failed') : null);
  const busy = register.isPending || register.isSuccess;

  const passwordLabels = { showLabel: t('showPassword'), hideLabel: t('hidePassword') };
  return (
    <FormCard
      title={t('signup.title')}
      subtitle={t('signup.subtitle')}
      error={error}
      onSubmit={submit}
      onEdit={clearError}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="signup-username" label={t('signup.username')}>
          <input
            id="signup-username"
            autoComplete="username"
            maxLength={FIELD_LIMITS.username}
            value={fields.username}
            onChange={(e) => set('username')(e.target.value)}
            className={inputClass}
          />
        </FormField>
        <FormField id="signup-email" label={t('signup.email')}>
          <input
            id="signup-email"
            type="text"
            maxLength={FIELD_LIMITS.email}
            inputMode="email"
            autoComplete="email"
            value={fields.email}
            onChange={(e) => set('email')(e.target.value)}
            className={inputClass}
          />
        </FormField>
        <FormField id="signup-password" label={t('signup.password')}>
          <PasswordInput
            id="signup-password"
            autoComplete="new-password"
            value={fields.password}
            onChange={(e) => set('password')(e.target.value)}
            {...passwordLabels}
          />
        </FormField>
        <FormField id="signup-confirm" label={t('signup.confirmPassword')}>
          <PasswordInput
            id="signup-confirm"
            autoComplete="new-password"
            value={fields.password_confirm}
            onChange={(e) => set('password_confirm')(e.target.value)}
            {...passwordLabels}
          />
        </FormField>
        <FormField id="signup-language" label={t('signup.preferredLanguage')}>
          <LanguageSelect id="signup-language" value={language} onChange={setLanguage} />
        </FormField>
        <CountryAndAgeFields
          idPrefix="signup"
          country={fields.country}
          age={fields.age}
          onCountryChange={set('country')}
          onAgeChange={set('age')}
        />
      </div>
      <TermsCheckbox />
      <Button type="submit" disabled={busy} className="w-full">
        {busy ? t('signup.busy') : t('signup.submit')}
      </Button>
      <p className="text-center text-sm text-slate-400">
        {t('signup.haveAccount')}{' '}
        <Link to="/login" className="font-medium text-emerald-300 hover:underline">
          {t('signup.logInLink')}
        </Link>
      </p>
    </FormCard>
  );
}

import { FIELD_LIMITS, validateSignup, type Language } from '@shobdo/contracts';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FormCard } from '@/components/ui/form-card';
import { FormField } from '@/components/ui/form-field';
import { TextField } from '@/components/ui/text-field';
import { changeLanguage } from '@/lib/i18n';
import { useRegisterMutation } from '../api/register';
import { toAsciiDigits } from '@/lib/digits';
import { useAccountForm } from '../lib/use-account-form';
import { CountryAndAgeFields } from './country-and-age-fields';
import { EmailField } from './email-field';
import { LanguageSelect } from './language-select';
import { PasswordField } from './password-field';
import { SwitchFormLink } from './switch-form-link';
import { TermsCheckbox } from './terms-checkbox';

const EMPTY = { username: '', email: '', password: '', password_confirm: '', country: '', age: '' };
/** The password and its confirmation: the field, its id and its label's key. */
const NEW_PASSWORD_FIELDS = [
  { name: 'password', id: 'signup-password', label: 'signup.password' },
  { name: 'password_confirm', id: 'signup-confirm', label: 'signup.confirmPassword' },
] as const;

/** The sign-up form of docs/product/screens.md#login-and-sign-up with the checks of section 5, in their order. */
export function SignupForm({ onSuccess }: { onSuccess: () => void }) {
  const { t, i18n } = useTranslation('auth');
  const register = useRegisterMutation();
  const { fields, set, ...form } = useAccountForm(EMPTY, register, 'signup.failed');
  // The interface's language unless the person picks the other one; the account then keeps it.
  const [language, setLanguage] = useState<Language>(() => (i18n.language === 'bn' ? 'bn' : 'en'));
  const [terms, setTerms] = useState(false);
  const [termsMissing, setTermsMissing] = useState(false);
  const termsBox = useRef<HTMLInputElement>(null);

  const submit = () => {
    // The terms first, as a required box blocks a form before its fields are checked.
    if (!terms) {
      form.accept();
      setTermsMissing(true);
      termsBox.current?.focus();
      return;
    }
    // Bengali digits count as digits: a Bengali keyboard types the age as ২৫.
    const age = toAsciiDigits(fields.age.trim());
    const problem = validateSignup({ ...fields, age });
    if (problem) {
      form.reject(problem.message);
      return;
    }
    form.accept();
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
  const busy = register.isPending || register.isSuccess;

  return (
    <FormCard
      title={t('signup.title')}
      subtitle={t('signup.subtitle')}
      error={form.error}
      onSubmit={submit}
      onEdit={form.clearError}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          id="signup-username"
          label={t('signup.username')}
          autoComplete="username"
          maxLength={FIELD_LIMITS.username}
          value={fields.username}
          onChange={set('username')}
        />
        <EmailField id="signup-email" value={fields.email} onChange={set('email')} />
        {NEW_PASSWORD_FIELDS.map(({ name, id, label }) => (
          <PasswordField
            key={name}
            id={id}
            label={t(label)}
            autoComplete="new-password"
            value={fields[name]}
            onChange={set(name)}
          />
        ))}
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
      <TermsCheckbox
        checked={terms}
        onChange={(ticked) => {
          setTerms(ticked);
          if (ticked) setTermsMissing(false);
        }}
        missing={termsMissing}
        inputRef={termsBox}
      />
      <Button type="submit" disabled={busy} className="w-full">
        {busy ? t('signup.busy') : t('signup.submit')}
      </Button>
      <SwitchFormLink question={t('signup.haveAccount')} to="/login" link={t('signup.logInLink')} />
    </FormCard>
  );
}

import {
  AUTH_MESSAGES,
  FIELD_LIMITS,
  profileBodySchema,
  type Language,
  type ProfileUpdate,
  type User,
} from '@shobdo/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FormCard } from '@/components/ui/form-card';
import { FormField } from '@/components/ui/form-field';
import { TextField } from '@/components/ui/text-field';
import { useExpiringState } from '@/lib/use-expiring-state';
import { changeLanguage } from '@/lib/i18n';
import { useUpdateProfileMutation } from '../api/update-profile';
import { toAsciiDigits } from '@/lib/digits';
import { useAccountForm } from '../lib/use-account-form';
import { CountryAndAgeFields } from './country-and-age-fields';
import { EmailField } from './email-field';
import { LanguageSelect } from './language-select';

function toFields(user: User) {
  return {
    full_name: user.full_name,
    email: user.email,
    country: user.country ?? '',
    age: user.age === null ? '' : String(user.age),
  };
}

/**
 * The signed-in user's own profile (PATCH /api/users/users/me/): name, email, country, age and preferred
 * language. Checked with the server's own schema before sending, so the messages are the sign-up's.
 */
export function ProfileForm({ user }: { user: User }) {
  const { t } = useTranslation('auth');
  const updateProfile = useUpdateProfileMutation();
  const { fields, set, ...form } = useAccountForm(() => toFields(user), updateProfile, 'profile.failed');
  const [language, setLanguage] = useState<Language>(user.preferred_language);
  const [saved, setSaved] = useExpiringState<true>();

  const submit = () => {
    setSaved(null);
    // Bengali digits count as digits: a Bengali keyboard types the age as ২৫.
    const age = toAsciiDigits(fields.age.trim());
    if (age !== '' && !/^\d+$/.test(age)) {
      form.reject(AUTH_MESSAGES.invalidAge);
      return;
    }
    const update: ProfileUpdate = {
      full_name: fields.full_name.trim(),
      email: fields.email.trim(),
      country: fields.country.trim() || null,
      age: age === '' ? null : Number(age),
      preferred_language: language,
    };
    const checked = profileBodySchema.safeParse(update);
    if (!checked.success) {
      form.reject(checked.error.issues[0]?.message ?? '');
      return;
    }
    form.accept();
    updateProfile.mutate(checked.data, {
      onSuccess: (fresh) => {
        form.setFields(toFields(fresh));
        setSaved(true);
        // The preferred language is the interface's language: saving it switches the interface.
        changeLanguage(fresh.preferred_language);
      },
    });
  };

  return (
    <FormCard
      title={t('profile.editTitle')}
      headingLevel={2}
      error={form.error}
      notice={saved ? t('profile.saved') : null}
      onSubmit={submit}
      onEdit={form.clearError}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          id="profile-name"
          label={t('profile.fullName')}
          autoComplete="name"
          maxLength={FIELD_LIMITS.full_name}
          value={fields.full_name}
          onChange={set('full_name')}
        />
        <EmailField id="profile-email" value={fields.email} onChange={set('email')} />
        <FormField id="profile-language" label={t('signup.preferredLanguage')} hint={t('profile.languageHint')}>
          <LanguageSelect
            id="profile-language"
            describedBy="profile-language-hint"
            value={language}
            onChange={setLanguage}
          />
        </FormField>
        <CountryAndAgeFields
          idPrefix="profile"
          country={fields.country}
          age={fields.age}
          onCountryChange={set('country')}
          onAgeChange={set('age')}
        />
      </div>
      <Button type="submit" disabled={updateProfile.isPending} className="w-full sm:w-auto sm:self-end sm:px-8">
        {updateProfile.isPending ? t('profile.busy') : t('profile.submit')}
      </Button>
    </FormCard>
  );
}

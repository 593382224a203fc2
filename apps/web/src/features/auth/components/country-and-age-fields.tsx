import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/ui/form-field';
import { TextField } from '@/components/ui/text-field';
import { CountryInput } from './country-input';

interface CountryAndAgeFieldsProps {
  /** 'signup' or 'profile': the fields' ids are `${idPrefix}-country` and `${idPrefix}-age`. */
  idPrefix: string;
  country: string;
  age: string;
  onCountryChange: (country: string) => void;
  onAgeChange: (age: string) => void;
}

/**
 * The optional country (type-ahead) and age fields that sign-up and the profile share. The age stays text
 * here: the forms read Bengali digits too (২৫) before they validate it.
 */
export function CountryAndAgeFields({
  idPrefix,
  country,
  age,
  onCountryChange,
  onAgeChange,
}: CountryAndAgeFieldsProps) {
  const { t } = useTranslation('auth');
  return (
    <>
      <FormField id={`${idPrefix}-country`} label={t('signup.country')}>
        <CountryInput
          id={`${idPrefix}-country`}
          value={country}
          onChange={onCountryChange}
          placeholder={t('signup.countryPlaceholder')}
        />
      </FormField>
      <TextField
        id={`${idPrefix}-age`}
        label={t('signup.age')}
        hint={t('signup.ageHint')}
        type="text"
        inputMode="numeric"
        value={age}
        onChange={onAgeChange}
      />
    </>
  );
}

import type { Language } from '@shobdo/contracts';
import { useTranslation } from 'react-i18next';
import { inputClass } from '@/components/ui/form-field';

interface LanguageSelectProps {
  id: string;
  value: Language;
  onChange: (language: Language) => void;
  describedBy?: string;
}

/** The account's preferred language (sign-up and profile): Bengali or English. */
export function LanguageSelect({ id, value, onChange, describedBy }: LanguageSelectProps) {
  const { t } = useTranslation('auth');
  return (
    <select
      id={id}
      aria-describedby={describedBy}
      value={value}
      onChange={(e) => onChange(e.target.value === 'en' ? 'en' : 'bn')}
      className={inputClass}
    >
      <option value="bn">{t('signup.languageBn')}</option>
      <option value="en">{t('signup.languageEn')}</option>
    </select>
  );
}

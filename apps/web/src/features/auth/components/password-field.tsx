import { FormField } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import { useTranslation } from 'react-i18next';

interface PasswordFieldProps {
  id: string;
  label: string;
  autoComplete: 'current-password' | 'new-password';
  value: string;
  onChange: (value: string) => void;
  name?: string;
  placeholder?: string;
}

/** A labelled password input with its show/hide toggle, named in the interface's language. */
export function PasswordField({ id, label, value, onChange, ...input }: PasswordFieldProps) {
  const { t } = useTranslation('auth');
  return (
    <FormField id={id} label={label}>
      <PasswordInput
        id={id}
        {...input}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        showLabel={t('showPassword')}
        hideLabel={t('hidePassword')}
      />
    </FormField>
  );
}

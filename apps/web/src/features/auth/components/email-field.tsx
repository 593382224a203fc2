import { FIELD_LIMITS } from '@shobdo/contracts';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/ui/text-field';

/**
 * The account's email (sign-up and profile). A text input with the email keyboard: the form's own check
 * speaks the spec's message where the browser's bubble would speak its own.
 */
export function EmailField({ id, value, onChange }: { id: string; value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation('auth');
  return (
    <TextField
      id={id}
      label={t('signup.email')}
      type="text"
      maxLength={FIELD_LIMITS.email}
      inputMode="email"
      autoComplete="email"
      value={value}
      onChange={onChange}
    />
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeFormError, translateAuthMessage } from './translate-error';

/** The part of a mutation a form reads for its error line. */
interface FormRequest {
  error: unknown;
  isError: boolean;
  reset: () => void;
}

/**
 * What every account form keeps: its fields as typed, the message of a check that failed before sending,
 * and the request's failure, both shown in the form's one error line. `failedKey` (in `auth`) is what the
 * line says when the server's answer has no words of its own.
 */
export function useAccountForm<Fields extends Record<string, string>>(
  initial: Fields | (() => Fields),
  request: FormRequest,
  failedKey: string,
) {
  const { t } = useTranslation('auth');
  const [fields, setFields] = useState(initial);
  const [invalid, setInvalid] = useState<string | null>(null);
  return {
    fields,
    setFields,
    /** The change handler of one field. */
    set: (name: keyof Fields) => (value: string) => setFields((f) => ({ ...f, [name]: value })),
    /** Shows a validation message (docs/product/constants.md#validation) in the interface's language. */
    reject: (message: string) => setInvalid(translateAuthMessage(message, t)),
    /** The checks passed: the request goes out with no old message above the fields. */
    accept: () => setInvalid(null),
    // An old message belongs to the old values: any change to a field clears it.
    clearError: () => {
      setInvalid(null);
      if (request.isError) request.reset();
    },
    error: invalid ?? (request.error ? describeFormError(request.error, t, failedKey) : null),
  };
}

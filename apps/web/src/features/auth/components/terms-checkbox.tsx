import { useTranslation } from 'react-i18next';

/**
 * Required by the form itself (SPEC.md section 5), so the browser blocks submission until it is ticked.
 * The browser's own reminder would be in the browser's language, so it gets the UI's words instead.
 */
export function TermsCheckbox() {
  const { t } = useTranslation('auth');
  return (
    <label className="flex items-start gap-2 text-sm text-slate-300">
      <input
        type="checkbox"
        name="terms"
        required
        onInvalid={(event) => event.currentTarget.setCustomValidity(t('signup.termsRequired'))}
        onChange={(event) => event.currentTarget.setCustomValidity('')}
        className="mt-0.5 h-4 w-4 accent-emerald-500"
      />
      <span>{t('signup.terms')}</span>
    </label>
  );
}

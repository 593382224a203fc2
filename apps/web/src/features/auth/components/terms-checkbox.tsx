import { useTranslation } from 'react-i18next';

/** Required by the form itself (SPEC.md section 5), so the browser blocks submission until it is ticked. */
export function TermsCheckbox() {
  const { t } = useTranslation('auth');
  return (
    <label className="flex items-start gap-2 text-sm text-slate-300">
      <input type="checkbox" name="terms" required className="mt-0.5 h-4 w-4 accent-emerald-500" />
      <span>{t('signup.terms')}</span>
    </label>
  );
}

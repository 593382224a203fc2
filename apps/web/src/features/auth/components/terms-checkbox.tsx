import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * Required by the form itself (docs/product/constants.md#validation), so the browser blocks submission until it is ticked.
 * The browser's own reminder would be in the browser's language, so it gets the UI's words instead.
 * The terms open in a new tab, so that reading them does not empty the half-filled form.
 */
export function TermsCheckbox() {
  const { t } = useTranslation('auth');
  return (
    <div className="flex items-start gap-2 text-sm text-slate-300">
      <input
        id="signup-terms"
        type="checkbox"
        name="terms"
        required
        aria-labelledby="signup-terms-label"
        onInvalid={(event) => event.currentTarget.setCustomValidity(t('signup.termsRequired'))}
        onChange={(event) => event.currentTarget.setCustomValidity('')}
        className="mt-0.5 h-4 w-4 shrink-0 accent-emerald-500"
      />
      <label id="signup-terms-label" htmlFor="signup-terms">
        <Trans
          t={t}
          i18nKey="signup.terms"
          components={{
            terms: (
              <Link
                to="/terms"
                target="_blank"
                rel="noopener"
                className="font-medium text-emerald-300 underline underline-offset-2 hover:text-emerald-200"
                aria-describedby="signup-terms-new-tab"
              />
            ),
          }}
        />
      </label>
      <span id="signup-terms-new-tab" className="sr-only">
        {t('signup.termsOpensNewTab')}
      </span>
    </div>
  );
}

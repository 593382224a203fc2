import type { Ref } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';

interface TermsCheckboxProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** Set after a submission without the tick: the reminder is shown under the box. */
  missing: boolean;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * Required by the form (docs/product/constants.md#validation): the form does not submit until it is ticked. The
 * reminder is the page's own text under the box, not the browser's bubble, which is drawn in the system's font and
 * cannot show Bengali where no Bengali font is installed.
 * The terms open in a new tab, so that reading them does not empty the half-filled form.
 */
export function TermsCheckbox({ checked, onChange, missing, inputRef }: TermsCheckboxProps) {
  const { t } = useTranslation('auth');
  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-start gap-2 text-sm text-slate-300">
        <input
          ref={inputRef}
          id="signup-terms"
          type="checkbox"
          name="terms"
          checked={checked}
          aria-required="true"
          aria-invalid={missing || undefined}
          aria-describedby={missing ? 'signup-terms-missing' : undefined}
          aria-labelledby="signup-terms-label"
          onChange={(event) => onChange(event.currentTarget.checked)}
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
      {missing ? (
        <p id="signup-terms-missing" role="alert" className="text-sm text-red-400">
          {t('signup.termsRequired')}
        </p>
      ) : null}
    </div>
  );
}

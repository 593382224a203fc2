import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** docs/product/decisions.md: there is no e-mail reset; the link explains that an administrator resets passwords. */
export function ForgotPassword() {
  const { t } = useTranslation('auth');
  const [open, setOpen] = useState(false);
  const noteId = useId();
  return (
    <div className="flex flex-col items-end">
      <button
        type="button"
        onClick={() => setOpen((v) => !v)}
        aria-expanded={open}
        aria-controls={noteId}
        className="text-emerald-300 hover:underline"
      >
        {t('login.forgotPassword')}
      </button>
      {open ? (
        <p
          id={noteId}
          role="note"
          className="mt-2 max-w-xs rounded-lg border border-slate-700 bg-slate-800 p-3 text-left text-xs text-slate-300"
        >
          {t('login.forgotPasswordHelp')}
        </p>
      ) : null}
    </div>
  );
}

import type { AnalysisWarning } from '@shobdo/contracts';
import { AlertTriangle } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The answer's warnings (a writing the model does not read, romanized Bangla read through the
 * transliteration, a low confidence, close classes, one everyday word deciding a harmful result), in the UI's
 * language; nothing when there are none.
 * The server sends each message in both languages.
 */
export function ResultWarnings({ warnings }: { warnings: readonly AnalysisWarning[] }) {
  const { t, i18n } = useTranslation('results');
  const titleId = useId();
  if (warnings.length === 0) return null;
  const lang = i18n.language === 'bn' ? 'bn' : 'en';
  return (
    <section
      aria-labelledby={titleId}
      className="rounded-lg bg-amber-500/10 px-4 py-3 text-amber-200 ring-1 ring-amber-500/40"
    >
      <h2 id={titleId} className="flex items-center gap-2 font-semibold text-amber-100">
        <AlertTriangle className="h-5 w-5 shrink-0" aria-hidden />
        {t('warnings.title')}
      </h2>
      <ul className="mt-2 list-disc space-y-1 ps-8">
        {warnings.map((w) => (
          <li key={w.code} data-code={w.code}>
            {w.message[lang]}
          </li>
        ))}
      </ul>
    </section>
  );
}

import { useTranslation } from 'react-i18next';

/** The tag on an illustrative card: the About page's sample team and quotes must not pass for real ones. */
export function SampleBadge() {
  const { t } = useTranslation('about');
  return (
    <span className="w-fit rounded-full border border-amber-400/50 bg-amber-400/10 px-2 py-0.5 text-xs font-semibold uppercase tracking-wide text-amber-200">
      {t('sample.badge')}
    </span>
  );
}

/** The line under a section heading that says what is illustrative and why. */
export function SampleCaption({ text }: { text: string }) {
  return (
    <p
      role="note"
      className="max-w-3xl rounded-lg border border-amber-500/40 bg-amber-500/10 px-4 py-2 text-sm text-amber-100"
    >
      {text}
    </p>
  );
}

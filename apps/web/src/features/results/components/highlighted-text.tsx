import type { WordContribution } from '@shobdo/contracts';
import { useTranslation } from 'react-i18next';
import { AGAINST_RGB, TONE_RGB, getTypeTone } from '@/lib/analysis/detected-types';
import { formatNumber } from '@/lib/format';
import { buildHighlightSegments, type HighlightMark } from '../logic/build-highlight-segments';
import { getContributionDirection } from '../logic/result-format';

// slate-400: a word whose share reads 0.0% neither supports the result nor speaks against it.
const NONE_RGB = '148, 163, 184';

// The prediction's own colour for words that push towards it, sky blue for words that pull away;
// opacity shows strength.
function markStyle(mark: HighlightMark, supportRgb: string) {
  const alpha = 0.18 + 0.6 * mark.strength;
  const direction = getContributionDirection(mark.percentage);
  const rgb = direction === 'for' ? supportRgb : direction === 'against' ? AGAINST_RGB : NONE_RGB;
  return { backgroundColor: `rgba(${rgb}, ${alpha.toFixed(2)})` };
}

/** The analysed text with every contributing word highlighted by direction and strength. */
interface HighlightedTextProps {
  text: string;
  words: readonly WordContribution[];
  prediction: string;
}

export function HighlightedText({ text, words, prediction }: HighlightedTextProps) {
  const { t, i18n } = useTranslation('results');
  const supportRgb = TONE_RGB[getTypeTone(prediction)];
  const segments = buildHighlightSegments(text, words);
  return (
    <section aria-labelledby="highlighted-title" className="rounded-2xl border border-slate-800 bg-slate-900/60 p-5">
      <h2 id="highlighted-title" className="text-lg font-semibold text-slate-100">
        {t('highlight.title')}
      </h2>
      <p lang="bn" className="mt-3 text-lg leading-loose text-slate-100 wrap-anywhere" data-testid="highlighted-text">
        {segments.map((segment, index) =>
          segment.mark ? (
            <mark
              key={index}
              style={markStyle(segment.mark, supportRgb)}
              className="rounded px-0.5 text-slate-50"
              title={t('highlight.markTitle', {
                word: segment.mark.word,
                value: formatNumber(segment.mark.percentage, i18n.language, {
                  minimumFractionDigits: 1,
                  maximumFractionDigits: 1,
                  signDisplay: 'exceptZero',
                }),
              })}
            >
              {segment.text}
            </mark>
          ) : (
            <span key={index}>{segment.text}</span>
          ),
        )}
      </p>
      <div className="mt-4 flex flex-wrap gap-4 text-xs text-slate-300">
        <span className="flex items-center gap-2">
          <span className="h-3 w-6 rounded" style={{ backgroundColor: `rgba(${supportRgb}, 0.7)` }} aria-hidden />
          {t('highlight.supports')}
        </span>
        <span className="flex items-center gap-2">
          <span className="h-3 w-6 rounded" style={{ backgroundColor: `rgba(${AGAINST_RGB}, 0.7)` }} aria-hidden />
          {t('highlight.opposes')}
        </span>
        <span>{t('highlight.strength')}</span>
      </div>
    </section>
  );
}

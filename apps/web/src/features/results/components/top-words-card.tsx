import type { WordContribution } from '@shobdo/contracts';
import { useTranslation } from 'react-i18next';
import { TONE_CLASSES, getTypeTone } from '@/lib/analysis/detected-types';
import { formatNumber } from '@/lib/format';
import {
  TOP_WORDS_LIMIT,
  getBarWidth,
  getContributionDirection,
  type ContributionDirection,
} from '../logic/result-format';
import { formatSignedPercent } from './format-helpers';

/** 'Top Contributing Words/Phrases': the first ten in rank order, bars scaled to the largest shown. */
export function TopWordsCard({ words, prediction }: { words: readonly WordContribution[]; prediction: string }) {
  const { t, i18n } = useTranslation('results');
  // Words for the prediction take its colour; words against it are sky blue, as in the highlighted text;
  // a share that reads 0.0% is grey.
  const tone = TONE_CLASSES[getTypeTone(prediction)];
  const textClass: Record<ContributionDirection, string> = {
    for: tone.text,
    against: 'text-sky-300',
    none: 'text-slate-400',
  };
  const barClass: Record<ContributionDirection, string> = {
    for: tone.bar,
    against: 'bg-sky-400',
    none: 'bg-slate-500',
  };
  const lang = i18n.language;
  const top = words.slice(0, TOP_WORDS_LIMIT);
  const largest = top.reduce((max, w) => Math.max(max, Math.abs(w.contribution_percentage)), 0);
  return (
    <section aria-labelledby="top-words-title" className="rounded-2xl border border-slate-800 bg-slate-900/60 p-5">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="top-words-title" className="text-lg font-semibold text-slate-100">
          {t('topWords.title')}
        </h2>
        <span className="text-sm text-slate-400" data-testid="word-count">
          {t('topWords.total', { count: words.length, value: formatNumber(words.length, lang) })}
        </span>
      </div>
      {top.length === 0 ? (
        <p className="mt-4 text-slate-400">{t('topWords.none')}</p>
      ) : (
        <ol className="mt-4 flex flex-col gap-3" data-testid="top-words">
          {top.map((w, index) => (
            <li
              key={`${w.word}-${index}`}
              className="grid grid-cols-[2rem_minmax(0,1fr)_auto] items-center gap-x-3 gap-y-1"
            >
              {/* slate-400: 7.2:1 on the card (slate-500 was 3.96:1) */}
              <span className="text-sm text-slate-400" data-testid="word-rank">
                {formatNumber(index + 1, lang)}
              </span>
              {/* A long word or link is cut with an ellipsis here; the title gives it whole (the text above shows it too). */}
              <span lang="bn" className="truncate font-medium text-slate-100" title={w.word} data-testid="word">
                {w.word}
              </span>
              <span
                className={`text-sm font-semibold tabular-nums ${textClass[getContributionDirection(w.contribution_percentage)]}`}
                data-testid="word-percentage"
              >
                {formatSignedPercent(w.contribution_percentage, lang)}
              </span>
              <div className="col-start-2 col-end-4 h-2 overflow-hidden rounded-full bg-slate-800" aria-hidden>
                <div
                  className={`h-full rounded-full ${barClass[getContributionDirection(w.contribution_percentage)]}`}
                  style={{ width: `${getBarWidth(w.contribution_percentage, largest)}%` }}
                />
              </div>
            </li>
          ))}
        </ol>
      )}
      {words.length > TOP_WORDS_LIMIT && (
        <p className="mt-4 text-sm text-slate-400" data-testid="top-words-more">
          {t('topWords.more', { shown: formatNumber(TOP_WORDS_LIMIT, lang), total: formatNumber(words.length, lang) })}
        </p>
      )}
    </section>
  );
}

import type { ModelInfo } from '@shobdo/contracts';
import type { Prediction } from '../model/types';
import { nameLabel, toBengaliDigits } from './label-names';

const STRONGEST_WORDS = 3;
/**
 * A word is named only if it weighs at least this share of the text's strongest word (either sign): a
 * word at +0.4 points beside one at -10.8 supports the result in name only.
 */
const MIN_SHARE_OF_STRONGEST = 0.1;
/** The runner-up is mentioned when it is within this many percentage points of the winner. */
const CLOSE_MARGIN = 15;

function formatPercent(value: number, lang: 'en' | 'bn'): string {
  const text = `${value.toFixed(1)}%`;
  return lang === 'bn' ? toBengaliDigits(text) : text;
}

function joinWords(words: string[], lang: 'en' | 'bn'): string {
  const quoted = words.map((w) => `"${w}"`);
  if (quoted.length <= 1) return quoted.join('');
  const last = quoted.pop() as string;
  return `${quoted.join(', ')} ${lang === 'bn' ? 'ও' : 'and'} ${last}`;
}

/** A short summary generated from the result: class, confidence, strongest words, close runner-up. */
export function summarize(p: Prediction, model: ModelInfo, lang: 'en' | 'bn'): string {
  const label = nameLabel(p.prediction, lang);
  const confidence = formatPercent(p.confidence, lang);
  const strongest = Math.abs(p.word_contributions[0]?.contribution ?? 0);
  const supporting = p.word_contributions
    .filter((w) => w.contribution > 0 && w.contribution >= MIN_SHARE_OF_STRONGEST * strongest)
    .slice(0, STRONGEST_WORDS)
    .map((w) => w.word);
  const runnerUp = p.class_probabilities[1];
  const close = runnerUp !== undefined && p.confidence - runnerUp.confidence <= CLOSE_MARGIN;
  const parts: string[] = [];
  if (lang === 'bn') {
    // The model name (Latin, with ASCII digits) is left out so that the Bengali text has Bengali digits only.
    parts.push(`মডেলটি লেখাটিকে "${label}" শ্রেণিতে ফেলেছে, আস্থা ${confidence}।`);
    if (supporting.length > 0) parts.push(`এই সিদ্ধান্তের পক্ষে সবচেয়ে জোরালো শব্দ: ${joinWords(supporting, 'bn')}।`);
    else parts.push('কোনো শব্দ এই সিদ্ধান্তের পক্ষে জোরালো ভূমিকা রাখেনি।');
    if (close && runnerUp) {
      parts.push(
        `কাছাকাছি দ্বিতীয় সম্ভাবনা "${nameLabel(runnerUp.label, 'bn')}" (${formatPercent(runnerUp.confidence, 'bn')})।`,
      );
    }
  } else {
    parts.push(`${model.name} classifies the text as "${label}" with ${confidence} confidence.`);
    if (supporting.length > 1) parts.push(`The words that weigh most for this result: ${joinWords(supporting, 'en')}.`);
    else if (supporting.length === 1)
      parts.push(`The word that weighs most for this result: ${joinWords(supporting, 'en')}.`);
    else parts.push('No word weighs strongly for this result.');
    if (close && runnerUp) {
      parts.push(
        `A close runner-up is "${nameLabel(runnerUp.label, 'en')}" (${formatPercent(runnerUp.confidence, 'en')}).`,
      );
    }
  }
  return parts.join(' ');
}

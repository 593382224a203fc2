import type { WordContribution } from '@shobdo/contracts';
import { normalizeToken } from '../text/normalize-text';
import { wordsDeciding } from './deciding-words';

/**
 * The names of faiths and their people (decision 0094). The bullying set holds them mostly in comments that attack a
 * faith, so the default model reads a comment that names one as religious hate, although naming a faith is not hate:
 * "মুসলিম হিন্দু বৌদ্ধ খ্রিস্টান সবাই মিলে বাংলাদেশ" (Muslims, Hindus, Buddhists and Christians together make Bangladesh) is
 * religious at 94 %.
 */
const FAITH_NAMES: readonly string[] = [
  'হিন্দু',
  'মুসলিম',
  'মুসলমান',
  'খ্রিস্টান',
  'খ্রিষ্টান',
  'খৃষ্টান',
  'বৌদ্ধ',
  'ইসলাম',
  'সনাতন',
  'সনাতনী',
  'ইহুদি',
].map(normalizeToken);

/** The plural, case and emphasis endings a faith's name takes (হিন্দুরা, মুসলমানদের, ইসলামের, খ্রিস্টানও). */
const ENDINGS: readonly string[] = [
  '',
  'রা',
  'দের',
  'দেরকে',
  'দেরও',
  'দেরই',
  'রাও',
  'রাই',
  'র',
  'এর',
  'ের',
  'কে',
  'ও',
  'ই',
  'গণ',
].map(normalizeToken);

/** Whether a word (normalised) is a faith's name, with one of its endings or none. */
export function isFaithName(word: string): boolean {
  return FAITH_NAMES.some((name) => word.startsWith(name) && ENDINGS.includes(word.slice(name.length)));
}

/**
 * The faiths' names that alone make a harmful result, if they do: the word that adds most to the predicted class is a
 * faith's name, and the text without every faith's name in it reads as harmless (`readsHarmless`). The words in their
 * order in the list (strongest first); `words` are the prediction's words with spans in `text`, the text the model
 * scored. The pattern of decision 0081 (one everyday word), for names that come in groups.
 */
export function faithNamesDeciding(
  words: readonly WordContribution[],
  text: string,
  readsHarmless: (text: string) => boolean,
): WordContribution[] | undefined {
  return wordsDeciding(words, text, readsHarmless, isFaithName, 'all');
}

import type { LabelledText } from '../read-csv';
import { composeDistinct, pick } from './compose';

/**
 * Team-written training comments for sentiment-pro (issue 18): SentNoB holds few negated praise words
 * ("ভালো না", "পছন্দ হয়নি") and few colloquial complaints about a purchase, so the model read the praise
 * word and missed the negation. Composed from the slot lists below, like the cyberbullying supplement;
 * a composed comment equal to a suite case is left out. Deterministic for a seed.
 */

const THINGS = [
  'খাবারটা',
  'প্রোডাক্টটা',
  'জামাটা',
  'সার্ভিস',
  'ডেলিভারি',
  'মোবাইলটা',
  'নাটকটা',
  'গানটা',
  'ভিডিওটা',
  'হোটেলের রুম',
  'দোকানের ব্যবহার',
  'কাপড়ের মান',
  'রেস্টুরেন্টটা',
  'অ্যাপটা',
  'সিনেমাটা',
  'বইটা',
];
const PRAISE_WORDS = ['ভালো', 'সুন্দর', 'মজা', 'ভালো মানের', 'কাজের', 'পছন্দের', 'টেকসই', 'আরামদায়ক', 'সুস্বাদু'];
const NEGATORS = ['না', 'নয়', 'না একদম', 'না মোটেও', 'নাই'];
const NEGATED_VERBS = [
  'পছন্দ হয়নি',
  'ভালো লাগেনি',
  'মজা পাইনি',
  'কাজ করে না',
  'টাকা উসুল হয়নি',
  'মন ভরেনি',
  'আশা পূরণ হয়নি',
  'সন্তুষ্ট না',
  'আর কিনব না',
  'আর যাব না',
  'কাউকে রেকমেন্ড করব না',
];
const COMPLAINTS = [
  'একদম বাজে',
  'টাকাটাই নষ্ট',
  'পুরাই ধোঁকা',
  'ভুয়া জিনিস',
  'নকল মাল দিছে',
  'ঠকে গেলাম',
  'খুবই খারাপ অভিজ্ঞতা',
  'জঘন্য',
  'ফালতু',
  'বিরক্তিকর',
  'হতাশ হলাম',
  'মেজাজটাই খারাপ হয়ে গেল',
  'ছবির সাথে কোনো মিল নাই',
  'তিন দিনেই নষ্ট হয়ে গেছে',
  'পচা খাবার দিছে',
  'ডেলিভারি ম্যান খুব খারাপ ব্যবহার করছে',
  'কাস্টমার কেয়ার ফোন ধরে না',
  'রিফান্ড দেয় না',
  'সময় আর টাকা দুটোই গেল',
];
const PRAISES = [
  'অসাধারণ',
  'দারুণ লাগলো',
  'খুব ভালো মানের',
  'মন ভরে গেল',
  'একদম ঠিকঠাক পেয়েছি',
  'দাম অনুযায়ী সেরা',
  'আবার কিনব',
  'সবাইকে রেকমেন্ড করব',
  'অনেক ধন্যবাদ',
  'চমৎকার সার্ভিস',
  'খুবই সন্তুষ্ট',
  'সময়মতো ডেলিভারি পেয়েছি',
];
const QUESTIONS = [
  'এটা কোথায় পাওয়া যাবে?',
  'দাম কত?',
  'কোন কোন রঙে আছে?',
  'ঢাকার বাইরে ডেলিভারি দেন?',
  'অফিস কয়টায় খোলে?',
  'পরের পর্ব কবে আসবে?',
  'সাইজ চার্ট দেওয়া যাবে?',
  'কাল কি দোকান খোলা থাকবে?',
];
const STATEMENTS = [
  'আজ বৃষ্টি হচ্ছে',
  'আমি কাল ঢাকা যাচ্ছি',
  'অর্ডারটা গতকাল করেছিলাম',
  'প্যাকেটটা আজ হাতে পেলাম',
  'খেলা সন্ধ্যা সাতটায় শুরু',
  'বইটা তিনশো পৃষ্ঠার',
  'দোকানটা বাজারের পাশে',
  'আমার ভাই এটা কিনেছে',
];

function negative(random: () => number): string {
  const kind = random();
  if (kind < 0.35) return `${pick(THINGS, random)} ${pick(PRAISE_WORDS, random)} ${pick(NEGATORS, random)}`;
  if (kind < 0.6) return `${pick(THINGS, random)} ${pick(NEGATED_VERBS, random)}`;
  const parts = [pick(COMPLAINTS, random)];
  if (random() < 0.5) parts.unshift(pick(THINGS, random));
  if (random() < 0.3) parts.push(pick(['😡', '😤', '👎', 'কেউ কিনবেন না', 'সাবধান'], random));
  return parts.join(' ');
}

function positive(random: () => number): string {
  const parts = [pick(PRAISES, random)];
  if (random() < 0.6) parts.unshift(pick(THINGS, random));
  if (random() < 0.3) parts.push(pick(['❤️', '😍', '👍', 'ধন্যবাদ'], random));
  return parts.join(' ');
}

function neutral(random: () => number): string {
  return random() < 0.5 ? pick(QUESTIONS, random) : pick(STATEMENTS, random);
}

export interface SentimentSupplementCounts {
  positive: number;
  neutral: number;
  negative: number;
}

export const DEFAULT_SENTIMENT_SUPPLEMENT_COUNTS: SentimentSupplementCounts = {
  positive: 250,
  neutral: 16,
  negative: 700,
};

/** `counts` distinct composed comments per label (fewer if the slots run out), none in `excluding`. */
export function sentimentSupplement(
  seed: number,
  counts: SentimentSupplementCounts = DEFAULT_SENTIMENT_SUPPLEMENT_COUNTS,
  excluding: ReadonlySet<string> = new Set(),
): LabelledText[] {
  return composeDistinct(seed, { positive, neutral, negative }, counts, excluding);
}

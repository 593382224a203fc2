import { describe, expect, it } from 'vitest';
import { MODELS_DIR } from '../cli/paths';
import { loadModelRegistry } from '../model/registry';
import { analysisWarnings } from './warnings';
import { negatedPhrases, negatedWords, type NegatedWord } from './negated-words';

const complaint = (phrase: string): NegatedWord => ({ phrase, polarity: 'negative' });
const praise = (phrase: string): NegatedWord => ({ phrase, polarity: 'positive' });

describe('negatedWords (decision 0113)', () => {
  it.each([
    // A complaint negated: by a word of its own, a verb negated by its ending, or the complaint a verb itself.
    ['সার্ভিস নিয়ে কোনো অভিযোগ নেই', [complaint('অভিযোগ নেই')]],
    ['মোটেও হতাশ হইনি', [complaint('হতাশ হইনি')]],
    ['একটুও দেরি হয়নি, সময়মতো এসেছে', [complaint('দেরি হয়নি')]],
    ['প্রোডাক্টে কোনো খুঁত পাইনি', [complaint('খুঁত পাইনি')]],
    ['ঠকিনি, যা দেখেছি তাই পেয়েছি', [complaint('ঠকিনি')]],
    ['এবার আর ঠকে যাইনি', [complaint('ঠকে যাইনি')]],
    ['কোনো ঝামেলা ছাড়াই হাতে পেয়েছি', [complaint('ঝামেলা ছাড়াই')]],
    // Praise negated, with a light verb between, the particle apart as it is spoken, or joined.
    ['ভালো লাগে নাই একটুও', [praise('ভালো লাগে নাই')]],
    ['এটা আমার পছন্দ হয় নাই', [praise('পছন্দ হয় নাই')]],
    ['ভালো লাগে নি', [praise('ভালো লাগে নি')]],
    ['ভালোলাগেনি', [praise('ভালোলাগেনি')]],
    ['কাপড় ভালো না', [praise('ভালো না')]],
    // Each in its clause, in the order they stand.
    ['ভালো লাগলো না একদম, আর সার্ভিসও সুন্দর না', [praise('ভালো লাগলো না'), praise('সুন্দর না')]],
    ['কোনো সমস্যা নেই, তবে স্বাদ নাই', [complaint('সমস্যা নেই'), praise('স্বাদ নাই')]],
    // Romanized, named as typed.
    ['kono ovijog nai', [complaint('ovijog nai')]],
    ['motei hotash hoini', [complaint('hotash hoini')]],
    ['valo lage nai', [praise('valo lage nai')]],
  ])('%s → %j', (text, found) => {
    expect(negatedWords(text)).toEqual(found);
  });

  it.each([
    // Asked, a condition, or "good or bad".
    'ভালো না?',
    'ভালো না লাগলে ফেরত দিন',
    'ভালো না খারাপ বুঝলাম না',
    // A negation that says there is plenty of it.
    'সমস্যার অভাব নাই',
    'কষ্টের শেষ নেই',
    // A word other than a light verb between: the negation is of that word.
    'ফালতু কথা বলবেন না',
    'ভালো মানুষ না',
    // Another clause.
    'অভিযোগ আছে, নাই কোনো উত্তর',
    // Neither side; words that end as a negated verb does but negate nothing.
    'ভালোমন্দ কিছু নাই',
    'ভালো চিনি দিয়েছে',
    'আপনি সুন্দর লিখেছেন, তিনি খুশি',
    // Not a complaint word: বাজে is also "rings".
    'ফোন বাজে না',
    // No negation.
    'অনেক অভিযোগ আছে',
    'খুব ভালো লাগলো',
    '',
  ])('%s → none', (text) => {
    expect(negatedWords(text)).toEqual([]);
  });

  it('names each phrase of one side once', () => {
    const found = negatedWords('অভিযোগ নেই, অভিযোগ নেই, ভালো না');
    expect(negatedPhrases(found, 'negative')).toEqual(['অভিযোগ নেই']);
    expect(negatedPhrases(found, 'positive')).toEqual(['ভালো না']);
  });
});

describe('the negated_word warning (decision 0113)', () => {
  const negative = [
    { label: 'negative', confidence: 80 },
    { label: 'neutral', confidence: 12 },
    { label: 'positive', confidence: 8 },
  ];
  const positive = [
    { label: 'positive', confidence: 80 },
    { label: 'neutral', confidence: 12 },
    { label: 'negative', confidence: 8 },
  ];
  const codes = (text: string, probabilities: typeof negative) =>
    analysisWarnings(text, ['bengali', 'romanized'], probabilities).map((w) => w.code);

  it('names a complaint negated in a text read as negative, in both languages', () => {
    const [warning] = analysisWarnings('কোনো অভিযোগ নেই', ['bengali', 'romanized'], negative);
    expect(warning).toEqual({
      code: 'negated_word',
      message: {
        en: 'This text holds "অভিযোগ নেই", a complaint negated. The model reads words and word pairs, not how a negation turns the words before it, and read the text as Negative Sentiment: a complaint negated ("no complaint", "not disappointed") usually means the writer is satisfied. Read it before counting it as negative.',
        bn: 'লেখাটিতে আছে "অভিযোগ নেই", যেখানে অভিযোগের শব্দটি নাকচ করা হয়েছে। মডেলটি শব্দ ও শব্দজোড় পড়ে, "না" বা "নেই" আগের শব্দের অর্থ কীভাবে উল্টে দেয় তা নয়, আর লেখাটিকে নেতিবাচক মনোভাব হিসেবে পড়েছে: অভিযোগ নাকচ করলে ("কোনো অভিযোগ নেই", "হতাশ হইনি") লেখক সাধারণত সন্তুষ্ট। লেখাটিকে নেতিবাচক ধরার আগে পড়ে দেখুন।',
      },
    });
  });

  it('names praise negated in a text read as positive, several phrases in one list', () => {
    const [warning] = analysisWarnings('ভালো লাগে নাই, সুন্দর না', ['bengali'], positive);
    expect(warning?.message.en).toBe(
      'This text holds "ভালো লাগে নাই" and "সুন্দর না", praise negated. The model reads words and word pairs, not how a negation turns the words before it, and read the text as Positive Sentiment: praise negated ("didn\'t like it", "not nice") usually means the writer is not satisfied. Read it before counting it as positive.',
    );
    expect(warning?.message.bn).toMatch(
      /^লেখাটিতে আছে "ভালো লাগে নাই" ও "সুন্দর না", যেখানে প্রশংসার শব্দগুলো নাকচ করা হয়েছে।/,
    );
  });

  it('says nothing when the result is not the side of the word negated, or the model has no sentiment classes', () => {
    // Read the other way, or neutral: the model did not take the word for its side.
    expect(codes('কোনো অভিযোগ নেই', positive)).not.toContain('negated_word');
    expect(codes('ভালো লাগে নাই', negative)).not.toContain('negated_word');
    expect(
      codes('কোনো অভিযোগ নেই', [
        { label: 'neutral', confidence: 80 },
        { label: 'negative', confidence: 12 },
        { label: 'positive', confidence: 8 },
      ]),
    ).not.toContain('negated_word');
    // The text negates praise too, which reads as negative: the model may have read it right.
    expect(codes('সার্ভিস ভালো না, কিন্তু দাম খারাপ না', negative)).not.toContain('negated_word');
    // A bullying or spam model has no sides.
    expect(
      codes('কোনো অভিযোগ নেই', [
        { label: 'not_bully', confidence: 90 },
        { label: 'troll', confidence: 10 },
      ]),
    ).not.toContain('negated_word');
  });

  it('comes with the shipped sentiment model where it reads the complaint and not its negation', async () => {
    const registry = await loadModelRegistry(MODELS_DIR);
    const sentiment = registry.get('sentiment-pro')!;
    // "Not disappointed at all": Negative at 97.5 % (decision 0112).
    const missed = sentiment.predict('মোটেও হতাশ হইনি');
    expect(missed.prediction).toBe('negative');
    expect(missed.warnings.find((w) => w.code === 'negated_word')?.message.en).toMatch(
      /^This text holds "হতাশ হইনি", a complaint negated\./,
    );
    // "I didn't like it": read as negative, the negation read; nothing to add.
    const read = sentiment.predict('এটা আমার পছন্দ হয় নাই');
    expect(read.prediction).toBe('negative');
    expect(read.warnings.some((w) => w.code === 'negated_word')).toBe(false);
    // The default bullying model says nothing of it.
    const bullying = registry.get('bangla-sentiment-v1')!.predict('মোটেও হতাশ হইনি');
    expect(bullying.warnings.some((w) => w.code === 'negated_word')).toBe(false);
  });
});

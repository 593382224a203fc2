import { describe, expect, it } from 'vitest';
import { MODELS_DIR } from '../cli/paths';
import { loadModelRegistry } from '../model/registry';
import { rapeThreats } from './rape-threats';

describe('rapeThreats (decision 0122)', () => {
  it.each([
    ['তোকে রেপ করবো', ['রেপ করবো']],
    ['ওই মেয়েকে আজ রেপ করতে হবে', ['রেপ করতে হবে']],
    ['এই মেয়েকে ধর্ষণ করা উচিত', ['ধর্ষণ করা উচিত']],
    ['এদের মেয়েদের গণধর্ষণ করা হোক', ['গণধর্ষণ করা হোক']],
    ['সুযোগ পেলে তোর বোনরে রেপ করে দিব', ['রেপ করে দিব']],
    ['ওরা তোকে ধর্ষন করবে দেখিস', ['ধর্ষন করবে']],
    // Dialect, through its standard form.
    ['একা পেলে তোকে ধর্ষণ করমু', ['ধর্ষণ করমু']],
    // Romanized, as typed.
    ['toke rape korbo', ['rape korbo']],
    ['oke dhorshon korte hobe', ['dhorshon korte hobe']],
    // A negation in the next clause does not negate the threat.
    ['ওকে রেপ করবো, না হলে শান্তি নাই', ['রেপ করবো']],
    // Named once.
    ['রেপ করবো, হ্যাঁ রেপ করবো', ['রেপ করবো']],
  ])('%s → %j', (text, threats) => {
    expect(rapeThreats(text)).toEqual(threats);
  });

  it.each([
    // A past, a noun, a report, counter-speech, and words that only look alike.
    'রেপ এর বিচার চাই',
    'ধর্ষণের বিচার চাই',
    'ওকে রেপ করেছে তিনজন, মামলা হয়েছে',
    'মেয়েটিকে ধর্ষণ করা হয়েছে',
    'রেপ করার অভিযোগে যুবক গ্রেপ্তার',
    'ধর্ষণ করে মেরে ফেলেছে, ফাঁসি চাই',
    'যারা রেপের হুমকি দেয় তাদের গ্রেপ্তার করা হোক',
    'ধর্ষণ প্রতিরোধে সচেতনতা বাড়াতে হবে',
    'রেপিস্টের ফাঁসি চাই',
    // Negated by the word after the verb.
    'তোকে কেউ রেপ করবে না',
    'ধর্ষণ করা উচিত নয়, এটা অপরাধ',
    'এটা দর্শন নিয়ে একটা বই',
    'dorshon korte hobe',
    '',
  ])('%s → none', (text) => {
    expect(rapeThreats(text)).toEqual([]);
  });
});

describe('the rape_threat warning with the shipped models (decision 0122)', () => {
  it('names the threat when a model with a threat class reads the text as harmless, and says nothing otherwise', async () => {
    const registry = await loadModelRegistry(MODELS_DIR);
    const model = registry.get('bangla-sentiment-v1')!;
    const missed = model.predict('ওকে ধর্ষণ করতে হবে');
    expect(missed.prediction).toBe('not_bully');
    const warning = missed.warnings.find((w) => w.code === 'rape_threat');
    expect(warning?.message.en).toBe(
      'This text holds "ধর্ষণ করতে হবে", a threat of rape or a call for it. The model learned the word from few threats and read the text as Normal Text: read it before deciding it is harmless.',
    );
    expect(warning?.message.bn).toMatch(/^লেখাটিতে আছে "ধর্ষণ করতে হবে", যা ধর্ষণের হুমকি বা ধর্ষণের ডাক।/);
    // Called a threat: nothing to add.
    const called = model.predict('তোর বউকে তুলে নিয়ে রেপ করবো');
    expect(called.prediction).toBe('threat');
    expect(called.warnings.some((w) => w.code === 'rape_threat')).toBe(false);
    // A model without a threat class says nothing of it.
    const sentiment = registry.get('sentiment-pro')!.predict('ওকে ধর্ষণ করতে হবে');
    expect(sentiment.warnings.some((w) => w.code === 'rape_threat')).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { loadModelRegistry } from '../model/registry';
import { MODELS_DIR } from '../cli/paths';
import { lawWords } from './law-words';

describe('lawWords (decision 0096)', () => {
  it.each([
    // Asking for justice, an arrest, a sentence.
    ['ওদের কঠিন বিচার চাই', ['বিচার']],
    ['এদের বিচারের আওতায় আনা হোক', ['বিচারের']],
    ['অবিলম্বে সন্ত্রাসীদের গ্রেপ্তার করা হোক', ['গ্রেপ্তার']],
    ['খুনিদের মৃত্যুদণ্ড চাই, কঠোর শাস্তি দেওয়া হোক', ['মৃত্যুদণ্ড', 'শাস্তি']],
    ['আদালতের রায়ে আসামির সাজা হয়েছে', ['আদালতের', 'রায়ে', 'আসামির', 'সাজা']],
    // Reporting or condemning a threat.
    ['মেরে ফেলার হুমকি দেওয়া অপরাধ, পুলিশে জানান', ['হুমকি', 'পুলিশে']],
    ['থানায় মামলা করেছে পরিবার', ['থানায়', 'মামলা']],
    // Romanized, as typed.
    ['oder bichar chai', ['bichar']],
    ['khunider grephtar koro', ['grephtar']],
    ['tar nam e mamla hobe', ['mamla']],
    // An investigation, bail and a dismissal (decision 0120).
    ['ঘটনার সুষ্ঠু তদন্তের দাবি জানাই', ['তদন্তের']],
    ['আসামির জামিন বাতিল করা হোক', ['আসামির', 'জামিন']],
    ['এই অফিসারকে চাকরি থেকে বরখাস্ত করা হোক', ['বরখাস্ত']],
    ['todonto kore dekha hok', ['todonto']],
    // Named once, in their order.
    ['বিচার চাই, বিচার চাই, মামলা হোক', ['বিচার', 'মামলা']],
  ])('%s → %j', (text, words) => {
    expect(lawWords(text)).toEqual(words);
  });

  it.each([
    // Everyday words that start like one, or hold one inside.
    'ফুল দিয়ে ঘর সাজানো হয়েছে',
    'বেবিচারী তোর কথা শুনব না',
    'তোকে মেরে ফেলব, সাবধানে থাকিস',
    '',
  ])('%s → none', (text) => {
    expect(lawWords(text)).toEqual([]);
  });
});

describe('the law_words warning with the shipped models (decision 0096)', () => {
  it('names the words when the model calls the text a threat, and says nothing otherwise', async () => {
    const registry = await loadModelRegistry(MODELS_DIR);
    const model = registry.get('bangla-sentiment-v1')!;
    const reported = model.predict('মেরে ফেলার হুমকি দেওয়া অপরাধ, পুলিশে জানান');
    expect(reported.prediction).toBe('threat');
    const warning = reported.warnings.find((w) => w.code === 'law_words');
    expect(warning?.message.en).toMatch(
      /^This text also speaks of the law \("হুমকি" and "পুলিশে"\): it may ask for justice/,
    );
    expect(warning?.message.bn).toMatch(/^লেখাটিতে আইন-আদালতের কথাও আছে \("হুমকি" ও "পুলিশে"\)/);
    // A threat with no word of the law: nothing to add.
    const threat = model.predict('তোকে মেরে ফেলব, সাবধানে থাকিস');
    expect(threat.prediction).toBe('threat');
    expect(threat.warnings.map((w) => w.code)).not.toContain('law_words');
    // Not called a threat: the words say nothing about it.
    const court = model.predict('আদালত আসামির যাবজ্জীবন কারাদণ্ড দিয়েছে');
    expect(court.prediction).not.toBe('threat');
    expect(court.warnings.map((w) => w.code)).not.toContain('law_words');
    // A demand that an officer be dismissed, which the bullying set's "করা হোক" makes a threat (decision 0120). With
    // "চাকরি থেকে" (from his job) it is Normal Text since shobdo-v2 2.26.0.
    const dismissal = model.predict('এই অফিসারকে এখনই বরখাস্ত করা হোক');
    expect(dismissal.prediction).toBe('threat');
    expect(dismissal.warnings.find((w) => w.code === 'law_words')?.message.en).toMatch(/\("বরখাস্ত"\)/);
    // A model without a threat class never says it.
    const sentiment = registry.get('sentiment-pro')!.predict('মেরে ফেলার হুমকি দেওয়া অপরাধ, পুলিশে জানান');
    expect(sentiment.warnings.map((w) => w.code)).not.toContain('law_words');
  });
});

import { describe, expect, it } from 'vitest';
import { MODELS_DIR } from '../cli/paths';
import { loadModelRegistry } from '../model/registry';
import { killCalls } from './kill-calls';

describe('killCalls (decision 0124)', () => {
  it.each([
    ['ওকে খুন করুন', ['খুন করুন']],
    ['তাকে খুন কর, কেউ কিছু বলবে না', ['খুন কর']],
    ['এই লোকটাকে খুন করা উচিত', ['খুন করা উচিত']],
    ['ওদের সবাইকে হত্যা করা হোক', ['হত্যা করা হোক']],
    ['এই নাস্তিকদের হত্যা করতে হবে', ['হত্যা করতে হবে']],
    ['তোকে খুন করে ফেলবো', ['খুন করে ফেলবো']],
    ['নবীর অপমানকারীদের কল্লা চাই', ['কল্লা চাই']],
    ['ওদের কল্লা কেটে ফেলো', ['কল্লা কেটে ফেলো']],
    // Slaughter and killing with a person as the object.
    ['এদেরকে জবাই করা উচিত', ['জবাই করা উচিত']],
    ['ওই দালালগুলোকে মেরে ফেলা হোক', ['মেরে ফেলা হোক']],
    ['ওকে মেরে ফেলুন, দেরি করবেন না', ['মেরে ফেলুন']],
    ['ওর মতো লোককে মেরে ফেলাই উচিত', ['মেরে ফেলাই উচিত']],
    ['ওই কাফেরটাকে কতল করো', ['কতল করো']],
    ['মুরতাদদের কল্লা কাটা হোক', ['কল্লা কাটা হোক']],
    // Dialect, through its standard form.
    ['শালারে মাইরা ফালামু', ['মাইরা ফালামু']],
    ['ওরে খুন করমু আজকে', ['খুন করমু']],
    // Romanized, as typed.
    ['oke khun koro', ['khun koro']],
    ['ei lok ke mere fela uchit', ['mere fela uchit']],
    ['oder kolla chai', ['kolla chai']],
    ['take hotta kora uchit', ['hotta kora uchit']],
    // A negation in the next clause does not negate the call; a call is named once.
    ['ওকে খুন কর, না হলে শান্তি নাই', ['খুন কর']],
    ['খুন কর, ওকে খুন কর', ['খুন কর']],
  ])('%s → %j', (text, calls) => {
    expect(killCalls(text)).toEqual(calls);
  });

  it.each([
    // A report, a past, a demand for justice, a third person's future, a film, a joke.
    'গতকাল রাতে এক ব্যবসায়ীকে খুন করা হয়েছে',
    'পুলিশ বলছে তাকে হত্যা করা হয়েছে',
    'খুনের বিচার চাই, অপরাধীর শাস্তি হোক',
    'খুনিকে গ্রেপ্তার করা হোক',
    'হত্যার ঘটনায় মামলা হয়েছে',
    'ওকে খুন করেনি, আদালত খালাস দিয়েছে',
    'তোমার হাসি আমাকে খুন করে ফেলবে 😍',
    'সিনেমাটায় ভিলেন নায়িকাকে খুন করে ফেলে, দারুণ থ্রিলার',
    'হাসতে হাসতে মেরে ফেললে ভাই 😂',
    'এই গান শুনে কল্লা ঘুরে গেল 😂',
    // Negated by the word after the verb.
    'কাউকে খুন করা উচিত না, আইন নিজের হাতে নেবেন না',
    // Animals and pests, with no person as the object; the speaker as the object.
    'ঘরের তেলাপোকা মেরে ফেলুন, ওষুধটা ভালো কাজ করে',
    'মশা মেরে ফেলুন, ডেঙ্গু থেকে বাঁচুন',
    'কোরবানির গরু জবাই করা হবে সকাল আটটায়',
    'ঈদে মুরগি জবাই করে রান্না করলাম',
    'ছাগল জবাই করে গরিবদের মাংস বিলিয়েছি',
    'আগাছা মেরে ফেলার জন্য কোন ওষুধ দেব?',
    'নিরীহ মানুষ হত্যা বন্ধ করো',
    'এই গরমে আমাকে মেরে ফেলো 😂',
    // The object in another clause.
    'ওকে বলো, মশা মেরে ফেলুন',
    '',
  ])('%s → none', (text) => {
    expect(killCalls(text)).toEqual([]);
  });
});

describe('the kill_call warning with the shipped models (decision 0124)', () => {
  it('names the call when a model with a threat class reads the text as harmless, and says nothing otherwise', async () => {
    const registry = await loadModelRegistry(MODELS_DIR);
    const model = registry.get('bangla-sentiment-v1')!;
    const missed = model.predict('ওকে খুন করুন');
    expect(missed.prediction).toBe('not_bully');
    const warning = missed.warnings.find((w) => w.code === 'kill_call');
    expect(warning?.message.en).toBe(
      'This text holds "খুন করুন", a call to kill or a threat to. The model learned such words mostly from comments that are not threats and read the text as Normal Text: read it before deciding it is harmless.',
    );
    expect(warning?.message.bn).toMatch(/^লেখাটিতে আছে "খুন করুন", যা হত্যার ডাক বা হত্যার হুমকি।/);
    // Called a threat: nothing to add.
    const called = model.predict('তোকে খুন করে ফেলবো');
    expect(called.prediction).toBe('threat');
    expect(called.warnings.some((w) => w.code === 'kill_call')).toBe(false);
    // A model without a threat class says nothing of it.
    const sentiment = registry.get('sentiment-pro')!.predict('ওকে খুন করুন');
    expect(sentiment.warnings.some((w) => w.code === 'kill_call')).toBe(false);
  });
});

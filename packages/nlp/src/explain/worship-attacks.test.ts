import { describe, expect, it } from 'vitest';
import { MODELS_DIR } from '../cli/paths';
import { loadModelRegistry } from '../model/registry';
import { worshipAttacks } from './worship-attacks';

describe('worshipAttacks (decision 0110)', () => {
  it.each([
    ['ওদের মসজিদে আগুন দাও', ['মসজিদে আগুন দাও']],
    ['মসজিদে আগুন লাগিয়ে দাও', ['মসজিদে আগুন লাগিয়ে দাও']],
    ['মন্দির ভাঙ্গো', ['মন্দির ভাঙ্গো']],
    ['কাল জুমার পর মন্দিরটা জ্বালিয়ে দিবো', ['মন্দিরটা জ্বালিয়ে দিবো']],
    ['ওই গ্রামের গির্জাটা পুড়িয়ে ফেলতে হবে', ['গির্জাটা পুড়িয়ে ফেলতে হবে']],
    ['মাজারটা গুঁড়িয়ে দেওয়া দরকার', ['মাজারটা গুঁড়িয়ে দেওয়া দরকার']],
    ['ওদের মন্দিরে ঢুকে সব ভেঙে দাও', ['মন্দিরে ঢুকে সব ভেঙে দাও']],
    ['মন্দিরে হামলা চালানো দরকার', ['মন্দিরে হামলা চালানো দরকার']],
    // Dialect, through its standard form.
    ['মন্দির ভাইঙ্গা দিমু', ['মন্দির ভাইঙ্গা দিমু']],
    // Romanized, as typed.
    ['mondir vango', ['mondir vango']],
    ['masjid e agun dao', ['masjid e agun dao']],
  ])('%s → %j', (text, calls) => {
    expect(worshipAttacks(text)).toEqual(calls);
  });

  it.each([
    // Reports, a past act, a noun, and the places in everyday sentences.
    'মসজিদে আগুন লাগার খবরে কষ্ট পেলাম',
    'মন্দির ভাঙার ঘটনায় মামলা',
    'মসজিদে আগুন দেওয়ার ঘটনায় আসামি গ্রেপ্তার',
    'মন্দিরে হামলা চালানো হয়েছে',
    'মসজিদে আগুন দিতে দেখেছি অনেকে',
    'মন্দিরে হামলা করতে এসেছিল দুর্বৃত্তরা',
    'মন্দিরে হামলাকারীদের কঠোর শাস্তি চাই',
    'মূর্তি ভেঙে দিয়েছে দুর্বৃত্তরা',
    'মন্দিরে প্রদীপ জ্বালিয়ে দাও, সন্ধ্যা হলো',
    'পূজামণ্ডপে আলো জ্বালাও',
    'মসজিদে ইফতারের আয়োজন করা হয়েছে',
    'amar basay agun laga',
    '',
  ])('%s → none', (text) => {
    expect(worshipAttacks(text)).toEqual([]);
  });
});

describe('the worship_attack warning with the shipped models (decision 0110)', () => {
  it('names the call when a model with a threat class reads the text as harmless, and says nothing otherwise', async () => {
    const registry = await loadModelRegistry(MODELS_DIR);
    const model = registry.get('bangla-sentiment-v1')!;
    const missed = model.predict('ওদের মসজিদে আগুন দাও');
    expect(missed.prediction).toBe('not_bully');
    const warning = missed.warnings.find((w) => w.code === 'worship_attack');
    expect(warning?.message.en).toBe(
      'This text holds "মসজিদে আগুন দাও", a call to attack a place of worship. The model learned such places mostly from harmless comments and read the text as Normal Text: read it before deciding it is harmless.',
    );
    expect(warning?.message.bn).toMatch(/^লেখাটিতে আছে "মসজিদে আগুন দাও", যা উপাসনালয়ে হামলার ডাক।/);
    // Called a threat: nothing to add.
    const called = model.predict('ওদের মন্দিরে ঢুকে সব ভেঙে দাও');
    expect(called.prediction).toBe('threat');
    expect(called.warnings.some((w) => w.code === 'worship_attack')).toBe(false);
    // A model without a threat class says nothing of it.
    const sentiment = registry.get('sentiment-pro')!.predict('ওদের মসজিদে আগুন দাও');
    expect(sentiment.warnings.some((w) => w.code === 'worship_attack')).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { MODELS_DIR } from '../cli/paths';
import { loadModelRegistry } from '../model/registry';
import { faithSlurs } from './faith-slurs';

describe('faithSlurs (decision 0109)', () => {
  it.each([
    ['কাঠমোল্লা একটা', ['কাঠমোল্লা']],
    ['কাটামোল্লা গুলা দেশটা শেষ করল', ['কাটামোল্লা']],
    ['মালাউনের বাচ্চারা সব চোর', ['মালাউনের']],
    ['এই মালু গুলারে চিনি', ['মালু']],
    ['মালুদের কথা বাদ দাও', ['মালুদের']],
    ['গোমূত্রখোর একটা', ['গোমূত্রখোর']],
    // Dialect and endings; named once, in their order.
    ['কাঠমোল্লাগুলা আর মালাউনরা, কাঠমোল্লাগুলা', ['কাঠমোল্লাগুলা', 'মালাউনরা']],
    // ো typed in two halves (ে and া): named as typed.
    ['কাঠম\u09c7\u09beল্লা একটা', ['কাঠম\u09c7\u09beল্লা']],
    // Romanized, as typed.
    ['kathmolla ekta', ['kathmolla']],
    ['katamolla gula', ['katamolla']],
    ['malaun gula', ['malaun']],
    // Quoted to reject it: still named (the notice says it may be quoted).
    ['কাউকে মালাউন বলা ঠিক না', ['মালাউন']],
  ])('%s → %j', (text, slurs) => {
    expect(faithSlurs(text)).toEqual(slurs);
  });

  it.each([
    // Words that start like one, and words of preaching or news that are not slurs.
    'মালুম হচ্ছে আজ বৃষ্টি হবে',
    'মালিক সাহেব দোকানে নেই',
    'আল্লাহ সবাইকে হেদায়েত দান করুন',
    'amar malik bhalo manush',
    'সে কাফের হয়ে যায়, আল্লাহ হেদায়েত দিন',
    'মোল্লা সাহেব নামাজ পড়ালেন',
    'জঙ্গি হামলায় তিনজন নিহত',
    'হিন্দু মুসলিম ভাই ভাই',
    '',
  ])('%s → none', (text) => {
    expect(faithSlurs(text)).toEqual([]);
  });
});

describe('the faith_slur warning with the shipped models (decision 0109)', () => {
  it('names the slur when a model with a religious class reads the text as harmless, and says nothing otherwise', async () => {
    const registry = await loadModelRegistry(MODELS_DIR);
    const model = registry.get('bangla-sentiment-v1')!;
    const missed = model.predict('কাঠমোল্লা একটা');
    expect(missed.prediction).toBe('not_bully');
    const warning = missed.warnings.find((w) => w.code === 'faith_slur');
    expect(warning?.message.en).toBe(
      'This text holds "কাঠমোল্লা", a slur for a faith or its people. The model learned it from few comments and read the text as Normal Text, but it may attack a faith\'s people (or quote the slur to reject it): read it before deciding it is harmless.',
    );
    expect(warning?.message.bn).toMatch(/^লেখাটিতে আছে "কাঠমোল্লা", যা কোনো ধর্ম বা তার মানুষদের জন্য একটি গালি।/);
    // Romanized, named as typed.
    const romanized = model.predict('kathmolla ekta');
    expect(romanized.warnings.find((w) => w.code === 'faith_slur')?.message.en).toMatch(
      /^This text holds "kathmolla",/,
    );
    // Called religious hate: nothing to add.
    const called = model.predict('মালাউন একটা');
    expect(called.prediction).toBe('religious');
    expect(called.warnings.some((w) => w.code === 'faith_slur')).toBe(false);
    // A model without a religious class says nothing of it.
    const sentiment = registry.get('sentiment-pro')!.predict('কাঠমোল্লা একটা');
    expect(sentiment.warnings.some((w) => w.code === 'faith_slur')).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { MODELS_DIR } from '../cli/paths';
import { loadModelRegistry } from '../model/registry';
import { normalizeToken } from '../text/normalize-text';
import { faithNamesDeciding, isFaithName } from './faith-names';
import { wordContribution } from '../testing/word-contribution';

const word = (w: string, contribution: number, start: number) =>
  wordContribution(normalizeToken(w), contribution, start, w.length);

describe('isFaithName', () => {
  it("knows a faith's name with its plural, case and emphasis endings, and nothing else (decision 0094)", () => {
    for (const name of ['হিন্দু', 'হিন্দুরা', 'মুসলমানদের', 'ইসলামের', 'খ্রিস্টানও', 'বৌদ্ধরা', 'মুসলিমকে']) {
      expect(isFaithName(normalizeToken(name)), name).toBe(true);
    }
    for (const other of ['মালাউন', 'জঙ্গি', 'হিন্দুস্তান', 'ইসলামী', 'ভাই', 'রা']) {
      expect(isFaithName(normalizeToken(other)), other).toBe(false);
    }
  });
});

describe('faithNamesDeciding', () => {
  const text = 'হিন্দু মুসলিম ভাই ভাই';
  const words = [word('মুসলিম', 30, 7), word('হিন্দু', 20, 0), word('ভাই', -9, 14)];

  it('names every faith of the text, strongest first, when without them all the text reads harmless', () => {
    let asked = '';
    const names = faithNamesDeciding(words, text, (without) => {
      asked = without;
      return true;
    });
    expect(names?.map((w) => w.word)).toEqual(['মুসলিম', 'হিন্দু'].map(normalizeToken));
    expect(asked.trim().split(/\s+/)).toEqual(['ভাই', 'ভাই']);
  });

  it('says nothing when the text still reads harmful without them, or the strongest word is not a faith', () => {
    expect(faithNamesDeciding(words, text, () => false)).toBeUndefined();
    const slur = [word('মালাউন', 40, 0), word('হিন্দু', 20, 7)];
    expect(faithNamesDeciding(slur, 'মালাউন হিন্দু', () => true)).toBeUndefined();
    expect(faithNamesDeciding([], '', () => true)).toBeUndefined();
  });
});

describe('the faith_names warning with the shipped models (decision 0094)', () => {
  it('names the faiths when they alone make a harmful result, as typed, and not when more is said', async () => {
    const model = (await loadModelRegistry(MODELS_DIR)).get('bangla-sentiment-v1')!;
    // "Muslims, Hindus, Buddhists and Christians together make Bangladesh."
    const unity = model.predict('মুসলিম হিন্দু বৌদ্ধ খ্রিস্টান সবাই মিলে বাংলাদেশ');
    expect(unity.prediction).toBe('religious');
    expect([...(unity.faith_names ?? [])].sort()).toEqual(['খ্রিস্টান', 'বৌদ্ধ', 'মুসলিম', 'হিন্দু'].sort());
    const warning = unity.warnings.find((w) => w.code === 'faith_names');
    expect(warning?.message.en).toMatch(/^The names of faiths decide this result: without "/);
    expect(warning?.message.bn).toMatch(/^ধর্মের নাম এই ফলাফল ঠিক করেছে/);
    // A slur says more than the faith's name: no such warning.
    const slur = model.predict('হিন্দুরা সব মালাউন, এদেশ থেকে বের করে দেওয়া উচিত');
    expect(slur.prediction).toBe('religious');
    expect(slur.faith_names).toBeUndefined();
    expect(slur.warnings.map((w) => w.code)).not.toContain('faith_names');
    // A harmless result, and the models of other tasks, never carry it.
    expect(model.predict('শুভ জন্মাষ্টমী, হিন্দু ভাইদের শুভেচ্ছা').faith_names).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { MODELS_DIR } from '../cli/paths';
import { loadModelRegistry } from '../model/registry';
import { normalizeToken } from '../text/normalize-text';
import { EVERYDAY_WORDS, everydayWordDeciding, isEverydayWord } from './everyday-words';
import { wordContribution as word } from '../testing/word-contribution';

describe('everydayWordDeciding', () => {
  const text = 'নতুন জুতা কিনলাম';
  const words = [word('নতুন', -1, 0), word('জুতা', 60, 5), word('কিনলাম', 2, 10)];

  it('names the strongest word for the class when it is an everyday word and the text reads harmless without it', () => {
    const seen: string[] = [];
    const found = everydayWordDeciding(words, text, (without) => {
      seen.push(without);
      return true;
    });
    expect(found?.word).toBe('জুতা');
    // Every occurrence is taken out, and the rest of the text is kept as it was.
    expect(seen).toEqual(['নতুন   কিনলাম']);
  });

  it('says nothing when the text without the word still reads harmful, or the strongest word is not everyday', () => {
    expect(everydayWordDeciding(words, text, () => false)).toBeUndefined();
    const slur = [word('নতুন', 1, 0), word('খানকি', 70, 5)];
    let asked = false;
    expect(
      everydayWordDeciding(slur, 'নতুন খানকি', () => {
        asked = true;
        return true;
      }),
    ).toBeUndefined();
    // The text is read again only for an everyday word.
    expect(asked).toBe(false);
    expect(everydayWordDeciding([], '', () => true)).toBeUndefined();
  });

  it('holds the words it names in their normalised forms, and no slur', () => {
    expect(EVERYDAY_WORDS.has('জুতা')).toBe(true);
    expect(EVERYDAY_WORDS.has('ফেসবুকে')).toBe(true);
    for (const slur of ['খানকি', 'মাগি', 'মালাউন', 'কুত্তা', 'মেরে']) expect(EVERYDAY_WORDS.has(slur)).toBe(false);
    // Everyday words that begin with a vulgar word's letters are in (decision 0121); the vulgar word is not.
    for (const word of ['বাল্ব', 'বালিশ', 'বালু', 'বাল্যবিবাহ', 'বালো', 'মালামাল', 'চোদ্দ'])
      expect(EVERYDAY_WORDS.has(normalizeToken(word)), word).toBe(true);
    for (const vulgar of ['বাল', 'বালের', 'বালছাল', 'মাল'])
      expect(EVERYDAY_WORDS.has(normalizeToken(vulgar)), vulgar).toBe(false);
  });

  it('knows an everyday word with a classifier after it (decision 0090) and an emoji alone (decision 0093), nothing else', () => {
    for (const word of ['লিংকটা', 'লিংকটি', 'জুতাগুলো', 'দুধটা', 'মালিকটাকে', 'ফেসবুকটাও']) {
      expect(isEverydayWord(normalizeToken(word)), word).toBe(true);
    }
    // An emoji alone, with its skin tone or its presentation selector, is one too (decision 0093); a word with one is not.
    for (const emoji of ['😍', '😡', '👍🏽', '❤️']) expect(isEverydayWord(emoji), emoji).toBe(true);
    for (const word of ['a😂', 'ভাই😂']) expect(isEverydayWord(word), word).toBe(false);
    // A slur with a classifier, a classifier alone, and a word that only ends like one are not.
    for (const word of ['খানকিটা', 'মাগিগুলো', 'টা', 'গুলো', 'লিংকড়া']) {
      expect(isEverydayWord(normalizeToken(word)), word).toBe(false);
    }
  });
});

describe('the everyday_word warning with the shipped models (decision 0081)', () => {
  it('warns when one everyday word alone makes a harmful result, names it as typed, and only then', async () => {
    const registry = await loadModelRegistry(MODELS_DIR);
    const model = registry.get('bangla-sentiment-v1')!;
    const shoes = model.predict('নতুন জুতা কিনলাম, খুব আরাম');
    expect(shoes.prediction).not.toBe('not_bully');
    expect(shoes.everyday_word).toBe('জুতা');
    const warning = shoes.warnings.find((w) => w.code === 'everyday_word');
    expect(warning?.message.en).toContain('"জুতা"');
    expect(warning?.message.bn).toContain('"জুতা"');
    // Romanized Bangla: found on the word as the model read it, named as the user typed it.
    const typed = model.predict('natun juta kinlam, khub aram');
    expect(typed.prediction).not.toBe('not_bully');
    expect(typed.everyday_word).toBe('juta');
    // With a classifier, the same word (decision 0090): "bro, give the link" is no sexual comment.
    const link = model.predict('ভাই লিংকটা দেন');
    expect(link.prediction).not.toBe('not_bully');
    expect(link.everyday_word).toBe('লিংকটা');
    // An angry face alone is no threat: the answer says one emoji made it (decision 0093).
    const angry = model.predict('😡');
    expect(angry.prediction).not.toBe('not_bully');
    expect(angry.everyday_word).toBe('😡');
    // A threat that says more than the word keeps no such warning: without the shoes it is still a threat.
    const threat = model.predict('ওকে জুতা মারা উচিত');
    expect(threat.prediction).toBe('threat');
    expect(threat.everyday_word).toBeUndefined();
    expect(threat.warnings.map((w) => w.code)).not.toContain('everyday_word');
    // A bulb, with a classifier, is trolling through the letters it shares with a vulgar word (decision 0121).
    const bulb = model.predict('ঘরের বাল্বটা জ্বলছে না');
    expect(bulb.prediction).toBe('troll');
    expect(bulb.everyday_word).toBe('বাল্বটা');
    // The vulgar word itself keeps no such warning.
    expect(model.predict('তোর বালের কথা শুনব না').everyday_word).toBeUndefined();
    // A harmless result, and the models of other tasks, never carry it.
    expect(model.predict('ঈদ মোবারক সবাইকে').everyday_word).toBeUndefined();
    for (const id of ['sentiment-pro', 'spam-detector']) {
      const other = registry.get(id)!.predict('নতুন জুতা কিনলাম, খুব আরাম');
      expect(
        other.warnings.map((w) => w.code),
        id,
      ).not.toContain('everyday_word');
    }
  });
});

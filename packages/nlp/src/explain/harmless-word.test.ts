import { beforeAll, describe, expect, it } from 'vitest';
import { MODELS_DIR } from '../cli/paths';
import { loadModelRegistry, type ModelRegistry } from '../model/registry';
import { harmlessWordDeciding } from './harmless-word';
import { wordContribution as word } from '../testing/word-contribution';

describe('harmlessWordDeciding', () => {
  // "I'll shoot you": the pronoun adds most to the harmless class.
  const words = [word('আমি', 13, 0), word('তোকে', -12, 4), word('গুলি', -12, 9), word('করব', -1, 14)];

  it('names the word that adds most to the harmless result when the text without it reads as a harm', () => {
    const asked: string[] = [];
    const found = harmlessWordDeciding(words, (w) => {
      asked.push(w.word);
      return 'threat';
    });
    expect(found?.word.word).toBe('আমি');
    expect(found?.label).toBe('threat');
    // Only that word is taken out.
    expect(asked).toEqual(['আমি']);
  });

  it('says nothing when the text still reads harmless without it, or no word adds to the result', () => {
    expect(harmlessWordDeciding(words, () => 'not_bully')).toBeUndefined();
    let asked = false;
    const against = [word('তোকে', -3, 0), word('গুলি', -5, 5)];
    expect(
      harmlessWordDeciding(against, () => {
        asked = true;
        return 'threat';
      }),
    ).toBeUndefined();
    expect(asked).toBe(false);
  });
});

describe('the harmless_word warning through the default model (decision 0102)', () => {
  let registry: ModelRegistry;
  beforeAll(async () => {
    registry = await loadModelRegistry(MODELS_DIR);
  });
  const model = () => registry.get('bangla-sentiment-v1')!;
  const warningOf = (text: string) =>
    model()
      .predict(text)
      .warnings.find((w) => w.code === 'harmless_word');

  // "Brother, I'll hit you": a kind word keeps a threat harmless (shobdo-v2 2.20.0; until 2.19.0 "আমি তোকে গুলি করব",
  // "I'll shoot you", was the example, kept harmless by আমি, and it is a threat since).
  it('comes with a threat a kind word keeps harmless, named as typed in Bengali and in Latin letters', () => {
    for (const [text, typed] of [
      ['ভাই তোকে মারব', 'ভাই'],
      ['bhai toke marbo', 'bhai'],
    ] as const) {
      expect(model().predict(text).prediction).toBe('not_bully');
      const warning = warningOf(text);
      expect(warning?.message.en).toBe(
        `One word decides this result: without "${typed}" the model reads the text as Threatening Content. The model learned "${typed}" mostly from harmless comments, but it can stand beside abuse or a threat too: read the text before taking it as harmless.`,
      );
      expect(warning?.message.bn).toMatch(
        new RegExp(
          `^একটি শব্দই এই ফলাফল ঠিক করেছে: "${typed}" বাদ দিলে মডেলটি লেখাটিকে হুমকিমূলক বিষয়বস্তু হিসেবে পড়ে।`,
          'u',
        ),
      );
    }
  });

  it('does not come with a harmless text that reads harmless without any one word, nor with a harmful result', () => {
    expect(warningOf('আমি তোকে কাল ফোন করব')).toBeUndefined();
    expect(warningOf('ভাই আপনার ভিডিওটা দেখে অনেক ভালো লাগলো')).toBeUndefined();
    for (const text of ['তোকে খুন করব', 'আমি তোকে গুলি করব']) {
      const threat = model().predict(text);
      expect(threat.prediction).toBe('threat');
      expect(threat.warnings.map((w) => w.code)).not.toContain('harmless_word');
    }
  });

  it('is not given by a model without a harmless class of the bullying task', () => {
    const sentiment = registry.get('sentiment-pro');
    expect(sentiment?.predict('আমি তোকে গুলি করব').warnings.map((w) => w.code)).not.toContain('harmless_word');
  });
});

import { describe, expect, it } from 'vitest';
import { detectInputScript } from '../text/detect-language';
import { analysisWarnings, faithNamesWarning } from './warnings';

const sure = [
  { label: 'threat', confidence: 90 },
  { label: 'troll', confidence: 6 },
  { label: 'not_bully', confidence: 4 },
];
const codes = (w: { code: string }[]) => w.map((x) => x.code);

describe('detectInputScript', () => {
  it.each([
    ['তোকে মেরে ফেলব', 'bengali'],
    ['ভাই this is খুব ভালো', 'bengali'],
    ['You are such a stupid idiot', 'english'],
    ['I will kill you', 'english'],
    ["I'm going to hurt you", 'english'],
    ['ami tore mere felbo', 'romanized'],
    ['video call e aso keu dekhbe na', 'romanized'],
    ['kal office e jabo na', 'romanized'],
    ['রেজিস্ট্রেশন লিংক https://reg.example.com/x', 'bengali'],
    ['অফার দেখুন www.bigshopoffer.com.bd', 'bengali'],
    ['Nice video ভাই', 'mixed'],
    ['তুই একটা stupid idiot, shut up', 'mixed'],
    ['I will pay ৫০০ only', 'english'],
  ])('%s → %s', (text, script) => {
    expect(detectInputScript(text)).toBe(script);
  });
});

describe('analysisWarnings', () => {
  it('gives nothing for a confident result on Bengali text', () => {
    expect(analysisWarnings('তোকে মেরে ফেলব', ['bengali'], sure)).toEqual([]);
  });

  it('tells that English is not read, in both languages, whatever the model reads', () => {
    for (const reads of [['bengali'], ['bengali', 'romanized']] as const) {
      const [w] = analysisWarnings('You are such a stupid idiot', reads, sure);
      expect(w?.code).toBe('unsupported_language');
      expect(w?.message.en).toMatch(/looks like English/);
      expect(w?.message.bn).toMatch(/ইংরেজি/);
    }
  });

  it('tells, of English beside Bengali words, that part of the text is English, not that the text is (decision 0086)', () => {
    for (const reads of [['bengali'], ['bengali', 'romanized']] as const) {
      const warnings = analysisWarnings('তুই একটা stupid idiot, shut up', reads, sure);
      expect(codes(warnings)).toEqual(['unsupported_language']);
      expect(warnings[0]?.message.en).toMatch(/^Part of this text is English/);
      expect(warnings[0]?.message.en).not.toMatch(/looks like English/);
      expect(warnings[0]?.message.bn).toMatch(/^এই লেখার একটি অংশ ইংরেজি/);
    }
  });

  it('tells that a text in another writing is not read, in both languages, whatever the model reads (decision 0088)', () => {
    for (const reads of [['bengali'], ['bengali', 'romanized']] as const) {
      const warnings = analysisWarnings('नमस्ते दोस्त कैसे हो', reads, sure);
      expect(codes(warnings)).toEqual(['unsupported_language']);
      expect(warnings[0]?.message.en).toMatch(
        /^This text looks like a writing other than Bengali script and Latin letters/,
      );
      expect(warnings[0]?.message.en).toMatch(/the result is not reliable\.$/);
      expect(warnings[0]?.message.bn).toMatch(/অন্য কোনো লিপিতে লেখা/);
    }
  });

  it('says when the model knows no word of the text, unless the text is already called unreadable (decision 0092)', () => {
    const [w] = analysisWarnings('??? 123', ['bengali', 'romanized'], sure, { readNothing: true });
    expect(w?.code).toBe('no_words');
    expect(w?.message.en).toMatch(/^The model knows no word of this text/);
    expect(w?.message.bn).toMatch(/কোনো শব্দ মডেলটির চেনা নয়/);
    expect(codes(analysisWarnings('??? 123', ['bengali'], sure))).toEqual([]);
    // English or another writing already says the result is not reliable: no second notice.
    expect(codes(analysisWarnings('नमस्ते दोस्त', ['bengali'], sure, { readNothing: true }))).toEqual([
      'unsupported_language',
    ]);
  });

  it('says when the text holds only emoji, unless the model knows none of them (decision 0103)', () => {
    for (const text of ['😡', '😂😂😡🤬', '🔪🔪 !!!', '🇧🇩 ❤️']) {
      const warnings = analysisWarnings(text, ['bengali', 'romanized'], sure);
      expect(codes(warnings), text).toEqual(['only_emoji']);
      expect(warnings[0]?.message.en).toMatch(/^This text holds only emoji, no words\..*not what this text means\.$/);
      expect(warnings[0]?.message.bn).toMatch(/^এই লেখায় শুধু ইমোজি আছে, কোনো শব্দ নেই।/);
    }
    // A word or a number beside the emoji, or no emoji at all: not said.
    for (const text of ['ভাই 😂😂', 'lol 😂', '100 😂', '??? !!!', '']) {
      expect(codes(analysisWarnings(text, ['bengali', 'romanized'], sure)), text).not.toContain('only_emoji');
    }
    // Emoji the model has never seen: the result is its starting point, which no_words already says.
    expect(codes(analysisWarnings('👍', ['bengali'], sure, { readNothing: true }))).toEqual(['no_words']);
  });

  it('names the faiths that decide a result, one or many, in both languages (decision 0094)', () => {
    const one = faithNamesWarning(['হিন্দু']);
    expect(one.code).toBe('faith_names');
    expect(one.message.en).toMatch(/^The name of a faith decides this result: without "হিন্দু" the model reads/);
    expect(one.message.en).toContain('this name');
    const many = faithNamesWarning(['মুসলিম', 'হিন্দু', 'বৌদ্ধ']);
    expect(many.message.en).toMatch(/^The names of faiths decide this result: without "মুসলিম", "হিন্দু" and "বৌদ্ধ" /);
    expect(many.message.bn).toContain('"মুসলিম", "হিন্দু" ও "বৌদ্ধ" বাদ দিলে');
    expect(codes(analysisWarnings('হিন্দু', ['bengali'], sure, { faithNames: ['হিন্দু'] }))).toEqual(['faith_names']);
  });

  it('says of Latin-letter words beside Bengali ones that those words were read as romanized Bangla (decision 0086)', () => {
    const [part] = analysisWarnings('ফালতু content, unsubscribe করলাম', ['bengali', 'romanized'], sure);
    expect(part?.code).toBe('romanized_input');
    expect(part?.message.en).toMatch(/^Part of this text is in Latin letters/);
    expect(part?.message.bn).toMatch(/^এই লেখার একটি অংশ রোমান হরফে/);
    const [whole] = analysisWarnings('ami tore mere felbo', ['bengali', 'romanized'], sure);
    expect(whole?.message.en).toMatch(/^This text is romanized Bangla/);
  });

  it('tells a Bengali-script model that romanized Bangla is not read, but not a model that reads it', () => {
    expect(codes(analysisWarnings('ami tore mere felbo', ['bengali'], sure))).toEqual(['unsupported_language']);
    expect(analysisWarnings('ami tore mere felbo', ['bengali'], sure)[0]?.message.en).toMatch(/romanized Bangla/);
    expect(codes(analysisWarnings('ami tore mere felbo', ['bengali', 'romanized'], sure))).toEqual(['romanized_input']);
  });

  it('notes, in both languages, that romanized Bangla was read through the transliteration', () => {
    const [w] = analysisWarnings('ami tore mere felbo', ['bengali', 'romanized'], sure);
    expect(w?.code).toBe('romanized_input');
    expect(w?.message.en).toMatch(/romanized Bangla/);
    expect(w?.message.en).toMatch(/the ones you wrote/);
    expect(w?.message.bn).toMatch(/রোমান হরফে লেখা বাংলা/);
    expect(analysisWarnings('তোকে মেরে ফেলব', ['bengali', 'romanized'], sure)).toEqual([]);
    expect(codes(analysisWarnings('I will kill you', ['bengali', 'romanized'], sure))).toEqual([
      'unsupported_language',
    ]);
  });

  it('warns of a low confidence: under 50% with three classes or more, under 60% with two', () => {
    const low = [
      { label: 'threat', confidence: 45 },
      { label: 'troll', confidence: 25 },
      { label: 'not_bully', confidence: 30 },
    ];
    expect(codes(analysisWarnings('লেখা', ['bengali'], low))).toEqual(['low_confidence']);
    const two = [
      { label: 'spam', confidence: 58 },
      { label: 'not_spam', confidence: 42 },
    ];
    expect(codes(analysisWarnings('লেখা', ['bengali'], two))).toEqual(['low_confidence']);
    expect(
      codes(
        analysisWarnings(
          'লেখা',
          ['bengali'],
          [
            { label: 'spam', confidence: 61 },
            { label: 'not_spam', confidence: 39 },
          ],
        ),
      ),
    ).toEqual([]);
  });

  it('warns of close classes within 15 points, with the message in both languages', () => {
    const close = [
      { label: 'threat', confidence: 52 },
      { label: 'troll', confidence: 38 },
      { label: 'not_bully', confidence: 10 },
    ];
    const warnings = analysisWarnings('লেখা', ['bengali'], close);
    expect(codes(warnings)).toEqual(['close_classes']);
    // Both classes named (decision 0104).
    expect(warnings[0]?.message.en).toBe(
      'Two classes are close: the second most likely class, Trolling Content, is within 15 points of the result, Threatening Content.',
    );
    expect(warnings[0]?.message.bn).toBe(
      'দুটি শ্রেণি কাছাকাছি: দ্বিতীয় সম্ভাব্য শ্রেণি ট্রলিং বিষয়বস্তু ফলাফলের (হুমকিমূলক বিষয়বস্তু) ১৫ পয়েন্টের মধ্যে।',
    );
    expect(
      codes(
        analysisWarnings(
          'লেখা',
          ['bengali'],
          [
            { label: 'threat', confidence: 54 },
            { label: 'troll', confidence: 38 },
            { label: 'x', confidence: 8 },
          ],
        ),
      ),
    ).toEqual([]);
  });
});

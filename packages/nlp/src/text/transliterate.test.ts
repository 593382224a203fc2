import { describe, expect, it } from 'vitest';
import { composeBengali } from './normalize-text';
import { alternativeSpellings, transliterateText, transliterateWord } from './transliterate';

describe('transliterateWord', () => {
  it.each([
    // vowels: independent at the start, signs after a consonant, a medial o is the inherent vowel
    ['ami', 'আমি'],
    ['onek', 'অনেক'],
    ['kotha', 'কথা'],
    ['korbo', 'করবো'],
    ['mere', 'মেরে'],
    ['felbo', 'ফেলবো'],
    ['dimu', 'দিমু'],
    ['keu', 'কেউ'],
    ['jaan', 'জান'],
    ['boi', 'বৈ'],
    // aspirates and digraphs
    ['khub', 'খুব'],
    ['ghor', 'ঘর'],
    ['dekhao', 'দেখাও'],
    ['lash', 'লাশ'],
    // ch: চ at the start of a word, ছ inside it (the colloquial verb endings)
    ['cholo', 'চলো'],
    ['ache', 'আছে'],
    ['hoyeche', 'হয়েছে'],
    ['kichu', 'কিছু'],
    // y between vowels, v for ভ, ng before a vowel
    ['kupaiya', 'কুপাইয়া'],
    ['valo', 'ভালো'],
    ['rong', 'রং'],
    ['dhonnobad', 'ধন্যবাদ'],
    // y between a consonant and a vowel: the ya-phala
    ['byapar', 'ব্যাপার'],
    ['dhyan', 'ধ্যান'],
    ['shyamol', 'শ্যামল'],
    ['maya', 'মায়া'],
    // a consonant before r makes a conjunct
    ['prem', 'প্রেম'],
    // the list of words the rules cannot guess
    ['tore', 'তোরে'],
    ['kno', 'কেন'],
    ['bhai', 'ভাই'],
    ['vai', 'ভাই'],
    // frequent words the rules would spell as another word (একতা, "unity"; শব, "corpse") or a misspelling
    ['ekta', 'একটা'],
    ['shob', 'সব'],
    ['taka', 'টাকা'],
    ['manush', 'মানুষ'],
    // faiths and the words said of them, in the dictionary's spelling, with their endings (romanized-faith-words.ts)
    ['hindu', 'হিন্দু'],
    ['muslimder', 'মুসলিমদের'],
    ['Nastik', 'নাস্তিক'],
    // a chandrabindu where the rules and their search find another word (পাছ; decision 0119)
    ['pach', 'পাঁচ'],
    ['bachabe', 'বাঁচাবে'],
    // words of comments written outside the team that the rules read as another word or a misspelling (decision 0123):
    // bala (Sylheti, good) not বালা, which the default model reads as a vulgar word; bondho not বনধ
    ['bala', 'ভালা'],
    ['bondho', 'বন্ধ'],
    ['thot', 'ঠোঁট'],
    // and words of BanTH's training part that no spelling the search tries reads as a word the model knows
    ['satro', 'ছাত্র'],
    ['batper', 'বাটপার'],
  ])('%s → %s', (latin, bengali) => {
    // য় and ড় come out composed (one letter each), as the tokeniser normalises them.
    expect(transliterateWord(latin)).toBe(composeBengali(bengali));
  });

  it('spells bachay with a chandrabindu and চ, not as বাছা (a child), which the search would find first (decision 0119)', () => {
    expect(composeBengali(transliterateWord('bachay'))).toBe(composeBengali('বাঁচায়'));
    expect(composeBengali(transliterateText('bachay', (w) => w === 'বাছা').text)).toBe(composeBengali('বাঁচায়'));
  });

  it('spells a word named like a property every object has by the rules, as any other word', () => {
    expect(transliterateWord('constructor')).toBe('কনসত্রুকতর');
    expect(alternativeSpellings('constructor').length).toBeGreaterThan(0);
    expect(transliterateText('ami constructor', () => false).text).toBe('আমি কনসত্রুকতর');
  });

  it('reads capitals and letters held for emphasis like the plain word', () => {
    expect(transliterateWord('VALO')).toBe('ভালো');
    expect(transliterateWord('valooooo')).toBe(transliterateWord('valo'));
    expect(transliterateWord('Ami')).toBe('আমি');
  });
});

describe('transliterateText', () => {
  it('keeps Bengali, digits, emoji and punctuation as they are', () => {
    const t = transliterateText('ami tore mere felbo! ভাই ১২ 😡');
    expect(t.text).toBe('আমি তোরে মেরে ফেলবো! ভাই ১২ 😡');
  });

  it('maps the start and end of every transliterated word back to the word as typed', () => {
    const original = 'bhai, kno eto deri? ok 😀 valo';
    const t = transliterateText(original);
    for (const m of t.text.matchAll(/[\p{L}\p{M}]+|\p{Extended_Pictographic}/gu)) {
      const start = t.toOriginal(m.index);
      const end = t.toOriginal(m.index + m[0].length);
      const typed = original.slice(start, end);
      expect(typed).toMatch(/^(?:[a-z]+|😀)$/);
      expect(transliterateText(typed).text).toBe(m[0]);
    }
    expect(t.toOriginal(t.text.length)).toBe(original.length);
    expect(t.toOriginal(0)).toBe(0);
  });

  it('changes nothing in a text without Latin letters', () => {
    const t = transliterateText('তোকে মেরে ফেলব ১০,০০০');
    expect(t.text).toBe('তোকে মেরে ফেলব ১০,০০০');
    expect(t.toOriginal(5)).toBe(5);
  });

  it('keeps links as typed and maps the words around them back', () => {
    const original = 'offer dekhun www.shop.com.bd ba mail sale@shop.com ebong bit.ly/x ekhoni';
    const t = transliterateText(original);
    for (const link of ['www.shop.com.bd', 'sale@shop.com', 'bit.ly/x']) expect(t.text).toContain(link);
    expect(t.text).not.toMatch(/\b(?:offer|dekhun|ekhoni)\b/);
    const last = t.text.lastIndexOf(' ') + 1;
    expect(original.slice(t.toOriginal(last), t.toOriginal(t.text.length))).toBe('ekhoni');
  });
});

describe('alternativeSpellings', () => {
  it('offers the other letter of each pair typed alike, one change before two', () => {
    const alternatives = alternativeSpellings('pitaiya');
    expect(transliterateWord('pitaiya')).toBe(composeBengali('পিতাইয়া'));
    expect(alternatives[0]).toBe(composeBengali('পিটাইয়া'));
    expect(alternativeSpellings('dhandabaj')).toEqual(
      expect.arrayContaining(['ঢানদাবাজ', 'ধানডাবাজ', 'ধানদাবায', 'ঢানডাবাজ']),
    );
    const dat = alternativeSpellings('dat');
    expect(dat.indexOf('ডাত')).toBeLessThan(dat.indexOf('ডাট'));
  });

  it('joins consonants in a row before swapping a letter', () => {
    expect(transliterateWord('andolon')).toBe('আনদলন');
    expect(alternativeSpellings('andolon')[0]).toBe('আন্দলন');
    expect(alternativeSpellings('mama')).not.toContain('ম্মা'); // no consonants in a row: nothing to join
    expect(alternativeSpellings('buddhi')[0]).toBe('বুদ্ধি'); // an aspirate second (ddh)
    expect(alternativeSpellings('bachcha')[0]).toBe('বাছ্ছা'); // an aspirate first (chch)
  });

  it.each([
    // c for চ or ছ, and a doubled c for চ্ছ
    ['kicu', 'কিছু'],
    ['ace', 'আছে'],
    ['hocce', 'হচ্ছে'],
    ['hocche', 'হচ্ছে'],
    // a first a for এ
    ['akhon', 'এখন'],
    ['ader', 'এদের'],
    // a glide between vowels
    ['dewa', 'দেওয়া'],
    ['awami', 'আওয়ামি'],
    ['dia', 'দিয়া'],
    // oi as two vowels
    ['hoise', 'হইসে'],
    ['koira', 'কইরা'],
    // a last y, a last o, a medial o
    ['rony', 'রনি'],
    ['korey', 'করে'],
    ['chatro', 'চাত্র'],
    ['golam', 'গোলাম'],
    // a consonant apart from the r or l after it
    ['korle', 'করলে'],
    ['amra', 'আমরা'],
    // শ for স, as typists write sh for either
    ['ashbe', 'আসবে'],
    // a chandrabindu over the first vowel, which no Latin key stands for (decision 0119)
    ['chad', 'চাঁদ'],
    ['kadbi', 'কাঁদবি'],
    ['khujis', 'খুঁজিস'],
    ['ashte', 'আঁশতে'],
  ])('offers %s → %s, another way of typing Bangla on a Latin keyboard', (latin, bengali) => {
    expect(transliterateWord(latin)).not.toBe(composeBengali(bengali));
    expect(alternativeSpellings(latin)).toContain(composeBengali(bengali));
  });

  it('offers ড় for an r after a vowel, never for a first r or one joined to a consonant', () => {
    expect(transliterateWord('gari')).toBe('গারি');
    // ড় before the nasal vowel (decision 0119), which comes alone, never with ড়.
    expect(alternativeSpellings('gari')).toEqual([composeBengali('গাড়ি'), 'গাঁরি']);
    expect(alternativeSpellings('barir')[0]).toBe(composeBengali('বাড়ির'));
    expect(alternativeSpellings('pora')).toContain(composeBengali('পড়া'));
    expect(alternativeSpellings('ghora')).toContain(composeBengali('ঘোড়া')); // a medial o and ড়: two changes
    const RRA = composeBengali('ড়');
    expect(alternativeSpellings('rag').some((a) => a.startsWith(RRA))).toBe(false);
    for (const word of ['karma', 'prem', 'kortoboy']) {
      expect(alternativeSpellings(word).some((a) => a.includes(`${RRA}্`) || a.includes(`্${RRA}`))).toBe(false);
    }
  });

  it('tries one change before two', () => {
    // ondho: the last o (one change), then the last o with the consonants joined (two).
    const ondho = alternativeSpellings('ondho');
    expect(ondho.indexOf('অনধ')).toBeGreaterThanOrEqual(0);
    expect(ondho.indexOf('অনধ')).toBeLessThan(ondho.indexOf('অন্ধ'));
  });

  it('offers none for a word of the list of frequent words, and for a word with no letter typed alike only the nasal vowel', () => {
    expect(alternativeSpellings('tore')).toEqual([]);
    expect(alternativeSpellings('mama')).toEqual(['মাঁমা']);
  });

  it('puts the chandrabindu over the first vowel alone, a letter, a sign or the inherent vowel (decision 0119)', () => {
    expect(alternativeSpellings('uchu')).toContain('উঁছু');
    expect(alternativeSpellings('ata')).toContain('আঁতা');
    expect(alternativeSpellings('pod')).toContain('পঁদ');
    expect(alternativeSpellings('kadbe').filter((a) => a.split('ঁ').length > 2)).toEqual([]);
  });

  it('bounds the search: no word longer than any romanized Bangla word, six letters swapped at most', () => {
    expect(alternativeSpellings('ta'.repeat(11))).toEqual([]);
    // Ten letters typed alike (ত): the first six are swapped, one at a time (6) and two at a time (15); the nasal
    // first vowel once, alone (decision 0119).
    const alternatives = alternativeSpellings('ta'.repeat(10));
    expect(alternatives).toHaveLength(6 + 15 + 1);
    expect(alternatives.every((a) => a.endsWith('তাতাতাতা'))).toBe(true);
  });
});

describe('transliterateText with a vocabulary', () => {
  const vocabulary = new Set(['তোরে', composeBengali('পিটাইয়া'), 'মারবো']);
  const knows = (word: string) => vocabulary.has(word);

  it('spells a word the vocabulary lacks the first way it knows, and maps it back to the word as typed', () => {
    const original = 'tore pitaiya marbo';
    const t = transliterateText(original, knows);
    expect(t.text).toBe(composeBengali('তোরে পিটাইয়া মারবো'));
    const spelled = composeBengali('পিটাইয়া');
    const start = t.text.indexOf(spelled);
    expect(original.slice(t.toOriginal(start), t.toOriginal(start + spelled.length))).toBe('pitaiya');
  });

  it('spells an r the model knows as ড় that way: tor barir thikana', () => {
    const known = new Set(['তোর', composeBengali('বাড়ির'), 'ঠিকানা']);
    expect(transliterateText('tor barir thikana', (w) => known.has(w)).text).toBe(composeBengali('তোর বাড়ির ঠিকানা'));
  });

  it('reads a short word the vocabulary knows only letter by letter as an abbreviation', () => {
    const known = new Set(['বিএনপি', 'টিভি', 'আমি']);
    expect(transliterateText('bnp ar tv', (w) => known.has(w)).text).toBe('বিএনপি আর টিভি');
    // A word the rules spell in a way the vocabulary knows keeps that spelling.
    expect(transliterateText('ami', (w) => known.has(w) || w === 'এএমআই').text).toBe('আমি');
    // A word of more than four letters is not an abbreviation.
    expect(transliterateText('bnpbn', (w) => w === 'বিএনপিবিএন').text).toBe(transliterateWord('bnpbn'));
  });

  it("spells a faith word as the dictionary does even when the vocabulary also holds the rules' misspelling", () => {
    // The rules write হিনদু and নাসতিক; a model that saw those misspellings a few times would keep them.
    const misspelt = new Set(['হিনদু', 'নাসতিকদের']);
    const t = transliterateText('hindu nastikder', (w) => misspelt.has(w));
    expect(t.text).toBe('হিন্দু নাস্তিকদের');
    expect(alternativeSpellings('hindu')).toEqual([]);
    const start = t.text.indexOf('নাস্তিকদের');
    expect(t.toOriginal(start)).toBe('hindu '.length);
  });

  it('spells an English loanword the first listed way the model knows, or as any other word when it knows none (decision 0116)', () => {
    // The rules would write গুদ, a vulgar word, for good, চোদে for code and দেলিভেরয় for delivery.
    const known = new Set(['গুড', 'কোড', 'ডেলিভারি', 'অ্যাপস', 'খুব']);
    const t = transliterateText('delivery khub good, code ta app e', (w) => known.has(w));
    expect(t.text.split(/[ ,]+/)).toEqual(['ডেলিভারি', 'খুব', 'গুড', 'কোড', 'টা', 'অ্যাপস', 'এ']);
    const start = t.text.indexOf('অ্যাপস');
    expect(t.toOriginal(start)).toBe('delivery khub good, code ta '.length);
    // Without a vocabulary, the first listed spelling; a mobile-money service's name too (decision 0117).
    expect(transliterateText('app').text).toBe('অ্যাপ');
    expect(transliterateText('bkash rocket').text).toBe('বিকাশ রকেট');
    // A model that knows none of the listed spellings reads the word as the rules and their search spell it.
    expect(transliterateText('good', (w) => w === 'গুদ').text).toBe('গুদ');
    expect(transliterateText('delivery', () => false).text).toBe(composeBengali('দেলিভেরয়'));
    // The rules would write আকিদ for acid and বাল্ল, a vulgar word's letters, for ball; rate stays রাতে, at night, which its
    // letters also type (decision 0123).
    const known2 = new Set(['এসিড', 'ডট', 'বল', 'রেট', 'রাতে']);
    expect(transliterateText('acid marmu, dot ball, rate e', (w) => known2.has(w)).text).toBe(
      'এসিড মারমু, ডট বল, রাতে এ',
    );
  });

  it('keeps the rules spelling when the vocabulary holds it or none of the others', () => {
    expect(transliterateText('dim', (w) => w === 'দিম' || w === 'ডিম').text).toBe('দিম');
    expect(transliterateText('xyzq', knows).text).toBe(transliterateWord('xyzq'));
    expect(transliterateText('pitaiya').text).toBe(composeBengali('পিতাইয়া'));
  });

  it('searches the first 64 words of a text whose rule spelling it lacks, and reads a text the same every time', () => {
    const text = Array.from({ length: 70 }, () => 'pitaiya').join(' ');
    const words = () => transliterateText(text, knows).text.split(' ');
    const first = words();
    expect(first.filter((w) => w === composeBengali('পিটাইয়া'))).toHaveLength(64);
    expect(first.slice(64)).toEqual(Array.from({ length: 6 }, () => composeBengali('পিতাইয়া')));
    expect(words()).toEqual(first);
    // A word chosen before, read again past the budget, still keeps the rules' spelling.
    expect(transliterateText(`${text} pitaiya`, knows).text.split(' ').at(-1)).toBe(composeBengali('পিতাইয়া'));
  });
});

import { describe, expect, it } from 'vitest';
import { detectInputScript, detectLanguage, type InputScript } from './detect-language';

/** Each text, named in the failure, reads as `script`. */
function expectEach(texts: readonly string[], script: InputScript) {
  for (const text of texts) expect(detectInputScript(text), text).toBe(script);
}

describe('detectLanguage', () => {
  it('goes by script: Bengali letters against Latin ones', () => {
    expect(detectLanguage('আমি ভালো আছি')).toBe('bn');
    expect(detectLanguage('I am fine, thanks')).toBe('en');
    expect(detectLanguage('ami valo achi')).toBe('en'); // romanized Bangla is Latin script
    expect(detectLanguage('ভাই this is খুব ভালো')).toBe('bn');
    expect(detectLanguage('১২৩ 😀')).toBe('bn');
  });

  it('counts the whole Bengali block and only ASCII letters as Latin', () => {
    // ০ (U+09E6) and ৺ (U+09FA) are in the block; é, ß and the Kelvin sign are not ASCII letters.
    expect(detectLanguage('০৺ ab')).toBe('bn');
    expect(detectLanguage('০ ab')).toBe('en');
    expect(detectLanguage('éßK ক')).toBe('bn');
    expect(detectLanguage('')).toBe('bn');
  });
});

describe('detectInputScript', () => {
  it('tells Bengali script, romanized Bangla and English apart, links not counted', () => {
    expect(detectInputScript('আমি ভালো আছি')).toBe('bengali');
    expect(detectInputScript('ami tore valo pai')).toBe('romanized');
    expect(detectInputScript('I love this song so much')).toBe('english');
    expect(detectInputScript('অফার চলছে https://shop.example.com/offer/abc')).toBe('bengali');
    expect(detectInputScript('১২৩ 😀')).toBe('bengali');
  });

  it('reads a text without Latin letters as Bengali script, a digits-only e-mail address included', () => {
    expect(detectInputScript('যোগাযোগ 0171@22.33')).toBe('bengali');
    expect(detectInputScript('12@34.56')).toBe('bengali');
    // A link with Bengali letters in it needs Latin ones to be a link: blanked, the Latin words decide.
    expect(detectInputScript('ami valo achi www.বাংলাবাংলাবাংলাবাংলা.com')).toBe('romanized');
  });

  it('reads a greeting or a reaction written alone as English (decision 0084)', () => {
    expectEach(
      ['hello', 'Hi', 'ok', 'wow', 'lol', 'Happy birthday!', 'congrats', 'fake news', 'Welcome to youtube'],
      'english',
    );
  });

  it('reads a Latin-letter text with a frequent romanized Bangla word as Bangla, whatever English it borrows', () => {
    expectEach(
      ['sorry vai', 'ok bhai', 'time nai', 'i love you vai', 'happy birthday apu', 'wow ki sundor', 'valo'],
      'romanized',
    );
    // A word that is also English is no sign of Bangla: "ache", "sob" and "mama" are not on the list.
    expect(detectInputScript('my tooth ache is bad')).toBe('english');
  });

  it('knows the frequent words of romanized comments and reviews, and no English word among them (decision 0114)', () => {
    expectEach(
      [
        'osadharon service, thank you',
        'Rony you are pagol',
        'Thik bolechen Thank You',
        'product ta bhalo na, taka noshto',
        'very nice, dhonnobad',
        'delivery late, kharap experience',
      ],
      'romanized',
    );
    // English comments with words that Bangla typed in Latin letters also spells: left off the list.
    expectEach(
      [
        'I need to pore over the results before the meeting',
        'There is a hole in my shoe',
        'ETA is ten minutes, see you there',
        'A cup of chai and a good book',
        'I paid five hundred taka for this',
        'My uni friends are coming over',
        'Kobe was the best player ever',
        'Feeding the koi in the pond',
        'There is a silo on the farm',
        'Thank you so much for this video',
        'Very sad news, rest in peace',
        'Where is the prime minister now?',
      ],
      'english',
    );
  });

  it('counts the common English words of five letters or more as English (decision 0115)', () => {
    // None of them on the short list of frequent English words: before, each was read as romanized Bangla.
    expectEach(
      [
        'Terrible customer service, never ordering again',
        'The grain silo burned down last night',
        'Absolutely stunning photography',
        'Idiot politician ruining everything',
      ],
      'english',
    );
    // Beside a Bengali word the short list alone decides, as when the shipped models were trained.
    expect(detectInputScript('বাটপার everywhere')).toBe('romanized');
    // Shorter words are left to the short list: romanized Bangla spells many of them (hat, ache, are, day).
    expectEach(['Ete saidir hat ache', 'or gayer chamra uthay felo'], 'romanized');
    // A frequent romanized Bangla word still decides, whatever English the text borrows.
    expect(detectInputScript('Brilliant performance, khub valo')).toBe('romanized');
  });

  it('knows more romanized Bangla words, so that Banglish that borrows English is not read as English (decision 0116)', () => {
    // Each holds English words enough to be English by decision 0115, and no word of the short list.
    expectEach(
      [
        'birthday party te ashbi to? address ta pathacchi',
        'exam er routine dise, check kor',
        'Conference level dekhar moto',
        'Onaka bolbo clinic diagnostic center a ovijan chalata',
      ],
      'romanized',
    );
    // Names, parties, places and abbreviations are no Bangla words, nor the English words chai, koi, kobe, dan, jon.
    expectEach(
      [
        'Hasina is the mother of Bangladesh',
        'Dhaka traffic is terrible today',
        'The PM visited India yesterday',
        'Dan and Jon are coming over tonight',
        'Alhamdulillah, great news for everyone',
      ],
      'english',
    );
    // Beside Bengali words the longer list does not count, as when the shipped models were trained (apa is one of it).
    expect(detectInputScript('সাফা is not Safa, she is নাস্তিক apa')).toBe('mixed');
  });

  it('reads English beside Bengali words as mixed, not as English (decision 0086)', () => {
    expectEach(
      [
        'Nice video ভাই',
        'Love you আপু ❤️',
        'ভাই you are the best',
        'ভাই so sad',
        'তুই একটা stupid idiot, shut up',
        'Shut up মাগি',
        'ভাই তুমি তো একদম genius, love you bro',
      ],
      'mixed',
    );
    // A Bengali digit or sign is no Bengali word; a link's letters count for nothing.
    expect(detectInputScript('I will pay ৫০০ only')).toBe('english');
    expect(detectInputScript('I love this song https://example.com/গান')).toBe('english');
    // Banglish beside Bengali words stays romanized (read through the transliteration); more Bengali, Bengali script.
    expect(detectInputScript('ভাই tumi onek valo')).toBe('romanized');
    expect(detectInputScript('ভাই এটা খুব sad একটা খবর')).toBe('bengali');
  });

  it('reads a text in another writing as other, and Bengali with a phrase of it as Bengali (decision 0088)', () => {
    expectEach(
      [
        'नमस्ते दोस्त कैसे हो', // Hindi
        'مرحبا بك يا صديقي', // Arabic
        'Привет друг', // Russian
        '你好世界', // Chinese
        'こんにちは、元気ですか', // Japanese
        'आप कैसे हो https://example.com/watch?v=abc', // a link's Latin letters do not count
      ],
      'other',
    );
    // An Arabic blessing inside a Bengali comment, the dandas that end Bengali sentences, emoji and punctuation
    // are no other writing.
    expectEach(['ما شاء الله ভাই অনেক সুন্দর হয়েছে', 'ভাই। ভালো।', 'আমি 😀 ভালো ❤️ আছি', '....', '😂😂😂'], 'bengali');
    // Latin letters with accents are Latin, not another writing.
    expect(detectInputScript('Ñandú café')).not.toBe('other');
  });
});

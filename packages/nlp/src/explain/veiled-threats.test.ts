import { describe, expect, it } from 'vitest';
import { loadModelRegistry } from '../model/registry';
import { MODELS_DIR } from '../cli/paths';
import { veiledThreatPhrases } from './veiled-threats';

describe('veiledThreatPhrases (decision 0095)', () => {
  it.each([
    // "I'll deal with you tomorrow", standard and dialect.
    ['তোকে দেখে নেব কালকে', ['তোকে দেখে নেব']],
    ['হালার পুত তোরে দেইখা লমু', ['তোরে দেইখা লমু']],
    // "You're in for it, it's only a matter of time."
    ['তোর খবর আছে, শুধু সময়ের অপেক্ষা', ['তোর খবর আছে']],
    ['রাস্তায় একা পেলে টের পাবি', ['টের পাবি']],
    ['বাড়ি থেকে বের হলেই বুঝবি মজা', ['বুঝবি মজা']],
    ['তুই শেষ, আজকেই তোর শেষ দিন', ['তোর শেষ দিন']],
    ['তোর লাশ পাওয়া যাবে নদীতে', ['তোর লাশ']],
    ['এই পোস্ট না সরালে তোর কপালে দুঃখ আছে', ['তোর কপালে দুঃখ']],
    ['আর একবার লিখলে বাঁচবি না', ['বাঁচবি না']],
    // Count your days (decision 0125).
    ['লাইভে যা বললি সব রেকর্ড করা আছে, এখন থেকে দিন গোন', ['দিন গোন']],
    ['বেশি বাড়াবাড়ি করছিস, দিন গুনতে শুরু কর, দিন গুনিস', ['দিন গুনিস']],
    ['ekhon theke din gon', ['din gon']],
    // Romanized, as typed.
    ['tui jodi abar comment koros tor khobor ase', ['tor khobor ase']],
    ['ekbar samne ay, dekhbi ki kori', ['dekhbi ki kori']],
    // Written with a precomposed ড় or an invisible joiner inside a word, as the tokeniser reads it.
    ['ছা\u09DC পাবি না', ['ছা\u09DC পাবি না']],
    ['তোর খ\u200Cবর আছে', ['তোর খ\u200Cবর আছে']],
    // Two phrases, each named once, in their order.
    ['তোর খবর আছে, তোর খবর আছে, টের পাবি', ['তোর খবর আছে', 'টের পাবি']],
  ])('%s → %j', (text, phrases) => {
    expect(veiledThreatPhrases(text)).toEqual(phrases);
  });

  // Decision 0111: "I know where you live", from "you" or "your" to the knowing, within a clause.
  it.each([
    ['তোর বাসার ঠিকানা কিন্তু আমি জানি', ['তোর বাসার ঠিকানা কিন্তু আমি জানি']],
    ['তুই কোথায় থাকিস সব জানি', ['তুই কোথায় থাকিস সব জানি']],
    ['তোর মেয়ে কোন স্কুলে পড়ে সেটা আমরা জানি', ['তোর মেয়ে কোন স্কুলে পড়ে সেটা আমরা জানি']],
    ['তোর অফিস কোথায় জানা আছে', ['তোর অফিস কোথায় জানা আছে']],
    ['তোর ছেলে কখন স্কুল থেকে ফেরে সব খবর রাখি', ['তোর ছেলে কখন স্কুল থেকে ফেরে সব খবর রাখি']],
    // Holding or having found a place.
    ['তোর ফোন নাম্বার আর ঠিকানা সব আমার কাছে আছে', ['তোর ফোন নাম্বার আর ঠিকানা সব আমার কাছে আছে']],
    ['তোর বাসার ঠিকানা পেয়ে গেছি, অপেক্ষা কর', ['তোর বাসার ঠিকানা পেয়ে গেছি']],
    ['তোর বাড়ির ঠিকানা বের করে ফেলছি', ['তোর বাড়ির ঠিকানা বের করে ফেলছি']],
    // য় typed as one character or as য with a nukta.
    ['তোর বাসার ঠিকানা পে\u09DFে গেছি', ['তোর বাসার ঠিকানা পে\u09DFে গেছি']],
    ['তোর বাসার ঠিকানা পে\u09AF\u09BCে গেছি', ['তোর বাসার ঠিকানা পে\u09AF\u09BCে গেছি']],
    // The polite "your", a dialect form, romanized: as typed.
    ['আপনার বাসা কোথায় আমরা জানি, সাবধানে থাকবেন', ['আপনার বাসা কোথায় আমরা জানি']],
    ['তোর বাড়ি কোনখানে হেইডা জাইনা গেছি', ['তোর বাড়ি কোনখানে হেইডা জাইনা গেছি']],
    ['tor basar thikana ami jani', ['tor basar thikana ami jani']],
    // Beside an idiom of the first table: both, in the order they stand; a "you" inside a phrase starts none.
    ['তোর বাসা কোথায় আমি জানি, টের পাবি', ['তোর বাসা কোথায় আমি জানি', 'টের পাবি']],
    ['টের পাবি, তোর বাসা কোথায় আমি জানি', ['টের পাবি', 'তোর বাসা কোথায় আমি জানি']],
    ['তুই তোর বাসা কোথায় রাখবি সেটাও আমি জানি', ['তুই তোর বাসা কোথায় রাখবি সেটাও আমি জানি']],
    // Without "you": where or which, then the reader's verb (decision 0126).
    ['কই থাকস আমি জানি', ['কই থাকস আমি জানি']],
    ['কমেন্ট ডিলিট কর, কোন কোচিং এ পড়িস কয়টায় ছুটি হয় সব জানি', ['কোন কোচিং এ পড়িস কয়টায় ছুটি হয় সব জানি']],
    ['কোথায় থাকো সেটা আমরা জানি', ['কোথায় থাকো সেটা আমরা জানি']],
    ['koi thakos ami jani', ['koi thakos ami jani']],
    ['কুন ইস্কুলে পড়স হেইডা জানি', ['কুন ইস্কুলে পড়স হেইডা জানি']],
    ['তোর বাসা কোথায় জানা আসে', ['তোর বাসা কোথায় জানা আসে']],
    // "You" after the verb: named once, from where.
    ['কোথায় থাকিস তুই সব জানি', ['কোথায় থাকিস তুই সব জানি']],
  ])('%s → %j', (text, phrases) => {
    expect(veiledThreatPhrases(text)).toEqual(phrases);
  });

  it.each([
    // The same words said of a thing, of oneself, of a day, or asked.
    'আমি ফাইলটা পরে দেখে নেব',
    'তোমার খবর আছে? অনেক দিন কথা হয় না',
    'তোমার দিন শেষ হলে ফোন দিও',
    'তোর শেষ দিন কবে অফিসে?',
    'অফিসে আজ আমার শেষ দিন, সবাই দোয়া করবেন',
    'আজকের খবর দেখেছ? দেশে বৃষ্টি হবে',
    'লাশ উদ্ধার করেছে পুলিশ, তদন্ত চলছে',
    'কালকে তোমার সাথে দেখা হবে, অপেক্ষা করব',
    // Days counted by oneself, or asked to be counted.
    'ঈদের আর কয় দিন? দিন গুনছি',
    'ছুটির দিন গুনতে গুনতে শেষ',
    'আর কত দিন গুনব বলেন',
    'দিন গোন?',
    // Knowing negated, asked, said first, or across a clause; holding or finding a person; no place, where or person.
    'তোর বাসা চিনি না, ঠিকানাটা দে',
    'তোর অফিস কোথায় জানি না, লোকেশন পাঠা',
    'তোমার বাসা কোথায় আমি জানি?',
    'আমি জানি তুমি কোথায় থাকো',
    'তোর বাসা অনেক দূরে, আমি জানি',
    'হ্যালো আম্মু তোমার বউ মা খুঁজে পাইছি',
    'আপনার কোন সমস্যা নাই আমরা হিরো আলম কে চিনি',
    'তোমাকে আমি অনেক দিন ধরে চিনি',
    // Without "you": negated, said first, not knowing, across a clause, or an order rather than the reader's place.
    'কোথায় থাকেন জানি না',
    'আমি জানি তুমি কোথায় থাকো',
    'কোথায় থাকেন জানালে পার্সেল পাঠাবো',
    'ভাই আপনি কোন কোম্পানিতে কাজ করেন জানতাম না',
    'কই যাস? জানি না',
    'কোথায় যাও জানি',
    // A deed done at a place, not its address found out.
    'তোর বাসার কাজ করে ফেলছি, টাকা পাঠা',
    '',
  ])('%s → none', (text) => {
    expect(veiledThreatPhrases(text)).toEqual([]);
  });
});

describe('the veiled_threat warning with the shipped models (decision 0095)', () => {
  it('names the phrase when the model does not call the text a threat, and says nothing when it does', async () => {
    const registry = await loadModelRegistry(MODELS_DIR);
    const model = registry.get('bangla-sentiment-v1')!;
    // "If this post isn't taken down, there's sorrow in your fate." ("তোর খবর আছে, শুধু সময়ের অপেক্ষা", read as Normal
    // Text until shobdo-v2 2.26.0, is a threat since.)
    const veiled = model.predict('এই পোস্ট না সরালে তোর কপালে দুঃখ আছে');
    expect(veiled.prediction).not.toBe('threat');
    const warning = veiled.warnings.find((w) => w.code === 'veiled_threat');
    expect(warning?.message.en).toMatch(/^This text holds "তোর কপালে দুঃখ", a phrase often used to threaten/);
    expect(warning?.message.bn).toMatch(/^লেখাটিতে আছে "তোর কপালে দুঃখ", যা প্রায়ই/);
    // Romanized: named as typed.
    const romanized = model.predict('ekbar samne ay, dekhbi ki kori');
    expect(romanized.prediction).not.toBe('threat');
    expect(romanized.warnings.find((w) => w.code === 'veiled_threat')?.message.en).toContain('"dekhbi ki kori"');
    // Called a threat: nothing to add.
    const threat = model.predict('বেশি বাড়াবাড়ি করলে হাত পা ভেঙে দেব, তোর খবর আছে');
    expect(threat.prediction).toBe('threat');
    expect(threat.warnings.map((w) => w.code)).not.toContain('veiled_threat');
    // "I do know your address", said politely (decision 0111; said with তোর, a threat since shobdo-v2 2.27.0).
    const knows = model.predict('তোমার বাসার ঠিকানা কিন্তু আমি জানি');
    expect(knows.prediction).toBe('not_bully');
    expect(knows.warnings.find((w) => w.code === 'veiled_threat')?.message.en).toContain(
      '"তোমার বাসার ঠিকানা কিন্তু আমি জানি"',
    );
    // "Count your days" (decision 0125), a threat of a set written outside the team, read as Normal Text.
    const days = model.predict('লাইভে যা বললি সব রেকর্ড করা আছে, এখন থেকে দিন গোন');
    expect(days.prediction).toBe('not_bully');
    expect(days.warnings.find((w) => w.code === 'veiled_threat')?.message.en).toContain('"দিন গোন"');
    // Without "you" (decision 0126), a threat of a set written outside the team, read as Normal Text (with "কমেন্ট ডিলিট
    // কর," before it, a threat since shobdo-v2 2.26.0).
    const coaching = model.predict('কোন কোচিং এ পড়িস কয়টায় ছুটি হয় সব জানি');
    expect(coaching.prediction).toBe('not_bully');
    expect(coaching.warnings.find((w) => w.code === 'veiled_threat')?.message.en).toContain(
      '"কোন কোচিং এ পড়িস কয়টায় ছুটি হয় সব জানি"',
    );
    // A model without a threat class never says it.
    const sentiment = registry.get('sentiment-pro')!.predict('তোর খবর আছে, শুধু সময়ের অপেক্ষা');
    expect(sentiment.warnings.map((w) => w.code)).not.toContain('veiled_threat');
  });
});

import type { LabelledText } from '../read-csv';
import {
  BETWEEN_LINES_FAITH_AND_LOOKS_HARMLESS,
  BETWEEN_LINES_FAITH_CONTEMPT,
  BETWEEN_LINES_INNUENDO,
  BETWEEN_LINES_MOCKERY,
  BETWEEN_LINES_MOCKERY_LOOKALIKES,
  BETWEEN_LINES_THREAT_LOOKALIKES,
  BETWEEN_LINES_THREATS,
} from './cyberbullying-between-the-lines';
import { appendLater, composeDistinct, later, pick, type LaterGenerator } from './compose';
import {
  EVERYDAY_HARMLESS,
  EVERYDAY_INNUENDO,
  EVERYDAY_LOOKALIKES,
  EVERYDAY_MOCKERY,
  EVERYDAY_PRAISE,
  EVERYDAY_VEILED_THREATS,
  FAITH_CONTEMPT,
  FAITH_RESPECT,
} from './cyberbullying-everyday-words';

/**
 * Team-written training comments for what the cyberbullying dataset barely holds (models/EXPERIMENTS.md,
 * issue 18): its threat class is mostly calls to punish public figures, so first-person threats (standard
 * and dialect future forms, against a person, their family or their property, conditional), colloquial
 * sexual harassment and propositions were rare; and the hard negatives that keep those words honest:
 * negated threats, news about violence and crime, friendly promises in the same verb forms.
 *
 * The comments are composed from the slot lists below (weak supervision by templates): nothing is taken
 * from the datasets or from the functional suite, and a composed comment that happens to equal a suite
 * case is left out (`excluding`). Deterministic for a seed.
 */

// --- threats ----------------------------------------------------------------------------------------

const PERSONS = [
  'তোকে',
  'তোরে',
  'তরে',
  'তোমাকে',
  'তোমারে',
  'আপনাকে',
  'ওকে',
  'ওরে',
  'ওই হারামিটারে',
  'তোদের সবাইকে',
  'তোগো সবডিরে',
];
const FAMILY = [
  'তোর বাপকে',
  'তোর বাপরে',
  'তোর মাকে',
  'তোর ভাইকে',
  'তোর ভাইরে',
  'তোর বোনকে',
  'তোর ছেলেকে',
  'তোর মেয়েরে',
  'তোর বউকে',
  'তোর পরিবারকে',
  'তোর গুষ্টিরে',
  'তোর চৌদ্দগুষ্টিকে',
];
const KILL = [
  'মেরে ফেলব',
  'মেরে ফেলবো',
  'মেরে ফেলমু',
  'খুন করব',
  'খুন করবো',
  'জবাই করব',
  'জবাই করে দেব',
  'কুপিয়ে মারব',
  'কুপিয়ে শেষ করব',
  'পিটিয়ে মারব',
  'পিটিয়ে আধমরা করব',
  'গুলি করে মারব',
  'গুলি করবো',
  'জ্যান্ত পুঁতে ফেলব',
  'টুকরো টুকরো করে কাটব',
  'শেষ করে দেব',
  'শেষ করে দিবো',
  'লাশ বানিয়ে দেব',
  'গলা টিপে মারব',
  'তুলে নিয়ে যাব',
  'উঠিয়ে নিয়ে যাবো',
  'পুড়িয়ে মারব',
  'এসিড মারব',
  'মাইরা ফালামু',
  'খুন কইরা ফালামু',
  'জবাই কইরা দিমু',
  'কোপাইয়া মারমু',
  'পিটাইয়া মারুম',
  'গুলি কইরা দিমু',
  'শেষ কইরা দিমু',
  'কাইটা ফালামু',
  'পুইতা ফালামু',
  'তুইলা নিয়া যামু',
  'মাইরা লাশ ফালাইয়া দিমু',
  'মেরে দিবো',
  'পিটাবো',
  'কোপাবো',
];
const BODY = [
  ['তোর হাত', ['কেটে দেব', 'ভেঙে দেব', 'কাইটা দিমু', 'ভাইঙ্গা দিমু']],
  ['তোর পা', ['ভেঙে দেব', 'কেটে ফেলব', 'ভাইঙ্গা দিমু']],
  ['তোর ঠ্যাং', ['ভেঙে দেব', 'ভাইঙ্গা দিমু', 'ভেঙে ফেলবো']],
  ['তোর চোখ', ['তুলে ফেলব', 'গেলে দেব', 'তুইলা ফালামু']],
  ['তোর জিভ', ['কেটে ফেলব', 'টেনে ছিঁড়ে ফেলব', 'কাইটা ফালামু']],
  ['তোর মাথা', ['ফাটিয়ে দেব', 'ফাটাইয়া দিমু', 'গুঁড়িয়ে দেব']],
  ['তোর গলা', ['কেটে দেব', 'কাইটা দিমু', 'টিপে ধরব']],
  ['তোর দাঁত', ['ফেলে দেব', 'ভেঙে দেব', 'ফালাইয়া দিমু']],
  ['তোর ঘাড়', ['মটকে দেব', 'ভেঙে দিবো', 'মটকাইয়া দিমু']],
  ['তোর পেট', ['ফুটো করে দেব', 'ফাঁসিয়ে দেব', 'ফুটা কইরা দিমু']],
  ['তোর হাড়গোড়', ['গুঁড়ো করে দেব', 'ভেঙে দেব', 'ভাইঙ্গা দিমু']],
  // Dialect forms that issue 27 found read as trolling (ফাটায়া দিমু, ছিঁড়া ফেলমু, গুঁড়া কইরা দিমু).
  ['তোর মুখ', ['ফাটায়া দিমু', 'থেঁতলাইয়া দিমু', 'ভাইঙ্গা দিমু']],
  ['তোর পিঠ', ['ফাটায়া দিমু', 'ছিঁড়া ফেলমু']],
  ['তোর বুক', ['ফাটায়া দিমু', 'ছেইচা দিমু']],
  ['তোর হাড্ডি', ['গুঁড়া কইরা দিমু', 'ভাইঙ্গা গুঁড়া কইরা দিমু', 'ছেইচা দিমু']],
  ['তোর মাজা', ['ভাইঙ্গা দিমু', 'গুঁড়া কইরা দিমু']],
  ['তোর চামড়া', ['ছিঁড়া ফেলমু', 'তুইলা ফালামু']],
] as const;
const PROPERTY = [
  'তোর বাড়ি',
  'তোর বাড়িঘর',
  'তোর ঘর',
  'তোর দোকান',
  'তোর গাড়ি',
  'তোর অফিস',
  'তোদের বাসা',
  'তোর খামার',
  'তোর বাইক',
];
const DESTROY = [
  'পুড়িয়ে দেব',
  'জ্বালিয়ে দেব',
  'জ্বালিয়ে দিবো',
  'ভেঙে গুঁড়িয়ে দেব',
  'আগুনে ছাই করে দেব',
  'গুঁড়িয়ে দিবো',
  'জ্বালাইয়া দিমু',
  'ভাইঙ্গা দিমু',
  'পুড়াইয়া দিমু',
  'জ্বালায়া দিমু',
  'পুড়ায়া দিমু',
  'ভাইঙ্গা চুরমার কইরা দিমু',
];
const CONDITIONS = [
  'আমি',
  'আজ রাতে',
  'কাল সকালেই',
  'রাস্তায় পাইলে',
  'একা পেলে',
  'সামনে পেলে',
  'আবার এমন করলে',
  'আর একবার লিখলে',
  'বেশি বাড়াবাড়ি করলে',
  'এলাকায় ঢুকলে',
  'টাকা ফেরত না দিলে',
  'মামলা তুলে না নিলে',
  'বাসা থেকে বের হলে',
  'যদি আবার দেখি',
  'মুখ বন্ধ না রাখলে',
  'পোস্ট ডিলিট না করলে',
  'এই কথা আবার কইলে',
  'কাউরে কইলে',
  'থানায় গেলে',
  'পরীক্ষার পর দেখা হলে',
];
const THREAT_ENDINGS = [
  'সাবধানে থাকিস',
  'মনে রাখিস',
  'কেউ বাঁচাতে পারবে না',
  'বলে দিলাম',
  'কইলাম',
  'দেখিস',
  'এটাই শেষ কথা',
  'কসম',
  '😡',
  '🔪',
  '😡😡',
  'হারামজাদা',
];

/**
 * A threat's words (`core`) after a condition (`conditionShare` of the time) and before an ending (`endingShare`),
 * drawn in that order: the shape of the composed threats, the idioms, arson and the graves and blades.
 */
function framedThreat(
  random: () => number,
  conditionShare: number,
  endingShare: number,
  core: (random: () => number) => string[],
): string {
  const parts: string[] = [];
  if (random() < conditionShare) parts.push(pick(CONDITIONS, random));
  parts.push(...core(random));
  if (random() < endingShare) parts.push(pick(THREAT_ENDINGS, random));
  return parts.join(' ');
}

// Calls for violence against a third person: the passive or the verbal noun with উচিত / হোক / দরকার / চাই.
const THIRD_PERSONS = [
  'এই লোকটাকে',
  'ওকে',
  'এই বদমাইশটারে',
  'এই নেতারে',
  'এদের সবাইকে',
  'এই চোরগুলারে',
  'এই শয়তানটাকে',
  'ওই বেয়াদবটাকে',
  'এই দালালদের',
  'এই ভণ্ডটারে',
];
const PUNISHMENTS = [
  'ফাঁসি দেওয়া',
  'গুলি করে মারা',
  'পিটিয়ে মারা',
  'জুতাপেটা করা',
  'রাস্তায় ফেলে পেটানো',
  'জ্যান্ত পুড়িয়ে মারা',
  'ক্রসফায়ারে দেওয়া',
  'গণধোলাই দেওয়া',
  'কুপিয়ে মারা',
  'গলা কেটে ফেলা',
  'ধইরা পিটানো',
  'হাত কেটে দেওয়া',
];
// Veiled threats (issue 27): no violent verb, only what the writer knows about the person and a warning.
const KNOWN_PLACES = [
  'তোর বাসা কোন গলিতে',
  'তোর অফিসের রাস্তা',
  'তোর বাচ্চার স্কুল',
  'তোর গাড়ির নম্বর',
  'তুই কখন বাসায় ফিরিস',
  'তোর বউ কোথায় কাজ করে',
  'তোর দোকানের পেছনের গলি',
  'তোর মা কখন একা থাকে',
];
const KNOWN_VERBS = ['আমি জানি', 'আমাদের জানা আছে', 'আমরা চিনি', 'আমার মুখস্থ', 'সব খবর রাখি'];
const VEILED_ENDINGS = [
  'রাতে কী হয় কে জানে',
  'সাবধানে থাকিস',
  'কখন কী হয় বলা যায় না',
  'একদিন দেখা হবে',
  'পরে আফসোস করবি',
  'খেয়াল রাখিস',
  'বেশি বাড়িস না',
];
const veiled = (random: () => number) =>
  `${pick(KNOWN_PLACES, random)} ${pick(KNOWN_VERBS, random)}, ${pick(VEILED_ENDINGS, random)}`;

const CALLS = ['উচিত', 'হোক', 'দরকার', 'চাই', 'উচিত, এখনই', 'হোক, সবাই মিলে', 'দরকার ভাই'];

function threat(random: () => number): string {
  if (random() < 0.1) return veiled(random);
  if (random() < 0.2) {
    const punishment = pick(PUNISHMENTS, random);
    const call = pick(CALLS, random);
    // 'ফাঁসি দেওয়া হোক' but 'ফাঁসি চাই': the verbal noun's ending goes with চাই.
    return `${pick(THIRD_PERSONS, random)} ${call.startsWith('চাই') ? punishment.replace(/ দেওয়া$| করা$/u, '') : punishment} ${call}`;
  }
  return framedThreat(random, 0.55, 0.35, () => {
    const kind = random();
    if (kind < 0.45) return [pick(PERSONS, random), pick(KILL, random)];
    if (kind < 0.65) return [pick(FAMILY, random), pick(KILL, random)];
    if (kind < 0.82) {
      const [part, verbs] = pick(BODY, random);
      return [part, pick(verbs, random)];
    }
    return [pick(PROPERTY, random), pick(DESTROY, random)];
  });
}

// --- sexual harassment and propositions ---------------------------------------------------------------

const ADDRESS = ['আপু', 'ভাবি', 'ম্যাডাম', 'সুন্দরী', 'জান', 'বেবি', 'এই মেয়ে', 'মামণি', 'আফা'];
const PROPOSITIONS = [
  'ইনবক্সে আসো',
  'ইনবক্সে আসেন',
  'একটু ইনবক্সে আসবা?',
  'ইনবক্স চেক করো',
  'রাতে ভিডিও কলে আসো',
  'একা দেখা করবা?',
  'হোটেলে চলো',
  'এক রাত কাটাবা আমার সাথে?',
  'রাতে ফ্রি আছো?',
  'নাম্বারটা দাও, রাতে কথা বলব',
  'প্রাইভেট ছবি পাঠাও',
  'ছবিগুলা ইনবক্সে দাও',
  'এক রাতের জন্য কত নিবা?',
  'রাতে একা থাকলে ডাক দিও',
  'বাসা খালি থাকলে জানাইও',
  'ভিডিও কলে জামা খুলবা?',
  'আমার সাথে শুবা?',
  'তোমারে একবার বিছানায় চাই',
  'কত দিলে রাতে আসবা',
  'গোসলের ভিডিও দাও',
];
const BODY_REMARKS = [
  'তোমার ফিগারটা জোস',
  'তোমার শরীরটা সেইরকম',
  'কোমরটা দেখলে মাথা ঠিক থাকে না',
  'ঠোঁটটা কামড়াইতে মন চায়',
  'বুকটা যা দেখাইলা',
  'শরীরের ভাঁজগুলা দারুণ',
  'তোমারে দেখলেই গরম হয়ে যাই',
  'এই মালটা জোস',
  'মাল একখান',
  'পিছনটা সেই',
  'এমন শরীর দেখাইলে তো সবাই চাইবে',
  'ওড়নাটা সরাও',
  'শাড়ি খুললে আরো ভালো লাগবে',
  'তোমার নাভিটা দেখাও',
  'হট ফিগার, রেট কত',
  'জামাটা আরেকটু ছোট হইলে ভালো হইত',
];
// Innuendo without an explicit word (issue 27: "একরাত", "ফুল ভিডিও", clothing, the camera), since shobdo-v2 2.6.0:
// held-out innuendo 2 -> 4 of 5 (models/EXPERIMENTS.md).
const INNUENDO = [
  'ফুল ভিডিওর লিংক দাও',
  'ভিডিওটার বাকি অংশ কই পাব',
  'ক্যামেরাটা একটু নিচে নামাও',
  'একরাতের জন্য রাজি?',
  'রুমে একা আছি, চলে আসো',
  'লাইভে আরেকটু দেখাও',
  'জামাটা আরেকটু ছোট হলে ভালো হতো',
  'ভিডিও কলে সব দেখাবা?',
  'রাতটা আমার সাথে কাটাও',
  'একান্তে একটু সময় দিবা?',
  'ভাইরাল ভিডিওটা কার কাছে আছে',
  'ওড়না ছাড়া আরো সুন্দর লাগবে',
];
// The same words in harmless comments: a drama's full episode, a saree praised, the camera work.
const INNUENDO_NEGATIVES = [
  'নাটকের ফুল ভিডিও কবে দিবেন',
  'পুরো পর্বটা কবে আসবে ভাই',
  'শাড়িটাতে আপনাকে খুব সুন্দর মানিয়েছে',
  'ক্যামেরার কাজ দারুণ হয়েছে',
  'লাইভে আবার কবে আসবেন',
  'ভিডিও কলে আম্মুর সাথে কথা বললাম',
];
const SEXUAL_ENDINGS = ['😍', '😘', '🥵', '😉', '🔥', '😋', 'কাউকে বলব না', 'প্লিজ'];

function harassment(random: () => number): string {
  const parts: string[] = [];
  if (random() < 0.5) parts.push(pick(ADDRESS, random));
  const kind = random();
  if (kind < 0.15) parts.push(pick(INNUENDO, random));
  else if (kind < 0.5) parts.push(pick(PROPOSITIONS, random));
  else if (kind < 0.8) parts.push(pick(BODY_REMARKS, random));
  else parts.push(pick(BODY_REMARKS, random), pick(PROPOSITIONS, random));
  if (random() < 0.35) parts.push(pick(SEXUAL_ENDINGS, random));
  return parts.join(' ');
}

// --- religious hate and trolling ---------------------------------------------------------------------

const FAITH_GROUPS = [
  'হিন্দুগুলা',
  'মুসলমানগুলা',
  'বৌদ্ধরা',
  'খ্রিস্টানগুলা',
  'নাস্তিকগুলা',
  'মোল্লারা',
  'পুরোহিতগুলা',
  'কাদিয়ানীরা',
  'মালাউনগুলা',
  'জঙ্গি মোল্লাগুলা',
  'শিয়ারা',
];
const FAITH_SLURS = [
  'সব ভণ্ডের জাত',
  'সব দেশের শত্রু',
  'জাহান্নামের কীট',
  'ধর্মের নামে ব্যবসা করে',
  'এই দেশে থাকার যোগ্য না',
  'সব ভারতের দালাল',
  'কাফেরের বাচ্চা',
  'সব মূর্তিপূজারী গাধা',
  'সব জঙ্গি',
  'এদের উপাসনালয় বন্ধ করা দরকার',
  'ধর্মটাই একটা মিথ্যা',
  'এদের দেশ থেকে বের করে দাও',
];

const MOCKERY = [
  'মাথায় গোবর ভরা',
  'তোর বুদ্ধি দেখে গরুও লজ্জা পায়',
  'আবালের মতো কথা',
  'এই চেহারা নিয়ে আবার ভিডিও বানায়',
  'ভাই তুই কি ক্লাস ওয়ানে ফেল করছিলি',
  'এইটা কি রান্না নাকি গোবর',
  'কণ্ঠ শুনে মনে হয় ছাগল ডাকছে',
  'জোকার একটা',
  'পাগলের প্রলাপ',
  'নাচ দেখে হাসতে হাসতে পেট ব্যথা',
  'ফালতু বকবক বন্ধ কর',
  'তোর মতো বলদ আর দেখি নাই',
  'গাধার মতো লিখিস',
  'মগজ বলে কিছু নাই',
  'চেহারা দেখলে বমি আসে',
  'কী গাইলি ভাই, কান দিয়ে রক্ত পড়ছে',
  'আজাইরা পোস্ট',
  'টিকটকার বলদ',
];
const MOCK_ENDINGS = ['😂', '😂😂', '🤣', 'হা হা হা', 'লোল', '🤡', 'ছি', 'যত্তসব'];

// Contempt for a faith or its people without a slur (issue 27: "X মানেই ...", "... সব মুনাফিক").
const FAITH_NAMES = ['হিন্দু', 'মুসলমান', 'বৌদ্ধ', 'খ্রিস্টান', 'নাস্তিক', 'আহমদিয়া', 'শিখ'];
const FAITH_PEOPLE = ['হিন্দুরা', 'মুসলমানরা', 'বৌদ্ধরা', 'খ্রিস্টানরা', 'ওই জাতের লোকজন', 'এই ধর্মের মানুষগুলা'];
// The last eight words came in shobdo-v2 2.5.0: held-out contempt without a slur 6 -> 8 of 10 (models/EXPERIMENTS.md).
const CONTEMPT = [
  'মুনাফিক',
  'ধোঁকাবাজ',
  'নোংরা',
  'স্বার্থপর',
  'অসভ্য',
  'মিথ্যুক',
  'বর্বর',
  'হিংসুক',
  'বেঈমান',
  'গাদ্দার',
  'ভণ্ড',
  'কুলাঙ্গার',
  'দেশদ্রোহী',
  'অমানুষ',
  'শয়তানের দল',
  'বিশ্বাসঘাতক',
];

function religiousHate(random: () => number): string {
  const kind = random();
  if (kind < 0.25) return `${pick(FAITH_NAMES, random)} মানেই ${pick(CONTEMPT, random)}`;
  if (kind < 0.45) return `${pick(FAITH_PEOPLE, random)} সব ${pick(CONTEMPT, random)}`;
  return `${pick(FAITH_GROUPS, random)} ${pick(FAITH_SLURS, random)}`;
}

function mockery(random: () => number): string {
  const parts = [pick(MOCKERY, random)];
  if (random() < 0.5) parts.push(pick(MOCK_ENDINGS, random));
  return parts.join(' ');
}

// --- hard negatives ---------------------------------------------------------------------------------

const NEGATED = [
  'মারব না',
  'মারবো না',
  'কিছু করব না',
  'আঘাত করব না',
  'খুন করার কথা ভাবিও না',
  'মারুম না',
  'কিছু করুম না',
  'হুমকি দিচ্ছি না',
  'ক্ষতি করব না',
];
const CALM = [
  'শান্ত হ',
  'ভয় পাস না',
  'ডরাইস না',
  'মাথা ঠান্ডা রাখ',
  'আমরা বসে মিটমাট করব',
  'মারামারি করে লাভ নাই',
  'আইন নিজের হাতে নেওয়া ঠিক না',
  'সহিংসতা কোনো সমাধান না',
];
const PLACES = ['ঢাকায়', 'চট্টগ্রামে', 'সিলেটে', 'রাজশাহীতে', 'খুলনায়', 'বরিশালে', 'গাজীপুরে', 'নারায়ণগঞ্জে', 'কুমিল্লায়'];
const NEWS = [
  'ছুরিকাঘাতে যুবক নিহত',
  'গুলিতে দুইজন আহত, আটক তিন',
  'আগুনে পুড়ল বিশটি দোকান',
  'হত্যা মামলার রায় ঘোষণা আজ',
  'কুপিয়ে হত্যার অভিযোগে মামলা',
  'সড়ক দুর্ঘটনায় নিহত পাঁচ',
  'ধর্ষণ মামলার আসামি গ্রেপ্তার',
  'জমি নিয়ে সংঘর্ষে আহত বারো',
  'নিখোঁজ শিশুর লাশ উদ্ধার',
  'ডাকাতির প্রস্তুতিকালে চারজন আটক',
  'অস্ত্রসহ সন্ত্রাসী গ্রেপ্তার',
  'বোমা হামলার ঘটনায় তদন্ত কমিটি গঠন',
  'খুনের আসামির যাবজ্জীবন কারাদণ্ড',
  'মসজিদে জুমার নামাজে মুসল্লিদের ভিড়',
  'দুর্গাপূজার মণ্ডপে কড়া নিরাপত্তা',
  'চাঁদাবাজির অভিযোগে যুবলীগ নেতা আটক',
  // Court reporting of death sentences (issue 27: a court's death sentence read as a threat at 85 %).
  'হত্যা মামলায় তিন আসামির মৃত্যুদণ্ড',
  'আদালত দুই আসামির ফাঁসির আদেশ দিয়েছেন',
  'শিশু হত্যায় একজনের ফাঁসির রায়',
  'মৃত্যুদণ্ডপ্রাপ্ত আসামির আপিল শুনানি আগামী সপ্তাহে',
  'কারাগারে ফাঁসির রায় কার্যকর',
  'হাইকোর্টে মৃত্যুদণ্ড বহাল, দুইজনের যাবজ্জীবন',
  'ধর্ষণ ও হত্যা মামলায় পাঁচজনের ফাঁসির দণ্ড',
  'রায়ে আসামিকে ফাঁসিতে ঝুলিয়ে মৃত্যুদণ্ড কার্যকরের নির্দেশ',
];
const FRIENDLY_OBJECTS = ['তোকে', 'তোরে', 'তোমাকে', 'আপনাকে', 'তোর মাকে', 'তোর ভাইকে', 'ওকে'];
const FRIENDLY_VERBS = [
  'কাল ফোন দেব',
  'একটা উপহার দেব',
  'সাহায্য করব',
  'দাওয়াত দিবো',
  'বাসায় পৌঁছে দেব',
  'নিয়ে ঘুরতে যাব',
  'বই দিয়ে দেব',
  'সব বুঝিয়ে বলব',
  'কাল ফোন দিমু',
  'টাকা ফেরত দিমু',
  'মিস করব',
  'রান্না করে খাওয়াবো',
  'শুভেচ্ছা জানাই',
  'অনেক ভালোবাসি',
];

// The same shapes as the contempt templates, said in respect: a faith's name is not hate by itself.
const RESPECT = ['শান্তি', 'মানবতা', 'ভালোবাসা', 'সহনশীলতা', 'ভালো মানুষ', 'সৎ', 'আমাদের প্রতিবেশী', 'আমাদের ভাই'];

// Counter-speech: a slur for a faith or its people named in order to reject it (issue 27's hard negatives): all 49
// of the frames and slurs below, one hard negative in 18, since shobdo-v2 2.7.0: held-out counter-speech 8 -> 9 of 15
// (models/EXPERIMENTS.md).
// Slurs of the other classes (ছাগল, খানকি, ...) were left out: with them BanTH's figure fell beyond noise.
const QUOTED_SLURS = ['কাফের', 'মালাউন', 'মালু', 'নাস্তিক', 'মুরতাদ', 'জঙ্গি', 'কাঠমোল্লা'];
const COUNTER_FRAMES: readonly ((slur: string) => string)[] = [
  (s) => `কাউকে ${s} বলা ঠিক না`,
  (s) => `${s} বলে কাউকে গালি দেওয়া অন্যায়`,
  (s) => `${s} শব্দটা অপমানজনক, এটা ব্যবহার করবেন না`,
  (s) => `ধর্মের নামে মানুষকে ${s} ডাকা বন্ধ হোক`,
  (s) => `আমার বন্ধুকে আজ কেউ ${s} বলে গালি দিল, খুব খারাপ লাগলো`,
  (s) => `${s} বলে মানুষকে ছোট করা কোনো ধর্ম শেখায় না`,
  (s) => `কমেন্টে ${s} লিখে কী প্রমাণ করতে চান? সম্মান দিয়ে কথা বলুন`,
];

function negative(random: () => number): string {
  if (random() < 0.08) return pick(COUNTER_FRAMES, random)(pick(QUOTED_SLURS, random));
  if (random() < 0.08) return `${pick(FAITH_NAMES, random)} মানেই ${pick(RESPECT, random)}`;
  if (random() < 0.04) return pick(INNUENDO_NEGATIVES, random);
  const kind = random();
  if (kind < 0.35) {
    const who = pick(['তোকে', 'তোরে', 'কাউকে', 'আপনাকে', 'ওকে', 'তোমার কোনো'], random);
    // The speaker is named a third of the time: when every negated threat began with আমি, the word became a cue for
    // harmless, and "আমি তোকে গুলি করব" ("I'll shoot you") came out Normal Text (models/EXPERIMENTS.md, thirty-third
    // and thirty-fourth rounds).
    const parts = random() < 1 / 3 ? ['আমি', who, pick(NEGATED, random)] : [who, pick(NEGATED, random)];
    if (random() < 0.6) parts.push(pick(CALM, random));
    return parts.join(' ');
  }
  if (kind < 0.7) return `${pick(PLACES, random)} ${pick(NEWS, random)}`;
  const parts = [pick(FRIENDLY_OBJECTS, random), pick(FRIENDLY_VERBS, random)];
  if (random() < 0.3) parts.push(pick(['❤️', '😊', 'ইনশাআল্লাহ', 'ভাই', 'চিন্তা করিস না'], random));
  return parts.join(' ');
}

// --- warning idioms (issue 27) ----------------------------------------------------------------------
// A threat without a violent verb: "I'll see to you", "I'll teach you a lesson", "you're in for it". The
// default model read "তোকে দেখে নেব" as not_bully (models/EXPERIMENTS.md, ninth and seventeenth rounds), and the same
// idioms said of a thing ("I'll have a look at the file later") are their harmless twins. Composed by a generator
// of their own, after every other row, so that the rows above stay as they were.
const IDIOM_PERSONS = ['তোকে', 'তোরে', 'তরে', 'তোমারে', 'তোদের', 'ওকে', 'ওরে', 'তোগো'];
const IDIOMS = [
  'দেখে নেব',
  'দেখে নিব',
  'দেখে নিমু',
  'দেইখা নিমু',
  'দেইখা লমু',
  'সোজা করে দেব',
  'সোজা কইরা দিমু',
  'শিক্ষা দিয়ে দিব',
  'উচিত শিক্ষা দিমু',
  'ঠিক করে দিমু',
  'খেলা দেখাব',
  'মজা দেখাব',
  'মজা দেখামু',
  'বুঝিয়ে দেব কত ধানে কত চাল',
];
const WARNINGS = [
  'তোর খবর আছে',
  'তোর খবর কইরা ছাড়মু',
  'টের পাবি',
  'মজা বুঝবি',
  'বুঝবি কত ধানে কত চাল',
  'পস্তাবি',
  'পরে কাঁদবি',
  'তোর দিন শেষ',
];
const THINGS = ['ফাইলটা', 'হিসাবটা', 'রেজাল্টটা', 'খেলাটা', 'ভিডিওটা', 'কাগজগুলো', 'মেইলটা', 'বাজারের লিস্টটা', 'নাটকটা'];
const LATER = ['পরে', 'কাল', 'রাতে', 'অফিসে গিয়ে', 'সময় করে', 'একটু পরে', 'বাসায় গিয়ে'];
const LOOK = ['দেখে নেব', 'দেখে নিব', 'দেখে নিমু', 'দেইখা নিমু', 'দেখে নিও', 'একবার দেখে নেব'];

const warningIdiom = (random: () => number) =>
  framedThreat(random, 0.55, 0.3, () =>
    random() < 0.7 ? [pick(IDIOM_PERSONS, random), pick(IDIOMS, random)] : [pick(WARNINGS, random)],
  );

const lookLater = (random: () => number) =>
  `${random() < 0.4 ? 'আমি ' : ''}${pick(THINGS, random)} ${pick(LATER, random)} ${pick(LOOK, random)}`;

/** How many warning idioms and harmless twins the supplement holds. */
const IDIOM_COUNTS = { threat: 120, not_bully: 60 };

// --- arson: "I'll set fire to your house", and calls to burn a group's homes -------------------------------
// The dataset's threats hardly say it, and the supplement's property threats burn with one verb (পুড়িয়ে দেব):
// "তোর বাসায় আগুন লাগিয়ে দিবো" read not_bully (63.7 %) with shobdo-v2 2.10.0 (eighteenth round). The harmless
// twins light a stove or a candle, and report a fire, with the same words.

const ARSON_PLACES = [
  'তোর বাসায়',
  'তোর বাড়িতে',
  'তোর ঘরে',
  'তোর দোকানে',
  'তোদের বাড়িঘরে',
  'তোর গাড়িতে',
  'তোর অফিসে',
  'তোর গোডাউনে',
  'তোগো বাড়িত',
];
const ARSON_THREATS = [
  'আগুন লাগিয়ে দেব',
  'আগুন লাগিয়ে দিবো',
  'আগুন লাগিয়ে দিব',
  'আগুন ধরিয়ে দেব',
  'আগুন ধরিয়ে দিবো',
  'আগুন দিয়ে দেব',
  'আগুন দিয়ে দিমু',
  'আগুন লাগায়া দিমু',
  'আগুন ধরাইয়া দিমু',
  'আগুন জ্বালিয়ে দেব',
];
const ARSON_TARGETS = ['ওদের বাড়িঘরে', 'এদের দোকানপাটে', 'ওই পাড়ার ঘরগুলোতে', 'এই দালালদের বাসায়', 'ওদের গ্রামে'];
const ARSON_CALLS = [
  'আগুন লাগিয়ে দাও',
  'আগুন দিয়ে দে',
  'আগুন ধরিয়ে দেওয়া উচিত',
  'আগুন লাগানো দরকার',
  'আগুন জ্বালিয়ে দাও সবাই মিলে',
];

function arson(random: () => number): string {
  if (random() < 0.3) return `${pick(ARSON_TARGETS, random)} ${pick(ARSON_CALLS, random)}`;
  return framedThreat(random, 0.5, 0.3, () => [pick(ARSON_PLACES, random), pick(ARSON_THREATS, random)]);
}

const HARMLESS_FIRE = [
  'চুলায় আগুন ধরিয়ে দিলাম, ভাত বসাব',
  'মোমবাতিতে আগুন লাগিয়ে দাও, কারেন্ট চলে গেছে',
  'ধূপকাঠিতে আগুন ধরিয়ে দাও',
  'শীতে খড়ে আগুন জ্বালিয়ে সবাই তাপ নিচ্ছি',
  'পিকনিকে কাঠে আগুন ধরাতে অনেক সময় লাগল',
  'গ্যাসের চুলায় আগুন দিয়ে দিও, আমি আসছি',
  'কারখানায় আগুন লেগেছে, ফায়ার সার্ভিস কাজ করছে',
  'বস্তিতে আগুনে পুড়ল বহু ঘর, হতাহতের খবর নেই',
  'মার্কেটে আগুন লাগার কারণ খুঁজছে তদন্ত কমিটি',
  'গাড়িতে আগুন দেওয়ার ঘটনায় মামলা হয়েছে',
  'আগুন লাগলে আগে বিদ্যুতের লাইন বন্ধ করুন',
  'রান্নাঘরে আগুন লাগলে ভেজা কাপড় দিয়ে ঢেকে দিন',
  'দোকানে আগুন লাগার পর ব্যবসায়ীরা সাহায্য চাইছেন',
  'তোর গানে তো আগুন লাগিয়ে দিলি ভাই 🔥',
  'আজকের ম্যাচে ব্যাটসম্যানরা আগুন ঝরিয়েছে',
];
const FIRE_ENDINGS = ['', '', '', ' 😊', ' ভাই', ', সাবধানে থাকবেন'];
const harmlessFire = (random: () => number) => `${pick(HARMLESS_FIRE, random)}${pick(FIRE_ENDINGS, random)}`;

/** How many arson threats and harmless comments about fire the supplement holds. */
const ARSON_COUNTS = { threat: 60, not_bully: 30 };

// --- graves, blades, blood and the hospital -------------------------------------------------------------
// Threats whose words the dataset holds in another class (nineteenth round): কবর is religious in 91 of its 101 training
// comments, so "তোকে জ্যান্ত কবর দিমু" read religious (76.4 %); বুকে is sexual in 51 of 67, so "বুকে ছুরি চালিয়ে দেব"
// read sexual (92.7 %); "তোর রক্ত দিয়ে গোসল করব" read troll, "তোকে হাসপাতালে পাঠাব" too. Candidates that also held
// harmless comments with these words (an animal slaughtered on Eid, a child held to the chest, blood given) are in
// models/EXPERIMENTS.md: none passed more held-out cases within the validation allowed.

const GRAVES = [
  'জ্যান্ত কবর দেব',
  'জ্যান্ত কবর দিমু',
  'জ্যান্ত কবর দিবো',
  'কবরে পাঠাব',
  'কবরে পাঠামু',
  'কবরে পাঠিয়ে দেব',
  'মাটিচাপা দেব',
  'মাটিচাপা দিমু',
  'হাসপাতালে পাঠাব',
  'হাসপাতালে পাঠামু',
  'পিটিয়ে হাসপাতালে পাঠাব',
  'মেরে আইসিইউতে পাঠাব',
];
const OWN_GRAVE = ['তোর কবর খুঁড়ে রেখেছি', 'তোর কবর এই এলাকাতেই হবে', 'তোর কবর আমার হাতেই হবে', 'তোর কবরের মাটি রেডি'];
const BLADES = ['ছুরি', 'চাকু', 'চাপাতি', 'রামদা', 'ক্ষুর', 'দা'];
const STABBED = ['তোর বুকে', 'তোর পেটে', 'তোর গলায়', 'তোর পিঠে', 'তোর বুকের মধ্যে'];
const STAB = ['চালিয়ে দেব', 'ঢুকিয়ে দেব', 'বসিয়ে দেব', 'ঢুকাইয়া দিমু', 'চালায়া দিমু', 'বসাইয়া দিমু'];
const BLOOD = [
  'তোর রক্ত দিয়ে গোসল করব',
  'তোর রক্ত ঝরাব',
  'তোর রক্ত ঝরামু',
  'তোর রক্তে রাস্তা লাল করে দেব',
  'তোদের রক্তে মাটি ভিজিয়ে দেব',
  'তোর বুকের রক্ত বের করে দেব',
];

const wound = (random: () => number) =>
  framedThreat(random, 0.5, 0.3, () => {
    const kind = random();
    if (kind < 0.35) return [pick(PERSONS, random), pick(GRAVES, random)];
    if (kind < 0.45) return [pick(OWN_GRAVE, random)];
    if (kind < 0.75) return [`${pick(BLADES, random)} দিয়ে`, pick(STABBED, random), pick(STAB, random)];
    return [pick(BLOOD, random)];
  });

/** How many threats with graves, blades, blood and the hospital the supplement holds. */
const WOUND_COUNTS = { threat: 60 };

// --- calls to a crowd: violence against a group, in the moods of a rally ----------------------------------
// The supplement's threats speak to one person ("I'll ..."); a call to a crowd says what must be done to a group:
// the obligation (-তে হবে), the plural imperative (-ও), "let us" (চলো ... -ই), with হামলা and ভাঙচুর, which the
// dataset holds mostly in news. Through shobdo-v2 2.13.0 "থানায় হামলা করো, সবাই মিলে" read not_bully (59.1 %),
// "সবাই মিলে ওই বাসে ভাঙচুর চালাও" too (twentieth round, models/EXPERIMENTS.md).

const CROWD_OPENINGS = ['ভাইয়েরা,', 'সবাই মিলে', 'এখনই সময়,', 'আর না,', 'সবাই তৈরি থাকো,', 'সময় হয়েছে,', 'আজ রাতেই'];
const CROWD_TARGETS = [
  'ওদের',
  'এদের',
  'ওই দালালগুলোকে',
  'এই রাজাকারদের',
  'ওই সন্ত্রাসীদের',
  'ব্যবসায়ীগুলারে',
  'ওদের নেতাদের',
  'এই জালেমদের',
  'ওই পাড়ার লোকদের',
  'এই কুলাঙ্গারগুলোকে',
];
const CROWD_HARMS = [
  'পিটিয়ে তাড়াতে হবে',
  'ধরে ধরে পেটাতে হবে',
  'কুপিয়ে শেষ করতে হবে',
  'ধরে এনে মারতে হবে',
  'খতম করতে হবে',
  'একটাকেও ছাড়া যাবে না',
  'ধরে পেটাও',
  'পিটিয়ে মারো',
  'কোপাও',
  'মেরে শেষ করে দাও',
  'ধাওয়া দিয়ে পিটাও',
  'ধরে গণধোলাই দাও',
];
const CROWD_PLACES = [
  'ওদের অফিসে',
  'ওদের বাড়িঘরে',
  'ওদের গাড়িতে',
  'ওদের কার্যালয়ে',
  'ওদের মার্কেটে',
  'ওদের সমাবেশে',
  'ওদের ক্লাবে',
];
const CROWD_ATTACKS = [
  'হামলা চালাও',
  'হামলা করো',
  'হামলা চালাতে হবে',
  'ভাঙচুর করো',
  'ভাঙচুর চালাতে হবে',
  'ঢুকে সব ভেঙে দাও',
  'ঢুকে তছনছ করে দিতে হবে',
];
const CROWD_THINGS = ['ওদের দোকানপাট', 'ওদের ঘরবাড়ি', 'ওদের অফিস', 'ওদের গাড়িগুলো', 'ওদের কারখানা', 'ওদের আস্তানা'];
const CROWD_WRECK = ['ভেঙে দিতে হবে', 'গুঁড়িয়ে দাও', 'তছনছ করে দাও', 'গুঁড়িয়ে দিতে হবে', 'ভেঙে চুরমার করে দাও'];
const LET_US = ['চলো সবাই মিলে', 'চলো এবার', 'চলো ভাইয়েরা'];
const LET_US_HARMS = [
  'ওদের ধরে পেটাই',
  'ওদের অফিসে হামলা করি',
  'ওদের অফিস ভাঙচুর করি',
  'ওদের খতম করি',
  'ওদের আস্তানা গুঁড়িয়ে দিই',
];
const CROWD_ENDINGS = ['সবাই মিলে', 'এখনই', '✊', '✊✊', 'কেউ ছাড় পাবে না', 'তবেই শিক্ষা হবে', 'আর অপেক্ষা না'];

function crowdCall(random: () => number): string {
  const kind = random();
  if (kind < 0.15) return `${pick(LET_US, random)} ${pick(LET_US_HARMS, random)}`;
  const parts: string[] = [];
  if (random() < 0.4) parts.push(pick(CROWD_OPENINGS, random));
  if (kind < 0.5) parts.push(pick(CROWD_TARGETS, random), pick(CROWD_HARMS, random));
  else if (kind < 0.8) parts.push(pick(CROWD_PLACES, random), pick(CROWD_ATTACKS, random));
  else parts.push(pick(CROWD_THINGS, random), pick(CROWD_WRECK, random));
  if (random() < 0.3) parts.push(pick(CROWD_ENDINGS, random));
  return parts.join(' ');
}

// Calls to a crowd that harm no one, in the same moods: a human chain, a cleaning, relief, a lawsuit.
const PEACEFUL_CALLS = [
  'মানববন্ধনে আসতে হবে',
  'শান্তিপূর্ণ প্রতিবাদ চালিয়ে যেতে হবে',
  'স্মারকলিপি জমা দিতে হবে',
  'রাস্তাটা পরিষ্কার করো',
  'ত্রাণ পৌঁছে দিতে হবে',
  'রক্ত দিতে হাসপাতালে চলো',
  'ভোট দিতে কেন্দ্রে যাও',
  'আইনের আশ্রয় নিতে হবে',
  'গাছ লাগাও',
  'ওদের পণ্য বর্জন করো, কিন্তু কারো গায়ে হাত নয়',
];
// And the crowd's places and people in harmless sentences, so that "ওদের অফিসে" or "ওদের গাড়িতে" alone do not make a
// threat: without them "ওদের গাড়িতে করে আমরা বিয়েবাড়ি গেলাম" read threat (twentieth round).
const PLACE_ERRANDS: [string, string[]][] = [
  ['ওদের অফিসে', ['কাল মিটিং আছে', 'আবেদনটা জমা দিতে হবে']],
  ['ওদের বাড়িঘরে', ['ত্রাণ পৌঁছে দিতে হবে', 'বন্যার পানি ঢুকেছে, সাহায্য করো']],
  ['ওদের গাড়িতে', ['জায়গা আছে, উঠে পড়ো', 'করে সবাই স্টেশনে চলো']],
  ['ওদের কার্যালয়ে', ['স্মারকলিপি দিতে হবে', 'কাগজগুলো পৌঁছে দাও']],
  ['ওদের মার্কেটে', ['ঈদের কেনাকাটা করতে চলো', 'দাম একটু কম, ঘুরে আসো']],
  ['ওদের সমাবেশে', ['শান্তিপূর্ণভাবে যোগ দাও', 'প্রশ্নগুলো ভদ্রভাবে করতে হবে']],
  ['ওদের ক্লাবে', ['খেলা দেখতে চলো', 'নতুন সদস্য নিচ্ছে, নাম লেখাও']],
];
const PEOPLE = ['ওদের', 'এদের', 'ওদের নেতাদের', 'ওই পাড়ার লোকদের', 'ব্যবসায়ীদের'];
const LAWFUL = [
  'আইনের হাতে তুলে দিতে হবে',
  'ভোটে হারাতে হবে',
  'আদালতে তুলতে হবে',
  'জবাবদিহির আওতায় আনতে হবে',
  'দাওয়াত দাও',
];
const PEACEFUL_OPENINGS = ['ভাইয়েরা,', 'সবাই মিলে', 'এখনই সময়,', 'চলো সবাই,'];

function peacefulCall(random: () => number): string {
  const kind = random();
  const opening = random() < 0.5 ? `${pick(PEACEFUL_OPENINGS, random)} ` : '';
  if (kind < 0.35) {
    const [place, errands] = pick(PLACE_ERRANDS, random);
    return `${opening}${place} ${pick(errands, random)}`;
  }
  if (kind < 0.6) return `${opening}${pick(PEOPLE, random)} ${pick(LAWFUL, random)}`;
  return `${opening}${pick(PEACEFUL_CALLS, random)}`;
}

// --- words of comments written outside the team ----------------------------------------------------------------------
// Comments written by people who never saw the datasets or the model (models/EXPERIMENTS.md, twenty-sixth round) missed
// communal slurs of both countries, mockery of a faith's rituals and dress, leering emoji and innuendo, sarcastic
// praise, and veiled threats, blackmail and abduction; harmless comments share their words (festivals, emoji of food
// and heat, a shop's price, real praise, a caring warning, blackmail reported).

const COMMUNAL_GROUPS = [
  'নেড়েগুলো',
  'নেড়েরা',
  'কাটুয়াগুলো',
  'কাটুয়ারা',
  'মালুগুলা',
  'মালাউনের দল',
  'কাটমোল্লাগুলো',
  'জিহাদিগুলো',
  'চাড্ডিগুলো',
  'গোমূত্রখোরগুলো',
  'মগের জাত',
  'কাদিয়ানীগুলা',
  'মুরতাদগুলো',
  'হুজুরগুলা',
  'মোল্লাগুলো',
  'ইসকনের ভণ্ডগুলো',
  'মিশনারিগুলো',
];
const COMMUNAL_CLAIMS = [
  'যেখানে যায় সেখানেই ঝামেলা পাকায়',
  'সবকটাকে দেশ থেকে তাড়ানো উচিত',
  'এদের দোকান থেকে কিছু কিনবেন না',
  'এদের কাছে বাড়ি ভাড়া দেবেন না',
  'এদের কোনোদিন বিশ্বাস করবেন না',
  'কোনোদিন সভ্য হবে না',
  'মাথায় ঘিলু বলে কিছু নাই',
  'শুধু বাচ্চা পয়দা করে',
  'একদিন দেশটা দখল করে নেবে',
  'এদের জন্যই দেশটা পিছিয়ে আছে',
  'সব ধান্দাবাজ',
  'এদের আবার মানবাধিকার',
  'টাকা দিয়ে গরিবের ধর্ম কিনে নেয়',
  'খায় এই দেশে আর টাকা পাঠায় ওই দেশে',
  'ঘরে সাপ পোষা আর এদের বিশ্বাস করা একই কথা',
];
const RITUALS = [
  'মাটির পুতুলের পূজা',
  'মূর্তির সামনে মাথা ঠোকা',
  'গোবর আর গোমূত্র খাওয়া',
  'ওয়াজে গিয়ে চিল্লানো',
  'দাড়ি টুপির ভণ্ডামি',
  'বোরকা পরা তাঁবু',
  'শাঁখা সিঁদুরের সার্কাস',
  'পূজার নামে ঢোল পিটিয়ে নাচানাচি',
  'রবিবারে গির্জায় গিয়ে পাপ মাফ',
  'মরুভূমির নিয়ম',
];
const RITUAL_SCORN = [
  'দেখলেই হাসি পায়',
  'এসব কোনো ধর্ম না',
  'অন্ধ জাতির কাজ',
  'এগুলা বন্ধ করা দরকার',
  'আর কত দেখব',
  'এর চেয়ে হাস্যকর কিছু নাই',
];
const SCORN_EMOJI = ['😂', '😂😂', '🤣', '🤡', '🤮', '😡'];

function communalHate(random: () => number): string {
  const ending = random() < 0.4 ? ` ${pick(SCORN_EMOJI, random)}` : '';
  if (random() < 0.6) return `${pick(COMMUNAL_GROUPS, random)} ${pick(COMMUNAL_CLAIMS, random)}${ending}`;
  return `${pick(RITUALS, random)}, ${pick(RITUAL_SCORN, random)}${ending}`;
}

const LEERS = [
  'রান্নার মতোই গরম',
  'একবার একা পেলে বুঝিয়ে দিতাম আসল মজা',
  'একটু ঝুঁকে দাঁড়াও, ভালো করে দেখা যাচ্ছে না',
  'মুখের চেয়ে অন্য জিনিসে চোখ আটকে যায়',
  'তোমার জামাই রাতে কত সুখে থাকে',
  'ইনবক্সে কয়েকটা আনকাট পিক দিও',
  'সারা রাতের রেট কত',
  'একা একা রাত কাটে কিভাবে',
  'ডাক দিলেই সেবা দিতে রাজি',
  'পেছন থেকে ভিডিওটা আবার দাও',
  'ঠোঁট দুইটা দেখলেই মাথা খারাপ',
  'এত রাতে লাইভে মানে কাস্টমার খুঁজতেছে',
  'একবার টেস্ট করতে চাই',
  'এই ড্রেসে লাইভে আসলে ভিউ ডাবল',
  'কী ফিগার, একবার কাছে পেলে',
];
const LEER_EMOJI = ['🥵', '🍑', '💋', '🤤', '👀', '😏', '🙈', '🌶️🔥', '😜', '🤫'];

function leer(random: () => number): string {
  const address = random() < 0.6 ? `${pick(ADDRESS, random)} ` : '';
  return `${address}${pick(LEERS, random)} ${pick(LEER_EMOJI, random)}`;
}

const FAKE_PRAISE = [
  'বাহ কী প্রতিভা',
  'অসাধারণ ট্যালেন্ট',
  'লিজেন্ড ভাই',
  'কী গান গাইলেন',
  'কী অভিনয়',
  'বস তুমি তো কিংবদন্তি',
  'দারুণ ব্যাটিং',
];
const TWISTS = [
  'কান দিয়ে রক্ত বের হয়ে গেল',
  'তিন বলে শূন্য রান',
  'কাকের কা কা মনে হলো',
  'এর চেয়ে গরু চরানো ভালো, ওইটাতে ট্যালেন্ট লাগে না',
  'কাঠের পুতুলও এর চেয়ে ভালো অভিনয় করে',
  'আগে ক্লাস থ্রির বইটা পড়ে আসেন',
  'পাঁচ বছর ধরে একই কনটেন্ট',
  'হাঁসের বাচ্চা কাঁদছে মনে হয়',
  'নিজের নামটাও বানান করতে পারে না',
];
const PUT_DOWNS = [
  'আপনাকে কে জিজ্ঞেস করছে? নিজের চরকায় তেল দেন',
  'মাকাল ফল, বাইরে চকচকে ভেতরে ফাঁকা',
  'এসএসসি পাশ করতে পারে নাই, আসছে জ্ঞান দিতে',
  'এই বলদটারে কে ক্যাপ্টেন বানাইছে',
  'আগে নিজের ভুঁড়িটা কমান, তারপর জ্ঞান দেন',
  'এই গাধাগুলোকে ভোট দেয় কারা',
  'ভাষণ শুনে মনে হলো মাতাল বকবক করছে',
];

function sarcasm(random: () => number): string {
  const ending = ` ${pick(['👏👏', '🤣🤣', '😂', '🤡', '🥱'], random)}`;
  if (random() < 0.55) return `${pick(FAKE_PRAISE, random)}, ${pick(TWISTS, random)}${ending}`;
  return `${pick(PUT_DOWNS, random)}${random() < 0.6 ? ending : ''}`;
}

const OUTSIDE_VEILED = [
  'কাফনের কাপড় রেডি রাখিস',
  'তোর লাশও কেউ খুঁজে পাবে না',
  'ভালো থাকিস, যতদিন ভালো থাকতে পারিস',
  'রাস্তাঘাটে তো চলাফেরা করিস, দুর্ঘটনা যেকোনো সময় ঘটতে পারে',
  'তোর প্রাইভেট ছবি সব গ্রুপে ছাইড়া দিমু',
  'টাকা না দিলে তোর ভিডিও ভাইরাল করে দেব',
  'তোর বোনকে তুলে নিয়ে যাব, কেউ খুঁজে পাবে না',
  'ছুরিটা এখনো ব্যাগে আছে, পরের বার মিস হবে না',
  'তোরে কোবাই ফেলাইয়ুম',
  'তোরে জ্যাতা কবর দিয়ুম',
  'তোর বাড়ির ঠিকানা বের করে ফেলছি, কে বাঁচায় দেখব',
  'রাতে বাইরে বের হইস, দেখা হবে',
  'তোর মুখে এসিড মাইরা চেহারা বানামু',
  'মাঠ থেকে বের হ, তারপর দেখব কে তোকে বাঁচায়',
];

function veiledOrBlackmail(random: () => number): string {
  return `${pick(OUTSIDE_VEILED, random)}${random() < 0.4 ? ` ${pick(['🔪', '🙂', '🙂🔪', '😡'], random)}` : ''}`;
}

const SHARED_WORD_NEGATIVES = [
  'পূজার মণ্ডপে গিয়েছিলাম, খুব সুন্দর সাজিয়েছে',
  'ইসকনের কীর্তন শুনে মন ভরে গেল',
  'হুজুরের ওয়াজটা খুব সুন্দর হয়েছে, আল্লাহ কবুল করুন',
  'গির্জায় বড়দিনের প্রার্থনায় গিয়েছিলাম',
  'বুদ্ধ পূর্ণিমার শুভেচ্ছা সবাইকে',
  'শাঁখা সিঁদুরে আপনাকে খুব সুন্দর লাগছে',
  'কাউকে নেড়ে বা মালাউন বলে গালি দেওয়া বন্ধ করুন',
  'রান্নাটা দেখে জিভে জল চলে আসলো 🤤',
  'ঝাল মরিচ খেয়ে অবস্থা খারাপ 🌶️🥵',
  'আজ কী গরম পড়েছে রে 🥵',
  'এই শাড়িটার দাম কত আপু?',
  'ডেলিভারি চার্জ কত আর কয়দিনে পাব',
  'অসাধারণ ব্যাটিং 👏👏 সেঞ্চুরির জন্য অভিনন্দন',
  'হাসতে হাসতে শেষ 😂 দারুণ কমেডি ভাই',
  'কী গান গাইলেন, মন ছুঁয়ে গেল 👏',
  'রাস্তায় সাবধানে চলাফেরা করো, দুর্ঘটনা যেকোনো সময় ঘটতে পারে',
  'ছুরিটা ব্যাগে রেখো, পিকনিকে ফল কাটতে লাগবে',
  'ব্ল্যাকমেইলের অভিযোগে যুবক গ্রেপ্তার',
  'ছবি ভাইরাল করার হুমকি দিলে ৯৯৯ এ কল করুন',
  'আজ পরীক্ষায় পুরো অঙ্কটা মেরে দিয়েছি 😎',
  'দোস্ত ট্রিট না দিলে তোর খবর আছে 😂',
];

/** A maker that gives one of `items` as it is. */
const oneOf =
  (items: readonly string[]) =>
  (random: () => number): string =>
    pick(items, random);

/** A later generator that gives every row of `rows` once, under its label (labels in the order of `rows`). */
function everyRowOnce<L extends string>(rows: Record<L, readonly string[]>): LaterGenerator {
  const labels = Object.keys(rows) as L[];
  const makers = Object.fromEntries(labels.map((l) => [l, oneOf(rows[l])])) as Record<L, (r: () => number) => string>;
  const counts = Object.fromEntries(labels.map((l) => [l, rows[l].length])) as Record<L, number>;
  return later(makers, counts);
}

// --- what a second round of comments written outside the team held ------------------------------------------------
// Three more sets written by people who never saw the datasets or the model (models/EXPERIMENTS.md, twenty-seventh
// round) missed sweeping claims about a faith's people ("X মানেই ..."), scorn for clergy and scripture, sexual
// invitations without an explicit word, mockery dressed as praise or as a title ("পাড়ার বিশেষজ্ঞ"), and threats that
// name what the writer knows (the address, the children's way to school) or give a deadline; harmless comments share
// their words (a parcel's address, a title meant kindly, a warning to keep safe), and so do greetings and kind words for
// each faith's people and comments that condemn an attack on them.

const SWEPT_PEOPLE = [
  'মুসলিম',
  'হিন্দু',
  'বৌদ্ধ',
  'খ্রিস্টান',
  'নাস্তিক',
  'হুজুর',
  'মোল্লা',
  'পূজারি',
  'ব্রাহ্মণ',
  'মাদ্রাসার ছাত্র',
  'হিজাব পরা মেয়ে',
  'টিকিওয়ালা',
];
const SWEEPING_CLAIMS = [
  'মানেই জঙ্গি',
  'মানেই চোর',
  'মানেই ভণ্ড',
  'মানেই দালাল',
  'মানেই মাথা খারাপ',
  'মানেই গাঁজাখোর',
  'মানেই দেশের শত্রু',
  'মানেই মিথ্যাবাদী',
  'মানেই অসভ্য জাত',
];
const CLERGY_SCORN = [
  'হুজুরদের কাম একটাই, ওয়াজের নামে টাকা তোলা',
  'মোল্লারা ফতোয়া দেয় আর দাওয়াতে মুরগি খায়',
  'কাঠমোল্লাগুলো দেশটাকে একশো বছর পিছনে নিয়ে গেল',
  'মাদ্রাসাগুলো জঙ্গি বানানোর কারখানা',
  'পুরোহিতরা চিরকাল মানুষ ঠকিয়ে খেয়েছে',
  'ওদের ধর্মগ্রন্থ তো রূপকথার বই',
  'পাথরের সামনে মাথা ঠেকায়, এদের আবার বুদ্ধি',
  'নামাজের নামে রাস্তা আটকে রাখে, এইজন্যই লোকে ঘৃণা করে',
  'ওদের হাতের কিছু খাবি না, ঈমান নষ্ট হয়ে যাবে',
  'বৌদ্ধরা মুখে শান্তির বাণী বলে আর ভিতরে ভিতরে খুনি',
  'ইতারা বেয়াক্কুন ইন্ডিয়ার দালাল',
  'কাটুয়া জাতটারে পাকিস্তান পাঠায় দেওয়া দরকার',
];

function faithContempt(random: () => number): string {
  const ending = random() < 0.4 ? ` ${pick(SCORN_EMOJI, random)}` : '';
  if (random() < 0.5) return `${pick(SWEPT_PEOPLE, random)} ${pick(SWEEPING_CLAIMS, random)}${ending}`;
  return `${pick(CLERGY_SCORN, random)}${ending}`;
}

const INVITATIONS = [
  'রাতে একা থাকলে নক দিও',
  'একবার রুমে আসো, সময় দিমু',
  'ফুল নাইট কত নিবা',
  'বাসর রাতের গল্পটা কবে শুনাবেন',
  'ঠোঁট দুইটা দেখে রাখলাম, বাকিটা কল্পনা করে নিলাম',
  'শরীলডা দেইখা মাথা ঘুরাই গেছে',
  'কোমরের দোলা দেখে পাগল হয়ে গেলাম',
  'এত ছোট জামা পরে লাইভে আসো, বুঝি তো কী চাও',
  'সবার সাথে শুয়েই তো এই পর্যন্ত আসছে',
  'রাতে ভিডিও কলে কথা বলতাম, নাম্বারটা দেন',
  'ইনবক্সে পিক দেন, কেউ জানবে না',
  'ড্রেসটা আরও ছোট হলে সব দেখা যেত',
  'ঠোঁটে একটা কিস করতে মন চায়',
  'একবার ছুঁয়ে দেখতে চাই',
  'ডেটে যাবেন? শুধু আপনি আর আমি',
  'জামাই বাইরে গেলে ডাক দিও',
];
const INVITATION_EMOJI = ['😉', '😜', '😏', '🥵', '😘', '🤤', '👅'];

function invitation(random: () => number): string {
  const address = random() < 0.6 ? `${pick(ADDRESS, random)} ` : '';
  const emoji = random() < 0.7 ? ` ${pick(INVITATION_EMOJI, random)}` : '';
  return `${address}${pick(INVITATIONS, random)}${emoji}`;
}

const MOCK_TITLES = [
  'এই তো এসে গেছেন পাড়ার বিশেষজ্ঞ',
  'কমেন্ট সেকশনের প্রফেসর চলে আসছে',
  'এক্সপার্ট সাহেব ম্যাচ না দেখেই কমেন্ট করতে হাজির',
  'আইনস্টাইনের ছোট ভাই আসছে জ্ঞান দিতে',
  'ফিল্টারের রানী, মেকআপ ধুইলে চেনাই যাবে না',
  'বাহ কী দারুণ যুক্তি, নোবেল দেওয়া উচিত আপনাকে',
  'আপনার ভিডিও দেখার চেয়ে দেয়ালের দিকে তাকিয়ে থাকা ভালো',
  'ভিডিওটা দেখে জীবন থেকে দশ মিনিট কমে গেল, ফেরত দেন',
  'গান বাদ দিয়া ভ্যান চালান, দেশের উপকার হবে',
  'পাঁচ রানে আউট হয়ে আবার ব্যাট উঁচায়',
  'আম্পায়ার কানা নাকি, কত টাকা খাইছস',
  'হিরো আলমও তোর চেয়ে ভালো অভিনয় করে',
  'অভিনয় কে শিখাইছে? দেয়ালেরও এর চেয়ে বেশি এক্সপ্রেশন আছে',
  'গলির ক্রিকেটেও তোমাকে নিবে না',
  'আপনি আর আপনার লজিক দুইটাই জোক',
  'নিজেও জানেন না কী বেচতেছেন, আসছে রিভিউ দিতে',
];
const TITLE_ENDINGS = ['😂', '🤣🤣', '🤡', '🙄', '👏👏', 'লজ্জা শরম নাই', 'আনফলো করলাম'];

function mockTitle(random: () => number): string {
  return `${pick(MOCK_TITLES, random)}${random() < 0.7 ? ` ${pick(TITLE_ENDINGS, random)}` : ''}`;
}

const KNOWN_THINGS = [
  'তোর বাসার ঠিকানা পেয়ে গেছি',
  'তোর ফোন নাম্বার আর ঠিকানা সব আমার কাছে আছে',
  'তোর ছেলেমেয়ে কোন রাস্তা দিয়ে স্কুলে যায় আমরা জানি',
  'কে কী লিখছে সব স্ক্রিনশট রাখছি',
  'তোর অফিস কোথায় জানি',
  'এলাকায় আয় একবার',
];
const THREAT_OUTCOMES = [
  'আজ রাতে দেখবি কী হয়',
  'বেশি বাড়াবাড়ি করলে বুঝবি',
  'জিন্দা ফেরত যাবি না',
  'দিন গুনতে থাক',
  'সময় আসুক, সবগুলারে দেখে নিব',
  'বেশি বললে ঘরে গিয়ে মারবো',
  'কাল থেকে বাইরে বের হতে পারবি না',
];
const DEADLINES = [
  'ভিডিও ডিলিট কর, নইলে তোর প্রাইভেট পিক লিক করে দিব, ২৪ ঘণ্টা সময় দিলাম',
  'আর একটা ভিডিও বানাইলে তোর লাশ পাওয়া যাবে ড্রেনে',
  'তোর ফ্যামিলির কাউকে একা পাইলে খবর আছে',
  'রাস্তায় একা পাইলে কী করমু বুঝতে পারতেছিস তো',
  'ধরে রেপ করে শিক্ষা দিয়ে দিব',
  'একদিন ধরে পিটিয়ে সোজা করে দিব',
  'রাতে একা বের হইস না, কখন কী হয়ে যায় বলা যায় না',
];

function knownThreat(random: () => number): string {
  const emoji = random() < 0.4 ? ` ${pick(['🙂', '😈', '🔪', '😡'], random)}` : '';
  if (random() < 0.6) return `${pick(KNOWN_THINGS, random)}, ${pick(THREAT_OUTCOMES, random)}${emoji}`;
  return `${pick(DEADLINES, random)}${emoji}`;
}

const SHARED_WORD_NEGATIVES_2 = [
  'আপনার ঠিকানাটা ইনবক্সে দিন, পার্সেল আজই পাঠিয়ে দিব',
  'আমার ফোন নাম্বার আর ঠিকানা অর্ডারে দিয়ে দিয়েছি',
  'রাতে একা বের হয়ো না, সাবধানে থেকো 🙂',
  'বাচ্চারা কোন রাস্তা দিয়ে স্কুলে যায় খেয়াল রাখবেন, মোড়ে খুব গাড়ি',
  'ভাই আপনার যুক্তিটা দারুণ, পুরো একমত 👏👏',
  'আমাদের পাড়ার বিশেষজ্ঞ ডাক্তার সাহেব খুব ভালো মানুষ',
  'বাসর রাতের জন্য ফুল দিয়ে খাট সাজানোর অর্ডার নেওয়া হয়',
  'রাতে ভিডিও কলে আম্মুর সাথে কথা বললাম 😘',
  'আঁরা চাটগাঁইয়া মানুষ, মেজবানের মজা আর কোথাও নাই 😋',
  'ব্যাটারি ব্যাকআপ কেমন? গেমিং করলে ফোন গরম হয় নাকি',
  'হুজুরের বয়ানটা খুব সুন্দর লাগলো, আল্লাহ উত্তম প্রতিদান দিন',
  'মন্দিরে প্রসাদ খেয়ে আসলাম, সবাইকে শুভ দীপাবলি',
  'ভিডিওটা ডিলিট করে আবার আপলোড দিন, সাউন্ড আসছে না',
  'পাঁচ রানে আউট হলেও ক্যাচটা দারুণ ছিল',
  'মুসলিম ভাইদের ঈদ মোবারক, সবাই ভালো থাকুন',
  'হিন্দু প্রতিবেশীরা বিপদের দিনে সবার আগে পাশে দাঁড়িয়েছিল',
  'বৌদ্ধ বিহারে প্রবারণা পূর্ণিমার ফানুস উৎসব দেখতে গিয়েছিলাম',
  'খ্রিস্টান বন্ধুদের বড়দিনের শুভেচ্ছা',
  'মাদ্রাসার ছাত্ররা বন্যার্তদের জন্য ত্রাণ তুলছে, ধন্যবাদ',
  'হুজুর সাহেব খুব সুন্দর করে বুঝিয়ে বললেন',
  'পূজারি দাদু প্রতিদিন সকালে ফুল নিয়ে মন্দিরে যান',
  'হিজাব পরা মেয়েটা সাঁতারে সোনা জিতেছে, আমরা গর্বিত',
  'মন্দিরে হামলার খবরে খারাপ লাগছে, দোষীদের বিচার চাই',
  'সংখ্যালঘুদের বাড়িতে হামলা মানবতার লজ্জা, প্রশাসন ব্যবস্থা নিক',
  'কোনো ধর্মের মানুষকে ঢালাওভাবে দোষ দেওয়া ঠিক না',
  'নাস্তিক হলেও উনি খুব ভদ্র মানুষ, তর্ক করেন যুক্তি দিয়ে',
];

/**
 * How many of each the second round of comments written outside the team asks for: shobdo-v2 2.16.0's counts. Twice as
 * many harmful rows gained as much on the unread sets but lowered BanTH beyond noise (models/EXPERIMENTS.md,
 * twenty-seventh round).
 */
const OUTSIDE_COUNTS_2 = {
  religious: 50,
  sexual: 40,
  troll: 40,
  threat: 40,
  not_bully: SHARED_WORD_NEGATIVES_2.length,
};

/**
 * How many of each the supplement asks for. The slots give 70 veiled threats (14 sentences, with and without an emoji),
 * and the Buddha Purnima greeting is a case of the functional suite, so it is left out when the models are trained: 20
 * harmless comments. These are the counts shobdo-v2 2.15.0 was trained with (models/EXPERIMENTS.md, twenty-sixth round).
 */
const OUTSIDE_COUNTS = { religious: 100, sexual: 80, troll: 80, threat: 80, not_bully: SHARED_WORD_NEGATIVES.length };

/**
 * How many calls to a crowd and harmless sentences in the same moods and places the supplement holds: 60 calls alone
 * lowered BanTH beyond noise, 90 harmless ones Vio-Lens's non-violent recall (twentieth round, models/EXPERIMENTS.md).
 */
const CROWD_COUNTS = { threat: 120, not_bully: 60 };

// --- calls to shut a faith's people out ---------------------------------------------------------------------------
// Two sets written outside the team (models/EXPERIMENTS.md, thirtieth round) missed calls to shut a faith's people out
// without a violent word: a boycott of their shops, no flat or job for them, no temple, mosque or prayer meeting, "send
// them away". The bullying set holds few, and its boycotts are threats. Written by a writer who never saw the datasets
// or the model, 60 such calls and 30 harmless comments with the same words (a boycott for a price, a landlord's notice,
// a mosque or temple repaired, neighbours at each other's festivals); kept here are the 50 and 25 in Bengali script (a
// romanized comment is read through the transliteration, and the supplement's rows are used as typed).

const EXCLUSION_CALLS = [
  'হিন্দুদের দোকান থেকে কেউ কিছু কিনবেন না, সব টাকা ওদের কাছে চলে যায়।',
  'মুসলমানদের দোকান বয়কট করুন, নিজের পাড়ার হিন্দু দোকান থেকেই বাজার করুন 🙏',
  'মালাউনদের মিষ্টির দোকানে আর এক পয়সাও খরচ করবো না, সবাই বয়কট করো।',
  'অফিসে কোনো কাদিয়ানিকে চাকরি দেওয়া যাবে না, এটা আমাদের সবার দাবি।',
  'খ্রিস্টানদের এনজিও থেকে কোনো সাহায্য নিবেন না, ওদের সব প্রোডাক্ট বর্জন করুন।',
  'বৌদ্ধদের হোটেল রেস্টুরেন্টে খাওয়া বন্ধ করেন ভাই, ওদের ব্যবসা লাটে উঠুক।',
  'নাস্তিকদের কোম্পানিতে কেউ চাকরি করবেন না, ওদের পণ্যও কিনবেন না।',
  'নেড়েদের কাছ থেকে মাছ মাংস কেনা আজ থেকে বন্ধ, দাদারা একটু খেয়াল রাখবেন।',
  'হিন্দু কর্মচারী রাখবেন না ভাই, ছাঁটাই করে মুসলিম ভাইদের নেন।',
  'আহমদিয়াদের গার্মেন্টসে কেউ অর্ডার দিবেন না, ওদের ব্যবসা বয়কট।',
  'ওদের দোকানের লাভ দিয়েই মন্দির বানায়, তাই হিন্দুদের দোকান বর্জন করুন।',
  'হিন্দুগুনর দোয়ানত্তুন কিচ্ছু ন কিনিবা, বেগ্গুনে বয়কট গর।',
  'আমাদের বিল্ডিংয়ে কোনো হিন্দু ফ্যামিলিকে ফ্ল্যাট ভাড়া দেওয়া হবে না।',
  'মুসলমানদের বাড়ি ভাড়া দিও না, একবার ঢুকলে পুরো পাড়াটাই ওদের হয়ে যাবে।',
  'খ্রিস্টানগোরে আঙ্গো গেরামে জাগা বেচিয়েন না, হেতাগো এইহানে থাকন লাগতো ন।',
  'কাদিয়ানিরা আমাদের এলাকায় জমি কিনতে পারবে না, কেউ ওদের কাছে বেচবেন না।',
  'নাস্তিক পোলাপাইনরে মেসে সিট দিবেন না, বাইর কইরা দেন।',
  'বৌদ্ধরা এই গ্রামে নতুন বাড়ি করবে না, ওদের জমির দলিল আটকায় দেন।',
  'আমাদের সোসাইটিতে মুসলিম কাউকে ফ্ল্যাট বিক্রি করা চলবে না, সবাই মিটিংয়ে সই করুন।',
  'মালাউনগো কাছে বাসা ভাড়া দিমু না, আগেই কইয়া দিলাম 😤',
  'অউ পাড়াত হিন্দুরে বাসা ভাড়া দিতায় না, তারারে অন্য জাগাত যাইতে কও।',
  'আমাদের এলাকায় নতুন কোনো মন্দির হতে দেওয়া হবে না।',
  'এই পাড়ায় ওদের মসজিদ বানাতে দিব না, জমি অন্য কাজে লাগানো হবে।',
  'গ্রামে গির্জা বানানোর অনুমতি বাতিল করতে হবে, খ্রিস্টানদের প্রার্থনা এখানে চলবে না।',
  'কাদিয়ানিদের জলসা বন্ধ করো, এই দেশে ওদের সালানা জলসার কোনো জায়গা নাই।',
  'এইবার পাড়ায় দুর্গাপূজা হইবো না, হিন্দুগো প্যান্ডেল বসাইতে দিমু না।',
  'নতুন বৌদ্ধ বিহার বানানো যাবে না, প্রশাসনের কাছে সবাই আবেদন জমা দিন।',
  'আহমদিয়াদের উপাসনালয়কে মসজিদ বলা যাবে না, ওটা সিলগালা করে দেওয়া হোক।',
  'আমাদের মহল্লায় মুসলমানদের জুম্মার জামাত করতে দেওয়া হবে না, অন্য কোথাও গিয়ে করুক।',
  'খ্রিস্টানদের বড়দিনের প্রার্থনা সভার অনুমতি দেওয়া হবে না, কমিটি জানিয়ে দিয়েছে।',
  'ওদের পূজার মাইক আর ঢাক বন্ধ, এই এলাকায় হিন্দুদের কোনো অনুষ্ঠান চলবে না।',
  'নাস্তিকদের কোনো সভা সেমিনার এই শহরে হতে দেওয়া যাবে না।',
  'মোল্লাদের ওয়াজ মাহফিল আমাদের পাড়ায় করতে দেবো না, ওদের প্যান্ডেল এখানে উঠবে না।',
  'রথযাত্রা আমাদের রাস্তা দিয়ে যাবে না, হিন্দুদের মিছিলের পারমিশন বাতিল চাই।',
  'হিন্দুদের সাথে সব সম্পর্ক ছিন্ন করুন, বিয়েশাদি দাওয়াত কিছুই না।',
  'মুসলমানদের ছেলেমেয়েদের আমাদের স্কুলে ভর্তি নেওয়া বন্ধ করা হোক।',
  'মালাউনরা ইন্ডিয়া চলে যা, এই দেশ তোদের না 🇧🇩',
  'নেড়েগুলোকে পাকিস্তানে পাঠাও, পশ্চিমবঙ্গে ওদের জায়গা নেই।',
  'কাদিয়ানিরা এই দেশ ছেড়ে চলে যাক, ওদের নাগরিকত্ব বাতিল করা হোক।',
  'বাজার কমিটিতে কোনো হিন্দু সদস্য রাখা যাবে না, এটা আমাদের কমিটি।',
  'খ্রিস্টান পরিবারের সাথে কেউ আত্মীয়তা করবেন না, ওদের একঘরে করে দিন।',
  'নাস্তিকদের সমাজ থেকে বের করে দাও, কোনো দাওয়াতে ওদের ডাকবে না।',
  'বৌদ্ধ ছাত্রদের আমাদের হোস্টেলে সিট দেওয়া যাবে না, ওরা আলাদা থাকুক।',
  'পাড়ার ক্লাবে মুসলিম ছেলেদের মেম্বার করা হবে না, দাদারা এটা মাথায় রাখবেন।',
  'যারা কাদিয়ানি তাদের জানাজা আর দাফন আমাদের গোরস্থানে হবে না।',
  'হিন্দুদের পঞ্চায়েত ইলেকশনে দাঁড়াতে দেওয়া যাবে না, ওদের কেউ ভোটও দিবেন না।',
  'এই দেশে নাস্তিকদের কোনো জায়গা নাই, সবগুলা দেশ ছেড়ে চলে যাক।',
  'খ্রিস্টান মিশনারি স্কুলে বাচ্চা পাঠাবেন না, ওদের সাথে সব লেনদেন বন্ধ।',
  'আমাদের পরিবারে কোনো মুসলিম জামাই বা বউ আসবে না, ওদের সাথে আত্মীয়তা একদম বন্ধ।',
  'বৌদ্ধগো পাহাড়ে ফেরত পাঠাও, সমতলে ওদের থাকার দরকার নাই।',
];

const EXCLUSION_NEGATIVES = [
  'দাম বাড়ানোর প্রতিবাদে এই সপ্তাহে সবাই ডিম কেনা বয়কট করুন।',
  'এই ব্র্যান্ডের মোবাইল কেউ কিনবেন না, দুই মাসেই ব্যাটারি নষ্ট হয়ে যায়।',
  'টু-লেট: শুধুমাত্র ছোট ফ্যামিলির জন্য, ব্যাচেলর ভাড়া দেওয়া হবে না।',
  'ধূমপায়ী ভাড়াটিয়া এই বাসায় থাকতে পারবেন না, আগেই জানিয়ে রাখলাম।',
  'স্কুলের নোটিশ: অভিভাবক ছাড়া কোনো বহিরাগত ক্যাম্পাসে প্রবেশ করতে পারবেন না।',
  'আমাদের গ্রামের মসজিদের ছাদ মেরামতের জন্য সবাই সাধ্যমতো দান করুন।',
  'পাড়ার কালী মন্দির সংস্কারের কাজ চলছে, যাঁরা পারেন সাহায্য করবেন 🙏',
  'গির্জার নতুন ঘণ্টাঘর বানাতে সবার সহযোগিতা কামনা করছি।',
  'আগামী শুক্রবার বাদ আসর মাদ্রাসা মাঠে বার্ষিক ওয়াজ মাহফিল, সবাইকে দাওয়াত রইল।',
  'এবারের দুর্গাপূজায় আমাদের ক্লাবের প্যান্ডেলে সবাইকে আমন্ত্রণ, অষ্টমীর ভোগ খেয়ে যাবেন।',
  'ঈদে পাশের বাড়ির দিদি সেমাই খেয়ে গেলেন, পূজায় আমরা ওনাদের বাড়ি যাবো ❤️',
  'রাত দুইটা পর্যন্ত গানবাজনার পার্টি বন্ধ করুন, বাচ্চাদের পরীক্ষা চলছে।',
  'কমিটির মিটিংয়ে চাঁদা বকেয়া থাকলে কেউ ভোট দিতে পারবে না, এটাই নিয়ম।',
  'এই রেস্টুরেন্টে আর যাবো না, খাবার বাসি আর দামও বেশি।',
  'বিল্ডিংয়ে পোষা কুকুর নিয়ে থাকা যাবে না, বাড়িওয়ালার কড়া নির্দেশ।',
  'বুদ্ধ পূর্ণিমায় বিহারে প্রদীপ জ্বালানো হবে, পাড়ার সবাই আসবেন।',
  'বড়দিনে আমাদের মুসলিম প্রতিবেশীরাও কেক নিয়ে এসেছিলেন, খুব ভালো লাগলো।',
  'ভেজাল তেলের এই কোম্পানির সব পণ্য বর্জন করুন, ভোক্তা অধিকারে অভিযোগ দিন।',
  'স্কুল কমিটিতে শুধু অভিভাবকরাই সদস্য হতে পারবেন, বাইরের কেউ না।',
  'হোস্টেলে রাত দশটার পর বাইরের কাউকে ঢুকতে দেওয়া হবে না।',
  'পাশের ফ্ল্যাটে প্রতি রাতে হইচই, বাড়িওয়ালাকে বলে ওই পার্টি বন্ধ করাতে হবে।',
  'মসজিদের ওজুখানা নতুন করে বানানো হবে, ইট সিমেন্ট দিয়ে সাহায্য করুন।',
  'লক্ষ্মীপূজার প্রসাদ পাশের বাসার চাচিকে দিয়ে আসলাম, উনি খুব খুশি।',
  'এই ইন্টারনেট প্রোভাইডার বাদ দেন ভাই, সারাদিন লাইন থাকে না।',
  'মহল্লার রাস্তায় গাড়ি পার্ক করা নিষেধ, কমিটির সিদ্ধান্ত।',
];

/**
 * 30 calls drawn from the 50 and every harmless row: all 60 calls turned Vio-Lens's non-violent comments that name a
 * community religious, beyond noise (models/EXPERIMENTS.md, thirtieth round).
 */
const EXCLUSION_COUNTS = { religious: 30, not_bully: EXCLUSION_NEGATIVES.length };

// --- counter-speech: a faith's people defended, a slur named to reject it -------------------------------------------
// Sets written outside the team (models/EXPERIMENTS.md, thirtieth and thirty-first rounds) showed counter-speech read as
// religious hate: a faith's people defended as citizens, a slur quoted to reject it, an attack on a temple or mosque
// condemned, one man's crime not blamed on his faith. Written by a writer who never saw the datasets or the model, 80
// such comments and 40 religious hate comments in the same words, so that the stance, not the faith's name, is what the
// rows teach; all in Bengali script.

const COUNTER_SPEECH = [
  'হিন্দুরাও এই দেশের নাগরিক, তাদের নিরাপত্তা দেওয়া রাষ্ট্রের দায়িত্ব, কারো দয়া নয়।',
  'নাস্তিক হলেও সে মানুষ, তার মত আপনার পছন্দ না হলে যুক্তি দিয়ে জবাব দিন, হুমকি দিয়ে না।',
  'আহমদিয়ারাও এই মাটির সন্তান, ওদের মসজিদে হামলা করে কোনো ঈমান রক্ষা হয় না।',
  'পাহাড়ের আদিবাসী মানুষগুলোও বাংলাদেশের নাগরিক, ওদের জমি কেড়ে নেওয়া কোনো ধর্মের কাজ না।',
  'খ্রিস্টান ভাইবোনেরা এই দেশে জন্মেছে, এখানেই বড় হয়েছে। ওদের বিদেশি বলার অধিকার কারো নেই।',
  'বৌদ্ধরা কি মানুষ না? রামুর কথা ভুলে গেলে চলবে না, সবাই সমান নাগরিক।',
  'পশ্চিমবঙ্গের মুসলমানরাও ভারতের নাগরিক, ওদের বাংলাদেশি বলে তাড়ানোর কথা যারা বলে তারা সংবিধান পড়েনি।',
  'সংখ্যায় কম বলে কারো অধিকার কম হয় না। হিন্দু, বৌদ্ধ, খ্রিস্টান সবার জন্য একই আইন।',
  'মুক্তিযুদ্ধে হিন্দু মুসলিম বৌদ্ধ খ্রিস্টান একসাথে রক্ত দিয়েছে, আজ কাউকে পর করে দেওয়া মানে শহীদদের অপমান।',
  'ধর্ম না মানাটাও একজন মানুষের অধিকার। নাস্তিক বলে কাউকে মেরে ফেলার কথা যারা লেখে তারা আসলে কোন ধর্ম মানে?',
  'সাঁওতাল, গারো, চাকমা — এরা কেউ অতিথি না, এই দেশের আদি বাসিন্দা।',
  'ভাই, সবার আগে মানুষ, তারপর ধর্ম। ❤️',
  'যারা কমেন্টে মালাউন লিখছেন, লজ্জা হওয়া উচিত। প্রতিবেশীকে গালি দিয়ে নিজের ধর্মকেই ছোট করছেন।',
  'কাটমোল্লা, নেড়ে এসব শব্দ যারা ব্যবহার করে তারা নিজেদের শিক্ষিত বলে কিভাবে? মুসলমানরাও মানুষ।',
  'কাফের কাফের করে চেঁচানো বন্ধ করুন। কে জান্নাতে যাবে সেটা ঠিক করার দায়িত্ব আপনাকে দেওয়া হয়নি।',
  'মালু শব্দটা গালি, এটা মজা না। আমার হিন্দু বন্ধুরা এটা শুনে কতটা কষ্ট পায় একবার জিজ্ঞেস করে দেখেন।',
  'কাটুয়া বলে যে গালি দিচ্ছেন, আপনার মা শুনলে কি গর্ব করবেন? এই ভাষা বন্ধ হোক।',
  'এই পোস্টের নিচে অর্ধেক কমেন্টে মালাউন আর কাফের। মডারেটর ভাই, এগুলো মুছে দিন প্লিজ।',
  'কাউকে জঙ্গি বা মোল্লা বলে খোঁচা দেওয়া মানেই প্রগতিশীলতা না, ওটাও ঘৃণা।',
  'নেড়ে আর মালাউন দুটোই একই রকম নোংরা গালি। এপারে ওপারে যারা এগুলো লেখে তারা একই মানসিকতার।',
  "পাহাড়িদের 'চাকমা তো চাইনিজ' বলে হাসাহাসি করা বন্ধ করুন, এটা বর্ণবাদ, রসিকতা না।",
  'মুরতাদ ঘোষণা দিয়ে কারো মাথার দাম ঠিক করার অধিকার কোনো ফেসবুক পেজের নেই।',
  'দাদা, জিহাদি শব্দটা প্রতিটা মুসলমানের গায়ে লাগিয়ে দেওয়া বন্ধ করুন। পাড়ার রহিম চাচা জিহাদি না, দর্জি।',
  'আমি মুসলমান, আর আমি বলছি — মালাউন শব্দটা যে লেখে সে আমার প্রতিনিধি না।',
  'কাদিয়ানি বলে গালি দিয়ে ওদের দোকান বয়কটের ডাক দেওয়া ইসলাম শেখায়নি।',
  'মন্দিরে প্রতিমা ভাঙার ঘটনায় দোষীদের দ্রুত গ্রেফতার ও বিচার চাই। উপাসনালয় ভাঙা কোনো ঈমানদারের কাজ হতে পারে না।',
  'মসজিদে ঢিল ছোঁড়া যে-ই করুক, আইনের আওতায় আনা হোক। উপাসনালয়ে হামলা মানে সবার ওপর হামলা।',
  'গির্জার জানালা ভাঙা আর ক্রুশ উপড়ে ফেলার ছবি দেখে লজ্জা লাগছে। পুলিশ দয়া করে সিসিটিভি দেখে অপরাধীদের ধরুন।',
  'প্যাগোডায় আগুন দেওয়া হয়েছে, অথচ কেউ কথা বলছে না। বৌদ্ধ ভাইদের পাশে আছি, বিচার চাই।',
  'হিন্দু পাড়ায় রাতে ঘরবাড়ি পোড়ানো হলো, আর আমরা চুপ? আইন নিজের হাতে নয়, দোষীদের শাস্তি আদালতে হোক।',
  'প্রতিশোধ না, বিচার। মন্দির ভাঙার জবাবে মসজিদ ভাঙলে অপরাধী দুইটা হয়, ন্যায় একটাও হয় না।',
  'ওপার বাংলায় মসজিদ ভাঙার খবরে এপারে মন্দির ভাঙার হুমকি দিচ্ছেন? এক অন্যায়ের জবাব আরেক অন্যায় না।',
  'আদিবাসীদের গ্রামে হামলাকারীদের নাম সবাই জানে, তবু মামলা হয় না কেন? প্রশাসন জবাব দিক।',
  'আহমদিয়াদের বাড়িঘর লুট হয়েছে। যারা লুট করেছে তাদের ভিডিও আছে, অবিলম্বে ব্যবস্থা নিন।',
  'দুর্গাপূজার মণ্ডপে হামলার বিচার আজও হয়নি। প্রতিবছর একই গল্প, এবার অন্তত দৃষ্টান্তমূলক শাস্তি চাই।',
  'গুজব ছড়িয়ে যারা মন্দিরে হামলা উসকে দেয় তাদেরও আইনের আওতায় আনা দরকার, শুধু যারা ভাঙে তাদের না।',
  'রাতের অন্ধকারে মসজিদের দেয়ালে কেউ গালি লিখে রেখে গেছে। যে করেছে সে সব হিন্দুর বদনাম করেছে, পুলিশ ধরুক তাকে।',
  'ধর্ম অবমাননার পোস্ট দেখলে আগে যাচাই করুন, তারপর থানায় জানান। লাঠি নিয়ে কারো বাড়িতে যাওয়া সমাধান না।',
  'একজনের অপরাধের দায় পুরো হিন্দু সমাজের উপর চাপানো অন্যায়। অপরাধীর পরিচয় অপরাধী, ধর্ম না।',
  'এক মৌলভী খারাপ কাজ করেছে বলে সব মাদ্রাসা ছাত্রকে গালি দেওয়াটা ঠিক না। বিচার হোক ওই লোকের।',
  'কোনো এক পাদ্রির দোষে সব খ্রিস্টানকে ধর্মান্তরকারী বলা নিছক বোকামি।',
  'খুনির নাম মুসলমানের মত শুনে পুরো কমেন্ট সেকশন মুসলমানদের গালি দিচ্ছে। একটু থামুন, ভাবুন।',
  'একটা ছেলে পোস্ট দিয়ে অপরাধ করলে তার শাস্তি আইন দেবে। পুরো গ্রামের হিন্দুদের ঘর জ্বালানো কোন হিসাবে?',
  'সন্ত্রাসীর কোনো ধর্ম নেই কথাটা পুরনো শোনালেও সত্যি। কয়েকজন জঙ্গির জন্য কোটি মুসলমান দায়ী না।',
  'একজন ব্লগার কী লিখেছে তার জন্য সব নাস্তিককে মারার ডাক দেওয়া, এটা কোন বিচার?',
  'চোর ধরা পড়লে আমরা তার ধর্ম জিজ্ঞেস করি কেন? হিন্দু চোর, মুসলমান চোর বলে আলাদা কিছু নেই।',
  'ভারতে কিছু হলে এদেশের হিন্দুদের ওপর রাগ ঝাড়া বন্ধ করুন। ওরা এখানকার মানুষ, ওখানকার ঘটনার দায় ওদের না।',
  'দিল্লিতে দাঙ্গা হলে কলকাতার পাড়ার মুসলমান দোকানদারকে কথা শোনানো, এর কোনো মানে হয়?',
  'গুটিকয়েক লোক পাহাড়ে অস্ত্র ধরেছে বলে সব পাহাড়িকে সন্ত্রাসী বলা যায় না।',
  'একটা ঘটনার ভিডিও দেখে গোটা সম্প্রদায় সম্পর্কে রায় দিয়ে ফেলা আমাদের সবচেয়ে বড় রোগ।',
  'আমার ধর্মের কেউ অন্যায় করলে আমি তার পক্ষ নেব না, আর অন্য ধর্মের কারো অন্যায়ের জন্য তার প্রতিবেশীকে দোষ দেব না।',
  'কোনো ধর্মই ঘৃণা শেখায় না, ঘৃণা শেখায় কিছু মানুষ যারা ধর্মকে ব্যবহার করে।',
  'ধর্ম যার যার, উৎসব সবার। পূজায় ঘুরতে গেলে কারো ঈমান যায় না। 🙏',
  'ঈদে হিন্দু বন্ধুরা সেমাই খেতে আসে, পূজায় আমরা নাড়ু খেতে যাই — এই বাংলাই তো চেয়েছিলাম।',
  'আজান আর শঙ্খধ্বনি একই পাড়ায় বাজে, বাস্তবে কারো কোনো সমস্যা হয় না, সমস্যা শুধু ফেসবুকে।',
  'বড়দিনের রাতে আলো দেখতে পার্ক স্ট্রিটে আমরা সবাই যাই, এটাই তো আমাদের শহর। ❤️',
  'প্রবারণা পূর্ণিমার ফানুস উড়াতে পাড়ার সব ধর্মের ছেলেমেয়েরা একসাথে ছিলাম, এত সুন্দর দৃশ্য আর হয় না।',
  'কোরআনেও বলা আছে, দ্বীনের ব্যাপারে জবরদস্তি নেই। তাহলে অন্যের বিশ্বাস নিয়ে এত রাগ কেন?',
  'গীতা পড়ে কেউ মানুষ মারতে শেখে না, কোরআন পড়েও না। শেখে নেতাদের উসকানিতে।',
  'পয়লা বৈশাখ কারো একার না, হিন্দুয়ানি বলে যারা এটাকে ছোট করে তারা বাংলার ইতিহাস জানে না।',
  'প্রতিবেশীর হক সম্পর্কে রাসুল (সা.) যা বলেছেন, সেখানে প্রতিবেশীর ধর্ম নিয়ে কোনো শর্ত ছিল না।',
  'আমাদের গ্রামে মসজিদ আর মন্দির একই দেয়াল ভাগ করে, পঞ্চাশ বছরে একদিনও ঝগড়া হয়নি। 🤝',
  'লালন বলে গেছেন, জাত গেল জাত গেল বলে একি আজব কারখানা। এত বছর পরেও আমরা শিখলাম না।',
  'রমজানে মন্দির কমিটি ইফতারে শরবত বিলায়, পূজায় মসজিদ কমিটি পাহারা দেয় — এমন খবরগুলো বেশি শেয়ার করুন।',
  'বন্যার সময় আমাদের ঘরে পানি উঠলে পাশের বাড়ির নিখিল কাকা তিন দিন নিজের বাড়িতে রেখেছিলেন। কোনো দিন ধর্ম জিজ্ঞেস করেননি।',
  'আমার সবচেয়ে কাছের বন্ধু শুভ প্রতি বছর আমাদের সাথে একটা রোজা রাখে, আমি ওর সাথে অঞ্জলি দিতে যাই। 🙏',
  'আব্বা হাসপাতালে থাকার সময় রক্ত দিয়েছিল এক খ্রিস্টান ছেলে। রক্তের কোনো ধর্ম হয় না ভাই।',
  'মা মারা যাওয়ার পর প্রথম যে মানুষটা খাবার নিয়ে এসেছিলেন তিনি পাশের ফ্ল্যাটের হিজাব পরা আন্টি।',
  'কলকাতায় পড়তে এসে যখন ঘর পাচ্ছিলাম না, এক হিন্দু মাসিমা নিজের বাড়িতে ভাড়া দিয়েছিলেন, আমার নাম শুনেও ফিরিয়ে দেননি।',
  'হোস্টেলে আমার রুমমেট চাকমা ছিল। ওর মায়ের হাতের রান্না এখনো মনে পড়ে, এত আপন মানুষ কম পেয়েছি।',
  'ছোটবেলায় পাড়ার বৌদ্ধ বিহারের ভান্তে আমাদের বিনা পয়সায় অংক করাতেন। উনি না থাকলে মেট্রিক পাশ করতাম না।',
  'আমাগো গেরামে হিন্দু মুসলমান এক পুকুরে গোসল করি, এক মাঠে খেলি, ফেসবুকের গিয়ান আমগো লাগব না।',
  'মোর দাদির সই আছিল এক হিন্দু বুড়ি, দুইজনে মরার আগ পর্যন্ত একসাথে বসি পান খাইছে।',
  'আমার নাস্তিক বন্ধুটা রমজানে সেহরির সময় ফোন দিয়ে আমার ঘুম ভাঙাত। বিশ্বাস আলাদা, ভালোবাসা একই।',
  'অফিসের সহকর্মী আহমদি, গত বছর আমার মেয়ের অপারেশনের সময় সারারাত হাসপাতালে ছিলেন। ওনাকে নিয়ে বাজে কথা শুনলে খারাপ লাগে।',
  'পূজার সময় আমাদের মণ্ডপ পাহারা দিত পাড়ার মুসলমান ছেলেরা, এটা আমি নিজের চোখে দেখেছি। ❤️',
  'দাঙ্গার গুজব ছড়ানোর রাতে আমাদের মুসলিম প্রতিবেশী ভোর পর্যন্ত দরজায় দাঁড়িয়ে ছিলেন। সেই ঋণ কোনোদিন শোধ হবে না।',
  'ঈদের দিন সবার আগে আমাদের বাসায় আসে পিটার, গির্জা থেকে ফিরেই। ও ছাড়া ঈদ জমে না।',
  'আমরার গেরামো হিন্দু-মুসলমান মিলিয়া থাকি, পূজাত আর ঈদো এক লগে খাই, কেউরে ঘেন্না করা শিখি নাই।',
  'রিকশাওয়ালা মামা মুসলমান, আমি হিন্দু, দশ বছর ধরে উনিই আমার মেয়েকে স্কুলে দিয়ে আসেন। বিশ্বাসের আরেক নাম উনি।',
];

const COUNTER_SPEECH_HATE = [
  'মালাউনদের কোনো বিশ্বাস নাই, সুযোগ পেলেই ভারতের দালালি করে।',
  'এই দেশে থাকতে হলে হিন্দুদের চুপ করে থাকতে হবে, না পোষালে ইন্ডিয়া চলে যা।',
  'নেড়েগুলো যেখানে বেশি সেখানেই ঝামেলা, এদের পাড়ায় ঢোকাও বিপদ।',
  'কাটমোল্লাদের বাচ্চা বেশি, মাথায় বুদ্ধি কম, দেশটা এরাই শেষ করছে।',
  'মুসলমান মানেই জিহাদি, মুখে শান্তির কথা বলে আর পেছনে ছুরি রাখে।',
  'কাদিয়ানিরা কাফের, এদের উপাসনার জায়গাকে মসজিদ বলার অধিকার নাই, সব সিলগালা করে দেওয়া উচিত।',
  'নাস্তিকগুলো সমাজের ক্যান্সার, এদের এই দেশে থাকার কোনো অধিকার নাই।',
  'খ্রিস্টান মিশনারিরা টাকা দিয়ে গরিবদের ধর্ম কিনছে, এদের সবগুলোকে দেশ থেকে বের করে দাও।',
  'পাহাড়িরা দেশের শত্রু, এদের জায়গা জমি বাঙালিদের দিয়ে দেওয়াই ঠিক।',
  'মালুরা এখানে খায়, টাকা জমায় ওপারে। এদের জমি কিনতে দেওয়াই ভুল।',
  'বাংলাদেশি মুসলমানগুলো উইপোকার মত দেশ খাচ্ছে, ধরে ধরে সীমান্তের ওপারে ফেলে দেওয়া উচিত।',
  'কাটুয়াদের পাড়া দিয়ে রাতে হাঁটবেন না, এরা সবাই চোর আর ছিনতাইকারী।',
  'হিন্দুরা গোবর খায়, মূর্তির কাছে মাথা ঠোকে, এদের সাথে বন্ধুত্ব করাও পাপ।',
  'মুসলমান প্রতিবেশী মানেই বিপদ, আজ হাসবে কাল সুযোগ পেলে ঘর দখল করবে।',
  'বৌদ্ধগুলো মিয়ানমারে যা করেছে তারপর এদের বিশ্বাস করা যায় না, রামুর বৌদ্ধদেরও না।',
  'পূজার নামে রাস্তা আটকে ঢাকঢোল বাজানো মালাউনদের আর কত সহ্য করব? মণ্ডপ বানাতে দেওয়াই বন্ধ করা উচিত।',
  'ঈদে রাস্তায় গরু কেটে রক্ত ছড়ায়, নেড়েদের জাতটাই নোংরা। 🤮',
  'কাফেরদের দোকান থেকে কেউ কিছু কিনবেন না, এদের ভাতে মারতে হবে।',
  'হিন্দু মেয়েদের দিকে যে চোখে তাকায় তাতেই বোঝা যায়, সব মুসলমান ছেলে লাভ জিহাদের জন্য ওত পেতে আছে।',
  'মুরতাদ নাস্তিকদের জন্য এই দেশের মাটি হারাম, যেখানে পাবি সেখান থেকে তাড়া।',
  'ধর্ম যার যার উৎসব সবার — এসব বলে মুসলমানদের ঈমান নষ্ট করছে মালাউনের দালালরা।',
  'মন্দির ভাঙছে বলে এত কান্না কেন? মালাউনরা নিজেরাই ভেঙে নাটক করে যাতে ইন্ডিয়ার সহানুভূতি পায়।',
  'একজন না, ওদের পুরো জাতটাই এরকম। হিন্দু মানেই বেইমান।',
  'একজনের দোষে সবাইকে দায়ী করা যাবে না? মুসলমানদের বেলায় যাবে, কারণ ওদের কিতাবেই সব শেখানো আছে।',
  'আদিবাসী বলে কিছু নাই, এরা সব বহিরাগত উপজাতি, বাংলাদেশে এদের জায়গা নাই।',
  'খ্রিস্টানরা সব পশ্চিমাদের চর, চার্চগুলো আসলে গুপ্তচরের আস্তানা।',
  'গির্জায় আগুন লাগছে তো কি হইছে, এরা তো আমাগো দেশের মানুষ না।',
  'আহমদিরা মুসলমান সেজে ঘুরে বেড়ায়, এদের সামাজিকভাবে বয়কট করাই ঈমানি দায়িত্ব।',
  'নেড়েদের ভোটের অধিকার কেড়ে নিলেই পশ্চিমবঙ্গ ঠিক হয়ে যাবে।',
  'মোল্লাদের দাড়ি টুপি দেখলেই বোঝা যায় ভেতরে একটা সন্ত্রাসী বসে আছে।',
  'হিন্দু প্রতিবেশী আছে? সাবধান, এরা মুখে দাদা দাদা করে, ভেতরে ভেতরে তোমার সর্বনাশ চায়।',
  'মালাউনগো জমি জায়গা সব কিন্না ফালাও, তাইলে এমনিই দেশ ছাইড়া ভাগব।',
  'কাটমোল্লার জাত, যেখানে যায় সেখানেই দাঙ্গা বাঁধায়। এদের কেউ ঘর ভাড়া দিও না।',
  'সাঁওতাল গারো এগুলা মদ খায় শুয়োর খায়, এদের সাথে আবার কিসের মেলামেশা।',
  'নাস্তিক হলে সে মানুষই না, ওর জানাজা পড়াও নিষেধ, পরিবারেরও উচিত ত্যাজ্য করা।',
  'হিন্দুরা এই দেশের নাগরিক? কাগজে হতে পারে, মনে-প্রাণে ওরা সবাই ভারতের।',
  'শান্তির ধর্ম শান্তির ধর্ম করে গলা ফাটাস, অথচ দুনিয়ার সব সন্ত্রাস তোদের মুসলমানদেরই কাজ। 😡',
  'মোর পাড়াত একটা মালু পরিবার আছে, উমাক তাড়ে দিবার চাই, সবাই মিলি চাপ দেও।',
  'মগের বাচ্চারা এই দেশে থেকে আমাদেরই খায়, এই বৌদ্ধগুলোকে পাহাড় থেকে নামিয়ে দাও।',
  'কাফেরদের সাথে ঈদ আর পূজা ভাগাভাগি করা হারাম, ওরা কোনোদিন আমাদের বন্ধু হতে পারে না।',
];

export interface SupplementCounts {
  threat: number;
  sexual: number;
  religious: number;
  troll: number;
  not_bully: number;
}

export const DEFAULT_SUPPLEMENT_COUNTS: SupplementCounts = {
  threat: 1200,
  sexual: 600,
  religious: 220,
  troll: 140,
  not_bully: 900,
};

// --- threats that name the speaker ----------------------------------------------------------------------------------
// "আমি তোকে গুলি করব" ("I'll shoot you"): a first-person threat, with its favours in the same words, so that naming the
// speaker is a cue for neither class (models/EXPERIMENTS.md, thirty-fourth round, shobdo-v2 2.20.0).
const SPEAKERS = ['আমি', 'আমরা', 'আমি নিজে', 'মুই', 'আমি নিজ হাতে'];
const SPEAKER_KILL = ['খুন করমু', 'গুলি করব', 'গুলি করমু'];
function speakerThreat(random: () => number): string {
  const verb = random() < 0.3 ? pick(SPEAKER_KILL, random) : pick(KILL, random);
  const speaker = pick(SPEAKERS, random);
  const person = pick(PERSONS, random);
  return random() < 0.8 ? `${speaker} ${person} ${verb}` : `${person} ${speaker} ${verb}`;
}
const speakerFavour = (random: () => number) =>
  `${pick(SPEAKERS, random)} ${pick(FRIENDLY_OBJECTS, random)} ${pick(FRIENDLY_VERBS, random)}`;
const SPEAKER_COUNTS = { threat: 50, not_bully: 15 };

/**
 * A maker of comments that are one of `sayings` with its `slot` filled by one of `fillers` (a saying without the slot
 * draws a filler all the same, so that the seeded rows do not depend on which saying came first), then one of
 * `endings`.
 */
const sayingWith =
  (sayings: readonly string[], slot: string, fillers: readonly string[], endings: readonly string[]) =>
  (random: () => number) =>
    pick(sayings, random).replace(slot, pick(fillers, random)) + pick(endings, random);

// --- a grave visited and prayed at ----------------------------------------------------------------------------------
// কবর (a grave) is religious in most of the bullying set's comments that hold it: the torment of the grave wished on
// someone. A grave visited, a flower laid on a martyr's grave, a prayer for the dead are not, and were read as religious
// hate at 64 to 92 %. The curses stay beside them, so that the grave is a cue for neither (models/EXPERIMENTS.md,
// "A grave visited and prayed at", shobdo-v2 2.21.0).
const GRAVE_OF = [
  'আব্বুর',
  'আম্মুর',
  'দাদার',
  'দাদির',
  'নানার',
  'নানির',
  'বড় ভাইয়ের',
  'মরহুমের',
  'শহীদদের',
  'মুক্তিযোদ্ধাদের',
  'স্যারের',
];
const GRAVE_VISITS = [
  '{g} কবর জিয়ারত করে আসলাম',
  '{g} কবরে ফুল দিলাম',
  '{g} কবরের পাশে দাঁড়িয়ে দোয়া করলাম',
  'আজ {g} কবরে গিয়েছিলাম',
  '{g} কবরটা পাকা করে দিলাম',
  '{g} কবরের মাটি ঠিক করে আসলাম',
];
const GRAVE_ENDINGS = [
  '',
  ', আল্লাহ জান্নাত নসিব করুন',
  ', সবাই দোয়া করবেন',
  ', চোখের পানি ধরে রাখতে পারিনি',
  ', খুব মনে পড়ে',
  ' 🤲',
];
const graveVisit = sayingWith(GRAVE_VISITS, '{g}', GRAVE_OF, GRAVE_ENDINGS);
const GRAVE_CURSES = [
  'তোর কবরে আগুন জ্বলবে',
  'কবরের আযাব তোর জন্য অপেক্ষা করছে',
  'মরলে তোর কবরেও জায়গা হবে না',
  'আল্লাহ যেন তোর কবর সংকীর্ণ করে দেয়',
  'কবরে গেলে বুঝবি কত ধানে কত চাল',
  'তোর মতো মুরতাদের কবরে সাপ বিচ্ছু ঘুরবে',
];
const CURSE_OPENINGS = ['', 'এই নাস্তিক ', 'শোন ', 'বেয়াদব '];
const graveCurse = (random: () => number) => pick(CURSE_OPENINGS, random) + pick(GRAVE_CURSES, random);
const GRAVE_COUNTS = { not_bully: 120, religious: 24 };

// --- an owner, and going too far --------------------------------------------------------------------------------------
// মালিক (an owner) is sexual in most of the bullying set's comments that hold it, a thread's label on "ক্ষমা করার মালিক
// আল্লাহ", and বাড়াবাড়ি (going too far) shares its first letters with a vulgar word: an owner of a shop or a bus, or a
// price gone too far, was read as sexual at 58 to 98 %. Harmless comments alone, as the bullying set's harm in them is a
// thread's label or a vulgar word's letters (models/EXPERIMENTS.md, "An owner, and going too far", shobdo-v2 2.22.0).
const OWNER_OF = [
  'দোকানের',
  'বাসার',
  'গাড়ির',
  'কোম্পানির',
  'জমির',
  'রেস্টুরেন্টের',
  'কারখানার',
  'ফ্ল্যাটের',
  'লঞ্চের',
  'পত্রিকার',
  'মার্কেটের',
  'খামারের',
];
const OWNER_SAYINGS = [
  '{o} মালিকের সাথে কথা বলে দাম ঠিক করলাম',
  '{o} মালিককে ফোন দিয়েছি, বিকেলে আসবেন',
  '{o} মালিক নিজেই সব দেখাশোনা করেন',
  '{o} নতুন মালিক কে, কেউ জানেন?',
  '{o} মালিকরা আজ বৈঠকে বসেছেন',
  '{o} মালিকের নাম্বারটা দিবেন?',
  '{o} মালিক আমার ছোটবেলার বন্ধু',
  '{o} মালিক কর্মচারীদের ঈদের বোনাস দিয়েছেন',
];
/** The endings of the owners' and the going-too-far comments. */
const PLAIN_ENDINGS = ['', ', ধন্যবাদ', ' 🙂', ', ভাই', '।'];
const owner = sayingWith(OWNER_SAYINGS, '{o}', OWNER_OF, PLAIN_ENDINGS);
const TOO_FAR_ABOUT = ['খেলা', 'সামান্য বিষয়', 'এই ঘটনা', 'একটা ছবি', 'রেজাল্ট', 'বিয়ের খরচ', 'ট্রাফিক জ্যাম'];
const TOO_FAR_SAYINGS = [
  '{x} নিয়ে সবাই একটু বাড়াবাড়ি করছে',
  '{x} নিয়ে বাড়াবাড়ি না করে আলোচনা করুন',
  '{x} নিয়ে এতটা বাড়াবাড়ি ঠিক হচ্ছে না',
  'সত্যি বলতে {x} নিয়ে মিডিয়া বাড়াবাড়ি করেছে',
  'বাজারে দামের বাড়াবাড়ি কবে কমবে?',
  'বাড়াবাড়ি রকমের ভিড় ছিল আজ',
];
const tooFar = sayingWith(TOO_FAR_SAYINGS, '{x}', TOO_FAR_ABOUT, PLAIN_ENDINGS);
const TOO_FAR_COUNTS = { not_bully: 60 };
const OWNER_COUNTS = { not_bully: 300 };

// --- a threat sworn by God's name -------------------------------------------------------------------------------------
// ইনশাআল্লাহ (God willing) is harmless in 157 of the bullying set's 195 training comments that hold it and a threat in
// three, so the model read it as harmless so strongly that "ওদের মাথা ফাটিয়ে দেব ইনশাআল্লাহ" (I'll crack their heads,
// God willing), a threat at 79 % without it, read as harmless at 67 %; Vio-Lens's direct incitement holds such threats.
// The supplement's threats with the blessing or an oath (আল্লাহর কসম) before or after, threats alone: harmless comments
// with the blessing stay harmless without twins (models/EXPERIMENTS.md, "A threat sworn by God's name", shobdo-v2 2.23.0).
const SWORN_AFTER = [' ইনশাআল্লাহ', ' ইনশাল্লাহ', ' ইনশা আল্লাহ', ', ইনশাআল্লাহ', ' ইনশাআল্লাহ 💪', ' আল্লাহর কসম'];
const SWORN_BEFORE = ['ইনশাআল্লাহ ', 'ইনশাল্লাহ ', 'আল্লাহর কসম, ', 'আল্লাহর কসম '];
const swornThreat = (random: () => number) =>
  random() < 0.7 ? `${threat(random)}${pick(SWORN_AFTER, random)}` : `${pick(SWORN_BEFORE, random)}${threat(random)}`;
const SWORN_COUNTS = { threat: 300 };

// --- a life not spared, a person disappeared ------------------------------------------------------------------------
// "তোর পরিবারের কাউকে বাঁচতে দিব না" (I won't let anyone of your family live) read as harmless at 42 %: the verb
// is negated, and the bullying set holds "বাঁচতে দি..." in two comments. "তোকে গুম করে দেওয়া হবে" (you will be
// disappeared) read as trolling: of the 25 training comments that hold গুম (an enforced disappearance), none is
// labelled a threat. Threats of both kinds, and beside them the same words said harmlessly: pleas to let a thing live,
// "live and let live", the news of the disappeared (models/EXPERIMENTS.md, "A life not spared", shobdo-v2 2.24.0).
const NOT_SPARED = [
  'বাঁচতে দেব না',
  'বাঁচতে দিবো না',
  'বাঁচতে দিব না',
  'বাঁচতে দিমু না',
  'বাঁচতে দিমু না কইলাম',
  'আর বেশিদিন বাঁচতে দেব না',
  'দুনিয়ায় বাঁচতে দিবো না',
  'বাঁচতে দেওয়া হবে না',
  'বাঁচতে দেওয়া যাবে না',
  'গুম করে দেব',
  'গুম করে দিবো',
  'গুম কইরা দিমু',
  'গুম করে দেওয়া হবে',
  'গুম করে ফেলা হবে',
  'গায়েব করে দেব',
  'গায়েব কইরা দিমু',
  'দুনিয়া থেকে সরিয়ে দেব',
];
const SPARED_NONE_OF = [...PERSONS, 'তোর পরিবারের কাউকে', 'তোর গুষ্টির একটাকেও', 'তোদের একজনকেও', 'এই বেয়াদবটাকে'];
const lifeThreat = (random: () => number) =>
  framedThreat(random, 0.45, 0.35, () => [pick(SPARED_NONE_OF, random), pick(NOT_SPARED, random)]);
const LET_LIVE = [
  'নিজে বাঁচো, অন্যকে বাঁচতে দাও',
  'নিজে বাঁচুন, অন্যকে বাঁচতে দিন',
  'পাখিগুলোকে বাঁচতে দিন, খাঁচায় রাখবেন না',
  'নদীটাকে বাঁচতে দিন, ময়লা ফেলবেন না',
  'বনের পশুদের বাঁচতে দাও, শিকার বন্ধ করো',
  'রোগীটাকে বাঁচতে দিন, রক্ত দিয়ে পাশে দাঁড়ান',
  'শিশুদের স্বপ্ন নিয়ে বাঁচতে দিন',
  'মানুষকে শান্তিতে বাঁচতে দাও',
  'গুম হওয়া ছেলের খোঁজে মায়ের অপেক্ষা শেষ হয় না',
  'গুমের শিকার পরিবারগুলো বিচার চায়',
  'গুম কমিশনে আরও অভিযোগ জমা পড়েছে',
  'গুম ও খুনের তদন্তে নতুন কমিটি',
  'দশ বছর পর গুম থেকে ফিরলেন তিনি',
  'গুম হওয়া ব্যক্তিদের স্বজনদের মানববন্ধন',
];
const letLive = (random: () => number) => pick(LET_LIVE, random) + pick(PLAIN_ENDINGS, random);
const LIFE_COUNTS = { threat: 120, not_bully: 60 };

/**
 * `counts` distinct composed comments per label (fewer if the slots run out), then the warning idioms and their
 * harmless twins (`IDIOM_COUNTS`), then arson threats and harmless comments about fire (`ARSON_COUNTS`), then threats
 * with graves, blades, blood and the hospital (`WOUND_COUNTS`), then calls to a crowd to harm a group and peaceful calls
 * in the same moods (`CROWD_COUNTS`), then what comments written outside the team held (`OUTSIDE_COUNTS`), then what a
 * second round of them held (`OUTSIDE_COUNTS_2`), then calls to shut a faith's people out (`EXCLUSION_COUNTS`), then
 * counter-speech and religious hate in the same words (every row once), then threats that name the speaker and
 * favours in the same words (`SPEAKER_COUNTS`), then graves visited and prayed at and curses with a grave
 * (`GRAVE_COUNTS`), then going too far (`TOO_FAR_COUNTS`) and an owner (`OWNER_COUNTS`) said harmlessly, then threats
 * sworn by God's name (`SWORN_COUNTS`), then threats not to spare a life or to disappear someone and the same words
 * said harmlessly (`LIFE_COUNTS`), then mockery, innuendo and hinted threats in everyday words and harmless comments in
 * the same words (cyberbullying-everyday-words.ts, every row once), then contempt for a faith's people without a slur and
 * harmless comments in the same words (every row once), none equal to a text in `excluding` (the functional suite's cases).
 */
export function cyberbullyingSupplement(
  seed: number,
  counts: SupplementCounts = DEFAULT_SUPPLEMENT_COUNTS,
  excluding: ReadonlySet<string> = new Set(),
): LabelledText[] {
  const rows = composeDistinct(
    seed,
    { threat, sexual: harassment, religious: religiousHate, troll: mockery, not_bully: negative },
    counts,
    excluding,
  );
  return appendLater(seed, rows, excluding, LATER_GENERATORS);
}

/** The later generators, in the order they were added: each new one goes at the end. */
const LATER_GENERATORS = [
  later({ threat: warningIdiom, not_bully: lookLater }, IDIOM_COUNTS),
  later({ threat: arson, not_bully: harmlessFire }, ARSON_COUNTS),
  later({ threat: wound }, WOUND_COUNTS),
  later({ threat: crowdCall, not_bully: peacefulCall }, CROWD_COUNTS),
  later(
    {
      religious: communalHate,
      sexual: leer,
      troll: sarcasm,
      threat: veiledOrBlackmail,
      not_bully: oneOf(SHARED_WORD_NEGATIVES),
    },
    OUTSIDE_COUNTS,
  ),
  later(
    {
      religious: faithContempt,
      sexual: invitation,
      troll: mockTitle,
      threat: knownThreat,
      not_bully: oneOf(SHARED_WORD_NEGATIVES_2),
    },
    OUTSIDE_COUNTS_2,
  ),
  later({ religious: oneOf(EXCLUSION_CALLS), not_bully: oneOf(EXCLUSION_NEGATIVES) }, EXCLUSION_COUNTS),
  everyRowOnce({ not_bully: COUNTER_SPEECH, religious: COUNTER_SPEECH_HATE }),
  later({ threat: speakerThreat, not_bully: speakerFavour }, SPEAKER_COUNTS),
  later({ not_bully: graveVisit, religious: graveCurse }, GRAVE_COUNTS),
  later({ not_bully: tooFar }, TOO_FAR_COUNTS),
  later({ not_bully: owner }, OWNER_COUNTS),
  later({ threat: swornThreat }, SWORN_COUNTS),
  later({ threat: lifeThreat, not_bully: letLive }, LIFE_COUNTS),
  // Harm in everyday words (models/EXPERIMENTS.md, "Harm in everyday words").
  everyRowOnce({
    troll: EVERYDAY_MOCKERY,
    sexual: EVERYDAY_INNUENDO,
    threat: EVERYDAY_VEILED_THREATS,
    not_bully: [...EVERYDAY_PRAISE, ...EVERYDAY_LOOKALIKES, ...EVERYDAY_HARMLESS],
  }),
  everyRowOnce({ religious: FAITH_CONTEMPT, not_bully: FAITH_RESPECT }),
  // Harm between the lines (models/EXPERIMENTS.md, "Harm between the lines").
  everyRowOnce({ troll: BETWEEN_LINES_MOCKERY, not_bully: BETWEEN_LINES_MOCKERY_LOOKALIKES }),
  everyRowOnce({ threat: BETWEEN_LINES_THREATS, not_bully: BETWEEN_LINES_THREAT_LOOKALIKES }),
  everyRowOnce({
    religious: BETWEEN_LINES_FAITH_CONTEMPT,
    sexual: BETWEEN_LINES_INNUENDO,
    not_bully: BETWEEN_LINES_FAITH_AND_LOOKS_HARMLESS,
  }),
];

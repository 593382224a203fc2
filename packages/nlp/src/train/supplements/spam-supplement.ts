import type { LabelledText } from '../read-csv';
import { composeDistinct, pick } from './compose';

/**
 * Team-written training comments for spam-detector (issue 18): the spam split holds 10 promotions with a
 * phone number, so a price and a number to call did not make a comment spam. Promotions (a product, a
 * price or discount, a phone number or link, a call to act) and the not-spam comments that share their
 * shapes (a conversation that mentions a price, a number or a link) are composed from the slot lists below;
 * a composed comment equal to a suite case is left out. Phone numbers are made up (a random 11-digit 01X
 * number). Deterministic for a seed.
 */

const PRODUCTS = [
  'স্মার্ট ওয়াচ',
  'ব্লুটুথ স্পিকার',
  'লেডিস ব্যাগ',
  'খাঁটি সরিষার তেল',
  'ত্বক ফর্সা করার ক্রিম',
  'জামদানি শাড়ি',
  'ওজন কমানোর চা',
  'চায়না মোবাইল',
  'ছেলেদের পাঞ্জাবি',
  'কাঠের ফার্নিচার',
  'গার্মেন্টস স্টক লট',
  'অর্গানিক খেজুর',
  'পাওয়ার ব্যাংক',
  'বাচ্চাদের খেলনা',
];
const DIGITS = '০১২৩৪৫৬৭৮৯';
const toBengaliDigits = (n: string) => n.replace(/\d/g, (d) => DIGITS[Number(d)] as string);
const OFFERS = ['মাত্র {p} টাকায়', '{p} টাকা মাত্র', 'দাম {p} টাকা', '{d}% ছাড়', 'ফ্রি হোম ডেলিভারি', '১টা কিনলে ১টা ফ্রি'];
const CALLS = ['কল করুন {n}', 'অর্ডার করতে {n}', 'যোগাযোগ {n}', 'হোয়াটসঅ্যাপ {n}', 'ইনবক্স করুন', 'এখনই অর্ডার করুন'];
const LINKS = ['bit.ly/{c}', 'www.{c}shop.com', 'https://{c}.xyz/offer', 'fb.me/{c}deals', 'tinyurl.com/{c}'];
const HOOKS = [
  'সীমিত সময়ের অফার',
  'স্টক সীমিত',
  'ঘরে বসে আয় করুন',
  'দিনে {p} টাকা ইনকাম',
  'বিনা পুঁজিতে ব্যবসা',
  'অ্যাপ ডাউনলোড করে জিতে নিন',
  'ফ্রি রিচার্জ পেতে ক্লিক করুন',
  'পুরো ভিডিও দেখতে ক্লিক করুন',
];

function fill(template: string, random: () => number): string {
  const digits = (n: number) => Array.from({ length: n }, () => Math.floor(random() * 10)).join('');
  const bengali = random() < 0.6;
  const number = (s: string) => (bengali ? toBengaliDigits(s) : s);
  return template
    .replace('{p}', () => number(String(pick([199, 250, 399, 499, 650, 999, 1200, 1500, 2500], random))))
    .replace('{d}', () => number(String(pick([10, 20, 30, 40, 50, 70], random))))
    .replace('{n}', () => number(`01${pick(['3', '5', '6', '7', '8', '9'], random)}${digits(8)}`))
    .replace('{c}', () => Array.from({ length: 5 }, () => 'abcdefghkmnprstuvxyz'[Math.floor(random() * 20)]).join(''));
}

function spam(random: () => number): string {
  const parts: string[] = [];
  if (random() < 0.3) parts.push(fill(pick(HOOKS, random), random));
  if (random() < 0.8) parts.push(`${pick(PRODUCTS, random)} ${fill(pick(OFFERS, random), random)}`);
  parts.push(random() < 0.7 ? fill(pick(CALLS, random), random) : fill(pick(LINKS, random), random));
  return parts.join(', ');
}

const CHATS = [
  'ভাই {p} টাকা দিয়ে কিনছিলাম, ভালোই চলে',
  'আমার নাম্বার তো আপনার কাছে আছে, কাল ফোন দিয়েন',
  'লিংকটা কাজ করছে না, আবার দিবেন?',
  '{p} টাকা দাম একটু বেশি হয়ে গেল না?',
  'আপু ডেলিভারি পেয়েছি, ধন্যবাদ',
  'বাজারে আজ পেঁয়াজের কেজি {p} টাকা',
  'খবরটা পড়লাম, খুব দুঃখজনক',
  'ভিডিওটা দারুণ হয়েছে ভাই',
  'আমি {d} মিনিটে পৌঁছাচ্ছি',
  'গতবার {d}% ছাড় দিছিল, এবার নাই?',
  'কেউ কি জানেন অফিস কয়টায় খোলে?',
  'মা বলল আজ বাসায় তাড়াতাড়ি আসতে',
];

function notSpam(random: () => number): string {
  return fill(pick(CHATS, random), random);
}

export interface SpamSupplementCounts {
  spam: number;
  not_spam: number;
}

export const DEFAULT_SPAM_SUPPLEMENT_COUNTS: SpamSupplementCounts = { spam: 400, not_spam: 300 };

/** `counts` distinct composed comments per label (fewer if the slots run out), none in `excluding`. */
export function spamSupplement(
  seed: number,
  counts: SpamSupplementCounts = DEFAULT_SPAM_SUPPLEMENT_COUNTS,
  excluding: ReadonlySet<string> = new Set(),
): LabelledText[] {
  return composeDistinct(seed, { spam, not_spam: notSpam }, counts, excluding);
}

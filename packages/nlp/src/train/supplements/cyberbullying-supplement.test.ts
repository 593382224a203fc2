import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { BULLY_LABELS } from '@shobdo/contracts';
import { SUITES_DIR } from '../../cli/paths';
import { suiteTexts } from '../../suite/functional-suite';
import type { LabelledText } from '../read-csv';
import { cyberbullyingSupplement } from './cyberbullying-supplement';
import * as between from './cyberbullying-between-the-lines';
import * as calm from './cyberbullying-calm-threats';
import * as written from './cyberbullying-everyday-words';

/** Every text of the functional suite, dev and held-out: what the recipe keeps out of the supplement. */
const suiteCases = () => suiteTexts(SUITES_DIR, 'cyberbullying');

/** sha256 of the first `n` rows (label and text): the rows a later generator must leave as they were. */
const fingerprint = (rows: readonly LabelledText[], n: number) =>
  createHash('sha256')
    .update(
      rows
        .slice(0, n)
        .map((r) => `${r.label}\t${r.text}`)
        .join('\n'),
    )
    .digest('hex');

/** The texts of the rows with that label. */
const textsOf = (rows: readonly LabelledText[], label: string) =>
  rows.filter((r) => r.label === label).map((r) => r.text);

/** A section of written rows holds each list's rows once under its label, and nothing else. */
const expectEveryRowOnce = (section: readonly LabelledText[], byLabel: Record<string, readonly string[]>) => {
  for (const [label, texts] of Object.entries(byLabel))
    expect(textsOf(section, label).sort()).toEqual([...texts].sort());
  expect(section).toHaveLength(Object.values(byLabel).reduce((n, texts) => n + texts.length, 0));
};

/** Bengali script and no Latin letter: the supplement's rows are used as typed, a romanized comment is read transliterated. */
const bengaliScriptOnly = (text: string) => /\p{Script=Bengali}/u.test(text) && !/[A-Za-z]/u.test(text);

describe('cyberbullyingSupplement', () => {
  it('is deterministic for a seed and gives the asked number of distinct comments per label', () => {
    const counts = { threat: 300, sexual: 150, religious: 50, troll: 80, not_bully: 200 };
    const a = cyberbullyingSupplement(7, counts);
    expect(a).toEqual(cyberbullyingSupplement(7, counts));
    expect(a).not.toEqual(cyberbullyingSupplement(8, counts));
    expect(new Set(a.map((r) => r.text)).size).toBe(a.length);
    // The warning idioms (120 threats, 60 harmless twins), arson (60 threats, 30 harmless comments about fire) and
    // threats with graves, blades and blood (60), calls to a crowd (120 threats, 60 harmless sentences in the same
    // moods and places), what comments written outside the team held (100 religious, 80 sexual, 80 troll, the 70
    // threats the slots give, 21 harmless), what a second round of them held (50 religious, 40 sexual, 40 troll, 40
    // threats, 26 harmless), calls to shut a faith's people out (30, and 25 harmless) and counter-speech (80, and 40
    // religious hate in the same words), threats that name the speaker (50, and 15 favours in the same words), graves
    // visited and prayed at (120, and 24 curses with a grave), going too far (60) and an owner (300) said harmlessly,
    // threats sworn by God's name (300), threats not to spare a life or to disappear someone (120, and 60 harmless
    // comments in the same words), mockery, innuendo and hinted threats in everyday words (90, 80 and 40, and 270
    // harmless comments), contempt for a faith's people without a slur (60, and 40 harmless comments in the same
    // words), and harm between the lines (120 mockeries, 100 threats, 70 contempts for a faith, 50 innuendos, and 260
    // harmless comments in their words) come on top of the asked counts.
    const onTop: Record<string, number> = { threat: 1080, not_bully: 1427, religious: 374, sexual: 250, troll: 330 };
    for (const [label, n] of Object.entries(counts))
      expect(a.filter((r) => r.label === label)).toHaveLength(n + (onTop[label] ?? 0));
    for (const row of a) expect(BULLY_LABELS).toContain(row.label);
  });

  it('leaves out every text it is told to exclude (the functional suite)', () => {
    const suite = suiteCases();
    const rows = cyberbullyingSupplement(13, undefined, suite);
    expect(rows.filter((r) => suite.has(r.text))).toEqual([]);
    // One harmless comment of 2.15.0's generator (what comments written outside the team held), a Buddha Purnima
    // greeting, is a suite case; that generator has 21 harmless sentences and no other, so it gives 350 rows, not 351.
    expect(rows).toHaveLength(
      3060 + 180 + 90 + 60 + 180 + 350 + 196 + 55 + 120 + 65 + 144 + 60 + 300 + 300 + 180 + 480 + 100 + 600,
    );
  });

  it('adds warning idioms as threats after the other rows, and the same idioms said of a thing as not_bully', () => {
    const rows = cyberbullyingSupplement(13);
    // The rows before the idioms are those the supplement made without them (2.9.0's).
    expect(rows.slice(0, 3060).map((r) => r.text)).not.toContain('তোকে দেখে নেব');
    const idioms = rows.slice(3060, 3240);
    const threats = idioms.filter((r) => r.label === 'threat').map((r) => r.text);
    const twins = idioms.filter((r) => r.label === 'not_bully').map((r) => r.text);
    expect(threats).toHaveLength(120);
    expect(twins).toHaveLength(60);
    expect(threats.some((t) => /দেখে নেব|দেইখা লমু|খবর আছে/u.test(t))).toBe(true);
    expect(twins.every((t) => /(দেখে|দেইখা) নি?(েব|িব|িমু|িও)$/u.test(t))).toBe(true);
  });

  it('composes threats in first-person future forms and negatives that share their words', () => {
    const rows = cyberbullyingSupplement(13);
    const threats = rows.filter((r) => r.label === 'threat').map((r) => r.text);
    const negatives = rows.filter((r) => r.label === 'not_bully').map((r) => r.text);
    expect(threats.some((t) => /(ব|বো|মু|ুম)( |$)/u.test(t))).toBe(true);
    expect(negatives.some((t) => /মারব না|মারুম না/u.test(t))).toBe(true);
    expect(negatives.some((t) => /তোকে|তোরে/u.test(t))).toBe(true);
    // The negated threats name the speaker a third of the time: when all of them began with আমি, the word was a cue for
    // harmless, and "আমি তোকে গুলি করব" came out Normal Text (shobdo-v2 2.19.0).
    const negated = negatives.filter((t) => / (?:মারব|মারবো|মারুম) না/u.test(t));
    const speakerFirst = negated.filter((t) => t.startsWith('আমি ')).length;
    expect(speakerFirst).toBeGreaterThan(negated.length / 5);
    expect(speakerFirst).toBeLessThan(negated.length / 2);
  });

  it('adds arson threats after the idioms, and harmless comments about fire as not_bully', () => {
    const rows = cyberbullyingSupplement(13);
    // The rows before them are those the supplement makes without them (by their fingerprint, since 2.20.0's negated threats).
    expect(fingerprint(rows, 3240)).toBe('752bb0a0ac2f07e6e5c2ec3e2ecbf5d7f03f834040716ae47646a8d4c11d7434');
    expect(rows.slice(0, 3240).some((r) => /আগুন লাগিয়ে দিবো/u.test(r.text))).toBe(false);
    const arson = rows.slice(3240, 3330);
    const threats = arson.filter((r) => r.label === 'threat').map((r) => r.text);
    const harmless = arson.filter((r) => r.label === 'not_bully').map((r) => r.text);
    expect(threats).toHaveLength(60);
    expect(harmless).toHaveLength(30);
    expect([...threats, ...harmless].every((t) => /আগুন/u.test(t))).toBe(true);
    expect(threats.some((t) => /^তোর বাসায় আগুন/u.test(t) || / তোর বাসায় আগুন/u.test(t))).toBe(true);
  });

  it('adds threats with graves, blades, blood and the hospital after arson, leaving the rows before them as they were', () => {
    const rows = cyberbullyingSupplement(13);
    // The rows before them are those the supplement makes without them (by their fingerprint, since 2.20.0's negated threats).
    expect(fingerprint(rows, 3330)).toBe('b2174a03a1b1f50cab790d33457d49c588b3888ad7dbba3a4866c080ab8d3e48');
    const wounds = rows.slice(3330, 3390);
    expect(wounds.every((r) => r.label === 'threat')).toBe(true);
    expect(wounds.every((r) => /কবর|হাসপাতাল|আইসিইউ|মাটিচাপা|দিয়ে তোর|রক্ত/u.test(r.text))).toBe(true);
    expect(wounds.some((r) => /জ্যান্ত কবর/u.test(r.text))).toBe(true);
    expect(wounds.some((r) => /^(?:.* )?(?:ছুরি|চাকু) দিয়ে তোর বুকে/u.test(r.text))).toBe(true);
  });

  it('adds calls to a crowd after the graves and blades, and harmless sentences in the same moods as not_bully', () => {
    const rows = cyberbullyingSupplement(13);
    // The rows before them are those the supplement makes without them (by their fingerprint, since 2.20.0's negated threats).
    expect(fingerprint(rows, 3390)).toBe('b362823f4ac5d482cdbe5c73ba0bcdf48c32558225991cba9725099e3677880b');
    const crowd = rows.slice(3390, 3570);
    const threats = crowd.filter((r) => r.label === 'threat').map((r) => r.text);
    const peaceful = crowd.filter((r) => r.label === 'not_bully').map((r) => r.text);
    expect(threats).toHaveLength(120);
    expect(peaceful).toHaveLength(60);
    // Every call says what a crowd must do: the obligation, the plural imperative or "let us".
    expect(threats.every((t) => /(?:তে হবে|যাবে না|ও|ো)(?:\s|$)|^চলো /u.test(t))).toBe(true);
    expect(threats.some((t) => /হামলা চালাও/u.test(t))).toBe(true);
    expect(threats.some((t) => /ভাঙচুর/u.test(t))).toBe(true);
    expect(threats.some((t) => /^চলো /u.test(t))).toBe(true);
    expect(peaceful.some((t) => /কারো গায়ে হাত নয়/u.test(t))).toBe(true);
    // The crowd's places come in harmless sentences too.
    expect(peaceful.some((t) => /ওদের গাড়িতে/u.test(t))).toBe(true);
    expect(peaceful.some((t) => /ওদের অফিসে/u.test(t))).toBe(true);
    expect(peaceful.every((t) => !/হামলা|ভাঙচুর|পিটা|পেটা|মারো|মারতে|মেরে|কোপা|খতম/u.test(t))).toBe(true);
  });

  it('adds the words of comments written outside the team after the calls to a crowd, with harmless comments that share them', () => {
    const rows = cyberbullyingSupplement(13);
    // The rows before them are those the supplement makes without them (by their fingerprint, since 2.20.0's negated threats).
    expect(fingerprint(rows, 3570)).toBe('d454f6e7a16eba073b0ae7b0ca7f93a297a7d49046919198fb9fefcf0dd24b37');
    const outside = rows.slice(3570, 3921);
    const of = (label: string) => textsOf(outside, label);
    expect(outside).toHaveLength(351);
    expect(of('religious').some((t) => /^নেড়ে/u.test(t))).toBe(true);
    expect(of('religious').some((t) => /মাটির পুতুলের পূজা/u.test(t))).toBe(true);
    expect(of('sexual').every((t) => /\p{Extended_Pictographic}$/u.test(t))).toBe(true);
    expect(of('troll').some((t) => /👏👏$/u.test(t))).toBe(true);
    expect(of('threat').some((t) => /ভাইরাল করে দেব/u.test(t))).toBe(true);
    // The same emoji and words in harmless comments: food and heat, a shop's price, real praise, a caring warning.
    const harmless = of('not_bully');
    expect(harmless).toHaveLength(21);
    expect(harmless.some((t) => /🥵/u.test(t))).toBe(true);
    expect(harmless.some((t) => /👏👏/u.test(t))).toBe(true);
    expect(harmless.some((t) => /দুর্ঘটনা যেকোনো সময় ঘটতে পারে/u.test(t))).toBe(true);
  });

  it('adds what a second round of comments written outside the team held after the first, with harmless twins', () => {
    const rows = cyberbullyingSupplement(13);
    // The rows before them are those the supplement makes without them (by their fingerprint, since 2.20.0's negated threats).
    expect(fingerprint(rows, 3921)).toBe('de38ff34bd6e17d84103b93cf36c7b80aa369f4bcc302c9f8e3b40cd122fe0ef');
    const second = rows.slice(3921, 4117);
    const of = (label: string) => textsOf(second, label);
    expect(second).toHaveLength(196);
    expect(of('religious')).toHaveLength(50);
    expect(of('religious').some((t) => / মানেই /u.test(t))).toBe(true);
    expect(of('sexual')).toHaveLength(40);
    expect(of('troll')).toHaveLength(40);
    expect(of('troll').some((t) => /পাড়ার বিশেষজ্ঞ/u.test(t))).toBe(true);
    const threats = of('threat');
    expect(threats).toHaveLength(40);
    expect(threats.some((t) => /ঠিকানা পেয়ে গেছি/u.test(t))).toBe(true);
    // The same words in harmless comments: an address for a parcel, a faith's people greeted, an attack condemned.
    const harmless = of('not_bully');
    expect(harmless).toHaveLength(26);
    expect(harmless.some((t) => /ঠিকানা/u.test(t))).toBe(true);
    expect(harmless.some((t) => /^মুসলিম ভাইদের ঈদ মোবারক/u.test(t))).toBe(true);
    expect(harmless.some((t) => /দোষীদের বিচার চাই/u.test(t))).toBe(true);
    expect(harmless.every((t) => !/ মানেই /u.test(t))).toBe(true);
  });

  it("adds calls to shut a faith's people out after the second round, with harmless comments in the same words", () => {
    const rows = cyberbullyingSupplement(13);
    // The rows before them are those the supplement makes without them (by their fingerprint, since 2.20.0's negated threats).
    expect(fingerprint(rows, 4117)).toBe('5417170e03880390ed7e17fb87f601be1eadac65045a96c28a436f04f31f8474');
    const added = rows.slice(4117, 4172);
    const calls = textsOf(added, 'religious');
    const harmless = textsOf(added, 'not_bully');
    expect(added).toHaveLength(55);
    expect(calls).toHaveLength(30);
    expect(harmless).toHaveLength(25);
    expect(added.every((r) => bengaliScriptOnly(r.text))).toBe(true);
    expect(calls.some((t) => /বয়কট|বর্জন|ভাড়া|মন্দির|মসজিদ|গির্জা|চাকরি/u.test(t))).toBe(true);
    expect(harmless.some((t) => /বয়কট|বর্জন/u.test(t))).toBe(true);
    expect(harmless.some((t) => /মসজিদ|মন্দির|গির্জা/u.test(t))).toBe(true);
  });

  it('adds counter-speech after the calls to shut a faith out, with religious hate in the same words', () => {
    const rows = cyberbullyingSupplement(13);
    // The rows before them are those the supplement makes without them (by their fingerprint, since 2.20.0's negated threats).
    expect(fingerprint(rows, 4172)).toBe('126207fe81c6ed87c522ee50663127534624be14ec86cec63e8c9ff8c2b45b3d');
    const added = rows.slice(4172, 4292);
    const counter = textsOf(added, 'not_bully');
    const hate = textsOf(added, 'religious');
    expect(added).toHaveLength(120);
    expect(counter).toHaveLength(80);
    expect(hate).toHaveLength(40);
    expect(added.every((r) => bengaliScriptOnly(r.text))).toBe(true);
    // Both sides name the faiths and the slurs: what tells them apart is the stance.
    const faithOrSlur = /হিন্দু|মুসলমান|মুসলিম|খ্রিস্টান|বৌদ্ধ|নাস্তিক|মালাউন|কাটমোল্লা|মালু/u;
    expect(counter.filter((t) => faithOrSlur.test(t)).length).toBeGreaterThan(30);
    expect(hate.filter((t) => faithOrSlur.test(t)).length).toBeGreaterThan(20);
    expect(counter.some((t) => /মালাউন/u.test(t) && /লজ্জা/u.test(t))).toBe(true);
    expect(counter.some((t) => /ঘৃণা শেখায় না/u.test(t))).toBe(true);
  });

  it('adds threats that name the speaker after counter-speech, with favours in the same words', () => {
    const rows = cyberbullyingSupplement(13);
    // The rows before them are those the supplement makes without them (by their fingerprint).
    expect(fingerprint(rows, 4292)).toBe('12790b14b109a31510091753d986ad8665310bb145f75197384778f871f6f07a');
    const added = rows.slice(4292, 4357);
    const threats = textsOf(added, 'threat');
    const favours = textsOf(added, 'not_bully');
    expect(added).toHaveLength(65);
    expect(threats).toHaveLength(50);
    expect(favours).toHaveLength(15);
    // Both name the speaker (আমি, আমরা, মুই), so the word is a cue for neither class.
    const speaker = /(?:^| )(?:আমি|আমরা|মুই)(?: |$)/u;
    expect(added.every((r) => speaker.test(r.text))).toBe(true);
    expect(threats.some((t) => /গুলি করব|খুন করমু/u.test(t))).toBe(true);
  });

  it('adds graves visited and prayed at after the speakers, with curses that name a grave', () => {
    const rows = cyberbullyingSupplement(13);
    // The rows before them are 2.20.0's (by their fingerprint).
    expect(fingerprint(rows, 4357)).toBe('ce809cb077acc1903d361257e01280a3b3b77d2e91333beaad01ce4ec3b12386');
    const added = rows.slice(4357, 4501);
    const visits = textsOf(added, 'not_bully');
    const curses = textsOf(added, 'religious');
    expect(added).toHaveLength(144);
    expect(visits).toHaveLength(120);
    expect(curses).toHaveLength(24);
    // Both hold the grave (কবর), so that the word is a cue for neither class; the visits never wish it on anyone.
    expect(added.every((r) => r.text.includes('কবর'))).toBe(true);
    expect(visits.some((t) => /তোর|আযাব/u.test(t))).toBe(false);
    expect(visits.some((t) => /জিয়ারত/u.test(t))).toBe(true);
    expect(curses.every((t) => /তোর|কবরে গেলে/u.test(t))).toBe(true);
  });

  it('adds going too far and an owner, said harmlessly, after the graves', () => {
    const rows = cyberbullyingSupplement(13);
    // The rows before them are 2.21.0's (by their fingerprint).
    expect(fingerprint(rows, 4501)).toBe('10683238c57704e24fc784f929463a6686609cf74260d51ab5e328e97c50e89a');
    const added = rows.slice(4501, 4861);
    expect(added).toHaveLength(360);
    expect(added.every((r) => r.label === 'not_bully')).toBe(true);
    // Going too far (বাড়াবাড়ি) first, then an owner (মালিক), never with an insult or a threat.
    expect(added.slice(0, 60).every((r) => r.text.includes('বাড়াবাড়ি'))).toBe(true);
    expect(added.slice(60).every((r) => r.text.includes('মালিক'))).toBe(true);
    expect(added.some((r) => /তোর|তুই|দেখে নেব/u.test(r.text))).toBe(false);
  });

  it("adds threats sworn by God's name after the owners", () => {
    const rows = cyberbullyingSupplement(13);
    // The rows before them are 2.22.0's (by their fingerprint).
    expect(fingerprint(rows, 4861)).toBe('9475e94845f9f21b3d9f88e3350350c4d23fc40b387968e31da6bebf46b2103d');
    const added = rows.slice(4861, 5161);
    expect(added).toHaveLength(300);
    expect(added.every((r) => r.label === 'threat')).toBe(true);
    // Each holds the blessing (ইনশাআল্লাহ and its spellings) or the oath (আল্লাহর কসম), before or after the threat.
    expect(added.every((r) => /ইনশা ?আল্লাহ|ইনশাল্লাহ|আল্লাহর কসম/u.test(r.text))).toBe(true);
    expect(added.some((r) => /^(ইনশা|আল্লাহর কসম)/u.test(r.text))).toBe(true);
    expect(added.some((r) => /(আল্লাহ|কসম|💪)$/u.test(r.text))).toBe(true);
  });

  it('adds threats not to spare a life or to disappear someone, and the same words said harmlessly', () => {
    const rows = cyberbullyingSupplement(13);
    // The rows before them are 2.23.0's (by their fingerprint).
    expect(fingerprint(rows, 5161)).toBe('08255f882653f50bc460c5bda26216dd9dad0785515baa8ca744b4adbcfa9d63');
    const added = rows.slice(5161, 5341);
    const threats = added.filter((r) => r.label === 'threat').map((r) => r.text);
    const harmless = added.filter((r) => r.label === 'not_bully').map((r) => r.text);
    expect(threats).toHaveLength(120);
    expect(harmless).toHaveLength(60);
    expect(threats.every((t) => /বাঁচতে|গুম|গায়েব|সরিয়ে/u.test(t))).toBe(true);
    expect(threats.some((t) => /গুম/u.test(t)) && threats.some((t) => /বাঁচতে/u.test(t))).toBe(true);
    // The harmless comments hold the same words, and never a threat's person or a denial of life.
    expect(harmless.every((t) => /বাঁচতে|গুম/u.test(t))).toBe(true);
    expect(harmless.some((t) => /তোর|তোকে|দেব না|দিমু না/u.test(t))).toBe(false);
  });

  it('adds mockery, innuendo and hinted threats in everyday words, harmless comments, then contempt for a faith', () => {
    const rows = cyberbullyingSupplement(13);
    // The rows before them are 2.25.0's (by their fingerprint).
    expect(fingerprint(rows, 5341)).toBe('e33c090444ca13e3d2b0337cb10dc175e75d7577e8366d95f66a9cbfde018d57');
    const everyday = rows.slice(5341, 5821);
    const faith = rows.slice(5821, 5921);
    // Every written row once, in Bengali script, the faith's rows last.
    expectEveryRowOnce(everyday, {
      troll: written.EVERYDAY_MOCKERY,
      sexual: written.EVERYDAY_INNUENDO,
      threat: written.EVERYDAY_VEILED_THREATS,
      not_bully: [...written.EVERYDAY_PRAISE, ...written.EVERYDAY_LOOKALIKES, ...written.EVERYDAY_HARMLESS],
    });
    expect(everyday).toHaveLength(480);
    expectEveryRowOnce(faith, { religious: written.FAITH_CONTEMPT, not_bully: written.FAITH_RESPECT });
    expect(faith).toHaveLength(100);
    expect([...everyday, ...faith].every((r) => bengaliScriptOnly(r.text))).toBe(true);
    // Most of the mockery carries a laughing or eye-rolling emoji, and so does some of the praise.
    const mocking = /😂|🤣|🙄|🤡|👏|🙂|🥱|🤭/u;
    expect(written.EVERYDAY_MOCKERY.filter((t) => mocking.test(t)).length).toBeGreaterThan(
      written.EVERYDAY_MOCKERY.length / 2,
    );
    expect(written.EVERYDAY_PRAISE.some((t) => mocking.test(t))).toBe(true);
  });

  it('adds harm between the lines: mockery, threats, contempt for a faith and innuendo, with harmless comments', () => {
    const rows = cyberbullyingSupplement(13);
    // The rows before them are 2.26.0's (by their fingerprint).
    expect(fingerprint(rows, 5921)).toBe('f57d323aa26ce86384d302765f2aa1a59a8a3d8e4f3d0e3de9a84376ae2c9796');
    const added = rows.slice(5921);
    // Every written row once, in Bengali script, in three sections: mockery, threats, then faith and innuendo.
    expectEveryRowOnce(added.slice(0, 200), {
      troll: between.BETWEEN_LINES_MOCKERY,
      not_bully: between.BETWEEN_LINES_MOCKERY_LOOKALIKES,
    });
    expectEveryRowOnce(added.slice(200, 400), {
      threat: between.BETWEEN_LINES_THREATS,
      not_bully: between.BETWEEN_LINES_THREAT_LOOKALIKES,
    });
    expectEveryRowOnce(added.slice(400), {
      religious: between.BETWEEN_LINES_FAITH_CONTEMPT,
      sexual: between.BETWEEN_LINES_INNUENDO,
      not_bully: between.BETWEEN_LINES_FAITH_AND_LOOKS_HARMLESS,
    });
    expect(added).toHaveLength(600);
    expect(added.every((r) => bengaliScriptOnly(r.text))).toBe(true);
    // Mockery is said with a friendly face: most of it carries praise or a smiling, clapping or laughing emoji.
    const friendly = /😂|🤣|🙂|😌|🥲|👏|বাহ|অসাধারণ/u;
    expect(between.BETWEEN_LINES_MOCKERY.filter((t) => friendly.test(t)).length).toBeGreaterThan(
      between.BETWEEN_LINES_MOCKERY.length / 2,
    );
  });
});

describe('the calm threats kept for the next round', () => {
  const lists = [calm.CALM_THREATS, calm.CALM_THREAT_LOOKALIKES, calm.HARMLESS_NEWS_SPORT_ENTERTAINMENT];

  it('are written rows in Bengali script, each once, and no suite case', () => {
    expect(lists.map((list) => list.length)).toEqual([150, 100, 250]);
    const all = lists.flat();
    expect(new Set(all).size).toBe(all.length);
    expect(all.every(bengaliScriptOnly)).toBe(true);
    const suite = suiteCases();
    expect(all.filter((t) => suite.has(t))).toEqual([]);
    // Calm: most of the threats name no violent act (the words the older rows teach as threats).
    const violent = /মার|খুন|কোপ|জবাই|পিটা|জ্বালা|পোড়া|আগুন|ভাঙ/u;
    expect(calm.CALM_THREATS.filter((t) => !violent.test(t)).length).toBeGreaterThan(calm.CALM_THREATS.length / 2);
  });

  it('are not in the supplement, which the shipped file was trained with', () => {
    const supplement = new Set(cyberbullyingSupplement(13).map((r) => r.text));
    expect(lists.flat().filter((t) => supplement.has(t))).toEqual([]);
  });
});

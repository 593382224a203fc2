import type { Page } from '@playwright/test';
import { UI, openHome, type UiLanguage } from './analysis-helpers';
import { expect, test } from './support/fixtures';
import { presetLanguage } from './support/language';

// The server's warning for English text and its notice for romanized Bangla, in each UI language, and the
// section's heading.
const WORDS = {
  en: {
    heading: 'Read this result with care',
    english: /looks like English.*not reliable/,
    romanized: /romanized Bangla.*the ones you wrote/,
    everyday: /One word decides this result: without "জুতা".*everyday meaning/,
    childMarriage: /One word decides this result: without "বাল্যবিবাহ".*everyday meaning/,
    noWords: /knows no word of this text.*not a reading of the text/,
    faiths: /^The names of faiths decide this result: without ".*read the text before acting on it\.$/,
    veiled: /^This text holds "তোর কপালে দুঃখ", a phrase often used to threaten without a violent word\..*harmless\.$/,
    knowing:
      /^This text holds "তোমার বাসার ঠিকানা কিন্তু আমি জানি", a phrase often used to threaten without a violent word\./,
    law: /^This text also speaks of the law \("হুমকি" and "পুলিশে"\): it may ask for justice.*read it before acting on it\.$/,
    dismissal: /^This text also speaks of the law \("বরখাস্ত"\): it may ask for justice/,
    harmless:
      /^One word decides this result: without "ভাই" the model reads the text as Threatening Content\..*before taking it as harmless\.$/,
    otherWriting: /writing other than Bengali script and Latin letters.*not reliable/,
    onlyEmoji: /^This text holds only emoji, no words\..*not what this text means\.$/,
    slur: /^This text holds "কাঠমোল্লা", a slur for a faith or its people\..*read it before deciding it is harmless\.$/,
    worship:
      /^This text holds "মসজিদে আগুন দাও", a call to attack a place of worship\..*read it before deciding it is harmless\.$/,
    rape: /^This text holds "ধর্ষণ করতে হবে", a threat of rape or a call for it\..*read it before deciding it is harmless\.$/,
    kill: /^This text holds "কল্লা চাই", a call to kill or a threat to\..*read it before deciding it is harmless\.$/,
    close:
      /^Two classes are close: the second most likely class, Threatening Content, is within 15 points of the result, Trolling Content\.$/,
    model: 'Model',
    positive: 'Positive Sentiment',
    spam: 'Spam',
    negated:
      /^This text holds "অভিযোগ নেই", a complaint negated\..*Negative Sentiment: .*Read it before counting it as negative\.$/,
  },
  bn: {
    heading: 'এই ফলাফল সাবধানে পড়ুন',
    english: /ইংরেজি.*নির্ভরযোগ্য নয়/,
    romanized: /রোমান হরফে লেখা বাংলা.*আপনার লেখা শব্দই/,
    everyday: /একটি শব্দই এই ফলাফল ঠিক করেছে: "জুতা" বাদ দিলে.*রোজকার অর্থ/,
    childMarriage: /একটি শব্দই এই ফলাফল ঠিক করেছে: "বাল্যবিবাহ" বাদ দিলে.*রোজকার অর্থ/,
    noWords: /কোনো শব্দ মডেলটির চেনা নয়.*লেখাটির পাঠ নয়/,
    faiths: /ধর্মের নাম এই ফলাফল ঠিক করেছে/,
    veiled: /^লেখাটিতে আছে "তোর কপালে দুঃখ", যা প্রায়ই কোনো হিংস্র শব্দ ছাড়াই হুমকি দিতে বলা হয়।/,
    knowing: /^লেখাটিতে আছে "তোমার বাসার ঠিকানা কিন্তু আমি জানি", যা প্রায়ই কোনো হিংস্র শব্দ ছাড়াই হুমকি দিতে বলা হয়।/,
    law: /^লেখাটিতে আইন-আদালতের কথাও আছে \("হুমকি" ও "পুলিশে"\): এটি হয়তো হুমকি দিচ্ছে না, বরং বিচার চাইছে/,
    dismissal: /^লেখাটিতে আইন-আদালতের কথাও আছে \("বরখাস্ত"\): এটি হয়তো হুমকি দিচ্ছে না, বরং বিচার চাইছে/,
    harmless: /^একটি শব্দই এই ফলাফল ঠিক করেছে: "ভাই" বাদ দিলে মডেলটি লেখাটিকে হুমকিমূলক বিষয়বস্তু হিসেবে পড়ে।/,
    otherWriting: /অন্য কোনো লিপিতে লেখা.*নির্ভরযোগ্য নয়/,
    onlyEmoji: /^এই লেখায় শুধু ইমোজি আছে, কোনো শব্দ নেই।.*এই লেখাটি কী বোঝায় তা নয়।$/,
    slur: /^লেখাটিতে আছে "কাঠমোল্লা", যা কোনো ধর্ম বা তার মানুষদের জন্য একটি গালি।.*নিরীহ কিনা ঠিক করার আগে পড়ে দেখুন।$/,
    worship: /^লেখাটিতে আছে "মসজিদে আগুন দাও", যা উপাসনালয়ে হামলার ডাক।.*নিরীহ কিনা ঠিক করার আগে পড়ে দেখুন।$/,
    rape: /^লেখাটিতে আছে "ধর্ষণ করতে হবে", যা ধর্ষণের হুমকি বা ধর্ষণের ডাক।.*নিরীহ কিনা ঠিক করার আগে পড়ে দেখুন।$/,
    kill: /^লেখাটিতে আছে "কল্লা চাই", যা হত্যার ডাক বা হত্যার হুমকি।.*নিরীহ কিনা ঠিক করার আগে পড়ে দেখুন।$/,
    close: /^দুটি শ্রেণি কাছাকাছি: দ্বিতীয় সম্ভাব্য শ্রেণি হুমকিমূলক বিষয়বস্তু ফলাফলের \(ট্রলিং বিষয়বস্তু\) ১৫ পয়েন্টের মধ্যে।$/,
    model: 'মডেল',
    positive: 'ইতিবাচক মনোভাব',
    spam: 'স্প্যাম',
    negated:
      /^লেখাটিতে আছে "অভিযোগ নেই", যেখানে অভিযোগের শব্দটি নাকচ করা হয়েছে।.*নেতিবাচক মনোভাব হিসেবে পড়েছে: .*লেখাটিকে নেতিবাচক ধরার আগে পড়ে দেখুন।$/,
  },
} as const;
// A threat typed in Latin letters: the default model reads it through the transliteration (decision 0054).
const ROMANIZED_THREAT = 'ami tore khun kore felbo';
// "I bought new shoes, very comfortable": the bullying set's shoes are calls to beat someone with them, so the word alone
// makes a threat; the answer says so (decision 0081).
const SHOES = 'নতুন জুতা কিনলাম, খুব আরাম';
/** Opens the home page in `language`, analyses `text` with the default model (or `model`) and waits for its result. */
async function analyseFromHome(page: Page, language: UiLanguage, text: string, model?: string): Promise<void> {
  const ui = UI[language];
  await presetLanguage(page, language);
  await openHome(page);
  if (model) await page.getByLabel(WORDS[language].model, { exact: true }).selectOption(model);
  await page.getByPlaceholder(ui.placeholder).fill(text);
  await page.getByRole('button', { name: ui.analyze }).click();
  await page.waitForURL(/\/results\?id=/);
}

const WIDTHS = [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
] as const;

for (const { name, viewport } of WIDTHS) {
  test.describe(`result warnings at ${name} width`, () => {
    test.use({ viewport });
    for (const language of ['en', 'bn'] as const) {
      test(`English text gets the notice that the model does not read it (${language})`, async ({ page }) => {
        const ui = UI[language];
        const words = WORDS[language];
        await analyseFromHome(page, language, 'You are such a stupid idiot');
        const warnings = page.getByRole('region', { name: words.heading });
        await expect(warnings).toBeVisible();
        await expect(warnings.getByRole('listitem').first()).toHaveText(words.english);
        await page.screenshot({
          path: `test-results/screenshots/warnings/${name}-${language}-english.png`,
          fullPage: true,
        });

        // A Bengali text the model reads clearly has no language notice.
        await page.getByRole('button', { name: ui.back }).click();
        await page
          .getByPlaceholder(ui.placeholder)
          .fill('আজকের আবহাওয়াটা খুব সুন্দর, চলো সবাই মিলে বিকেলে পার্কে ঘুরতে যাই।');
        await page.getByRole('button', { name: ui.analyze }).click();
        await page.waitForURL(/\/results\?id=/);
        await expect(page.getByTestId('detected-type')).toBeVisible();
        await expect(page.getByText(words.english)).toHaveCount(0);
      });

      test(`romanized Bangla through the default model: a notice, explained on the words as typed (${language})`, async ({
        page,
      }) => {
        const ui = UI[language];
        const words = WORDS[language];
        await presetLanguage(page, language);
        await openHome(page);
        await expect(page.getByLabel(language === 'en' ? 'Model' : 'মডেল', { exact: true })).toHaveValue(
          'bangla-sentiment-v1',
        );
        await page.getByPlaceholder(ui.placeholder).fill(ROMANIZED_THREAT);
        await page.getByRole('button', { name: ui.analyze }).click();
        await page.waitForURL(/\/results\?id=/);
        await expect(page.getByTestId('detected-type')).toHaveText(ui.threat);
        const warnings = page.getByRole('region', { name: words.heading });
        await expect(warnings.getByRole('listitem').filter({ hasText: words.romanized })).toBeVisible();
        await expect(page.getByText(words.english)).toHaveCount(0);
        const typed = await page.getByTestId('top-words').getByTestId('word').allTextContents();
        expect(typed).toContain('khun');
        for (const word of typed) expect(ROMANIZED_THREAT).toContain(word);
        await expect(page.getByTestId('highlighted-text').locator('mark', { hasText: 'khun' })).toBeVisible();
        await page.screenshot({
          path: `test-results/screenshots/warnings/${name}-${language}-romanized.png`,
          fullPage: true,
        });
      });

      test(`one everyday word deciding a harmful result is named in a warning (${language})`, async ({ page }) => {
        const ui = UI[language];
        const words = WORDS[language];
        await analyseFromHome(page, language, SHOES);
        await expect(page.getByTestId('detected-type')).toHaveText(ui.threat);
        const warnings = page.getByRole('region', { name: words.heading });
        await expect(warnings.getByRole('listitem').filter({ hasText: words.everyday })).toBeVisible();
        await page.screenshot({
          path: `test-results/screenshots/warnings/${name}-${language}-everyday-word.png`,
          fullPage: true,
        });
      });

      test(`a text with no word the model knows, and one in another writing, say so (${language})`, async ({
        page,
      }) => {
        const ui = UI[language];
        const words = WORDS[language];
        // Only punctuation and digits: the result is the model's starting point (decision 0092).
        await analyseFromHome(page, language, '??? 123 !!!');
        const warnings = page.getByRole('region', { name: words.heading });
        await expect(warnings.getByRole('listitem').filter({ hasText: words.noWords })).toBeVisible();
        // Hindi: a writing no model reads (decision 0088).
        await page.getByRole('button', { name: ui.back }).click();
        await page.getByPlaceholder(ui.placeholder).fill('नमस्ते दोस्त कैसे हो');
        await page.getByRole('button', { name: ui.analyze }).click();
        await page.waitForURL(/\/results\?id=/);
        await expect(warnings.getByRole('listitem').filter({ hasText: words.otherWriting })).toBeVisible();
        await expect(page.getByText(words.noWords)).toHaveCount(0);
        await page.screenshot({
          path: `test-results/screenshots/warnings/${name}-${language}-other-writing.png`,
          fullPage: true,
        });
      });

      // Notices named from the text: faiths' names that alone make a result religious (decision 0094), a phrase
      // that threatens without a violent word in a result that is not a threat (decisions 0095 and 0111), words of
      // the law in a result that is a threat (decision 0096), one word that alone keeps a result harmless (decision
      // 0102), a text of emoji alone (decision 0103), the two classes that are close (decision 0104), and since decisions
      // 0120 and 0121 a dismissal as a word of the law and an everyday word that begins with a vulgar word's letters, and
      // since decisions 0122 and 0124 a threat of rape and a call to kill read as harmless.
      for (const { notice, text, shot } of [
        // "Muslims, Hindus, Buddhists and Christians together make Bangladesh."
        { notice: 'faiths', text: 'মুসলিম হিন্দু বৌদ্ধ খ্রিস্টান সবাই মিলে বাংলাদেশ', shot: 'faith-names' },
        // "If this post isn't taken down, there's sorrow in your fate."
        { notice: 'veiled', text: 'এই পোস্ট না সরালে তোর কপালে দুঃখ আছে', shot: 'veiled-threat' },
        // "I do know your address", said to "you" politely: the same notice names it (decision 0111). Said with তোর,
        // shobdo-v2 2.27.0 calls it a threat.
        { notice: 'knowing', text: 'তোমার বাসার ঠিকানা কিন্তু আমি জানি', shot: 'veiled-knowing' },
        // "Threatening to kill is a crime, tell the police."
        { notice: 'law', text: 'মেরে ফেলার হুমকি দেওয়া অপরাধ, পুলিশে জানান', shot: 'law-words' },
        // "Let this officer be dismissed now": a dismissal is a word of the law too (decision 0120).
        { notice: 'dismissal', text: 'এই অফিসারকে এখনই বরখাস্ত করা হোক', shot: 'law-dismissal' },
        // "Stop child marriage": trolling through the letters বাল, the word named as everyday (decision 0121).
        { notice: 'childMarriage', text: 'বাল্যবিবাহ বন্ধ করুন', shot: 'everyday-vulgar-letters' },
        // "Brother, I'll hit you": without ভাই ("brother") the model reads a threat.
        { notice: 'harmless', text: 'ভাই তোকে মারব', shot: 'harmless-word' },
        // Laughing, laughing, angry, swearing: no comment the models learned from is emoji alone (decision 0103).
        { notice: 'onlyEmoji', text: '😂😂😡🤬', shot: 'only-emoji' },
        // "I'll murder you, bastard", in the dialect: Trolling Content with Threatening Content 7 points behind, both
        // named (decision 0104). Since shobdo-v2 2.25.0 the standard "তোকে খুন করব শালা" has them 20 points apart.
        { notice: 'close', text: 'তোরে খুন করমু শালা', shot: 'close-classes' },
        // "A bigot mullah": a slur for a Muslim that the default model reads as Normal Text (decision 0109).
        { notice: 'slur', text: 'কাঠমোল্লা একটা', shot: 'faith-slur' },
        // "Set fire to their mosque": read as Normal Text (decision 0110).
        { notice: 'worship', text: 'ওদের মসজিদে আগুন দাও', shot: 'worship-attack' },
        // "She must be raped": read as Normal Text, the threat named (decision 0122).
        { notice: 'rape', text: 'ওকে ধর্ষণ করতে হবে', shot: 'rape-threat' },
        // "We want the heads of those who insult the Prophet": read as Normal Text, the call named (decision 0124).
        { notice: 'kill', text: 'নবীর অপমানকারীদের কল্লা চাই', shot: 'kill-call' },
      ] as const) {
        test(`the ${shot} notice names what decided or what the model cannot read (${language})`, async ({ page }) => {
          const words = WORDS[language];
          await analyseFromHome(page, language, text);
          const warnings = page.getByRole('region', { name: words.heading });
          await expect(warnings.getByRole('listitem').filter({ hasText: words[notice] })).toBeVisible();
          await page.screenshot({
            path: `test-results/screenshots/warnings/${name}-${language}-${shot}.png`,
            fullPage: true,
          });
        });
      }

      // "No complaint about the service", through the sentiment model: it reads অভিযোগ (complaint) and not নেই (none),
      // and the answer names the phrase (decision 0113).
      test(`a complaint negated and read as negative is named, through the sentiment model (${language})`, async ({
        page,
      }) => {
        const words = WORDS[language];
        await analyseFromHome(page, language, 'সার্ভিস নিয়ে কোনো অভিযোগ নেই', 'sentiment-pro');
        const warnings = page.getByRole('region', { name: words.heading });
        await expect(warnings.getByRole('listitem').filter({ hasText: words.negated })).toBeVisible();
        await page.screenshot({
          path: `test-results/screenshots/warnings/${name}-${language}-negated-word.png`,
          fullPage: true,
        });
      });

      // A promotion typed in Latin letters reads its English words as Bengali comments spell them (free as ফ্রি), so the
      // spam model knows them and highlights the word as typed (decision 0116).
      test(`a romanized offer's English words are read, through the spam model (${language})`, async ({ page }) => {
        const words = WORDS[language];
        await analyseFromHome(page, language, 'free recharge bonus pete app ta download korun', 'spam-detector');
        await expect(page.getByTestId('detected-type')).toHaveText(words.spam);
        const warnings = page.getByRole('region', { name: words.heading });
        await expect(warnings.getByRole('listitem').filter({ hasText: words.romanized })).toBeVisible();
        await expect(page.getByTestId('highlighted-text').locator('mark', { hasText: 'free' })).toBeVisible();
        await page.screenshot({
          path: `test-results/screenshots/warnings/${name}-${language}-romanized-offer.png`,
          fullPage: true,
        });
      });

      // "Met again after five years", typed in Latin letters: pach is five (পাঁচ), not পাছ (of the buttocks), which had
      // made the comment sexual at 90 %; the word is highlighted as typed (decision 0119).
      test(`a romanized comment's pach is read as five, and the comment as normal (${language})`, async ({ page }) => {
        const words = WORDS[language];
        await analyseFromHome(page, language, 'pach bochor por dekha holo');
        await expect(page.getByTestId('detected-type')).toHaveText(UI[language].normal);
        const warnings = page.getByRole('region', { name: words.heading });
        await expect(warnings.getByRole('listitem').filter({ hasText: words.romanized })).toBeVisible();
        await expect(page.getByTestId('highlighted-text').locator('mark', { hasText: 'pach' })).toBeVisible();
        await page.screenshot({
          path: `test-results/screenshots/warnings/${name}-${language}-romanized-five.png`,
          fullPage: true,
        });
      });

      // Money said to be sent to you by mistake and asked back is a scam the spam model catches, with the words that ask
      // for the money back highlighted as its reasons (decision 0118).
      test(`money sent by mistake and asked back is spam, with its reasons highlighted (${language})`, async ({
        page,
      }) => {
        const words = WORDS[language];
        await analyseFromHome(
          page,
          language,
          'ভাই ভুল করে আপনার বিকাশে ৫০০০ টাকা চলে গেছে, দয়া করে টাকাটা ফেরত দিন',
          'spam-detector',
        );
        await expect(page.getByTestId('detected-type')).toHaveText(words.spam);
        await expect(page.getByTestId('highlighted-text').locator('mark', { hasText: 'ফেরত' })).toBeVisible();
        await page.screenshot({
          path: `test-results/screenshots/warnings/${name}-${language}-mistake-scam.png`,
          fullPage: true,
        });
      });

      // A review typed in Latin letters that borrows English words is read as Bangla, and a review in plain English is
      // said not to be read, rather than transliterated (decisions 0114, 0115).
      test(`a romanized review with English words is read, a plain English review is not (${language})`, async ({
        page,
      }) => {
        const words = WORDS[language];
        const warnings = page.getByRole('region', { name: words.heading });
        await analyseFromHome(page, language, 'osadharon service, thank you', 'sentiment-pro');
        await expect(page.getByTestId('detected-type')).toHaveText(words.positive);
        await expect(warnings.getByRole('listitem').filter({ hasText: words.romanized })).toBeVisible();
        await expect(page.getByText(words.english)).toHaveCount(0);
        await expect(page.getByTestId('highlighted-text').locator('mark', { hasText: 'osadharon' })).toBeVisible();
        await page.screenshot({
          path: `test-results/screenshots/warnings/${name}-${language}-romanized-review.png`,
          fullPage: true,
        });
        await analyseFromHome(page, language, 'Terrible customer service, never ordering again', 'sentiment-pro');
        await expect(warnings.getByRole('listitem').filter({ hasText: words.english })).toBeVisible();
        await expect(page.getByText(words.romanized)).toHaveCount(0);
        await page.screenshot({
          path: `test-results/screenshots/warnings/${name}-${language}-english-review.png`,
          fullPage: true,
        });
      });
    }
  });
}

import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import Papa from 'papaparse';
import { fillLoginForm, LOGIN_LABELS, signUpViaApi } from './accounts';

// What the batch journeys (e2e/batch*.spec.ts) share: the comments they upload, the labels they look for in
// each language, and signing in.

// The team's own sentences (the functional suite of packages/nlp), never the datasets.
export const SUITE = readFileSync(
  fileURLToPath(new URL('../../packages/nlp/suites/cyberbullying/dev.jsonl', import.meta.url)),
  'utf8',
)
  .trim()
  .split('\n')
  .map((line) => (JSON.parse(line) as { text: string }).text);
export const FORMULA = '=HYPERLINK("http://example.com") তুমি';
/** A few hundred comments: the suite's sentences, one formula-like cell, and one empty row. */
export const COMMENTS = [...SUITE, ...SUITE.slice(0, 90), FORMULA].map((text, i) => ({ id: i + 1, text }));
export const ROWS_WITH_TEXT = COMMENTS.length;
/** A comment in a writing the Bengali model does not read. */
export const ENGLISH = 'Thanks for the quick delivery, the package arrived today';

export const UI = {
  en: {
    nav: 'Batch',
    title: 'Batch analysis',
    file: 'CSV or Excel file',
    paste: 'Pasted lines',
    fileRadio: 'A file (CSV or Excel)',
    chooseFile: 'Choose a file',
    noFile: 'No file chosen',
    pasteBox: 'Comments, one per line',
    column: 'Column with the comments',
    start: /^Analyse [\d,]+ comments$/,
    cancel: 'Cancel',
    cancelled: /Cancelled after/,
    open: 'Open the results',
    filterClass: 'Class',
    filterConfidence: 'Confidence at least (%)',
    threat: 'Threatening Content',
    topWords: 'Top Contributing Words/Phrases',
    close: 'Close',
    csv: 'Download CSV',
    excel: 'Download Excel',
    back: 'All batches',
    delete: 'Delete',
    deleted: 'The batch was deleted.',
    chart: 'Comments by class',
    urgent: 'Most confident threats and sexual harassment',
    showTable: 'Show as table',
    withCare: 'Read with care',
    skippedOne: '1 row was empty or too long and was skipped: its number is missing from the rows below.',
    read: (rows: number) => `${rows} rows, 2 columns`,
    analysed: (rows: number) => `${rows.toLocaleString('en-US')} comments analysed`,
  },
  bn: {
    nav: 'ব্যাচ',
    title: 'ব্যাচ বিশ্লেষণ',
    file: 'CSV বা এক্সেল ফাইল',
    paste: 'পেস্ট করা লাইন',
    fileRadio: 'একটি ফাইল (CSV বা এক্সেল)',
    chooseFile: 'ফাইল বাছুন',
    noFile: 'কোনো ফাইল বাছা হয়নি',
    pasteBox: 'মন্তব্য, প্রতি লাইনে একটি',
    column: 'মন্তব্যের কলাম',
    start: /মন্তব্য বিশ্লেষণ করুন$/,
    cancel: 'বাতিল করুন',
    cancelled: /পরে বাতিল করা হয়েছে/,
    open: 'ফলাফল খুলুন',
    filterClass: 'শ্রেণি',
    filterConfidence: 'আস্থা অন্তত (%)',
    threat: 'হুমকিমূলক বিষয়বস্তু',
    topWords: 'সবচেয়ে প্রভাবশালী শব্দ/বাক্যাংশ',
    close: 'বন্ধ করুন',
    csv: 'CSV ডাউনলোড',
    excel: 'এক্সেল ডাউনলোড',
    back: 'সব ব্যাচ',
    delete: 'মুছুন',
    deleted: 'ব্যাচটি মুছে ফেলা হয়েছে।',
    chart: 'শ্রেণি অনুযায়ী মন্তব্য',
    urgent: 'সবচেয়ে নিশ্চিত হুমকি ও যৌন হয়রানি',
    showTable: 'সারণি হিসেবে দেখুন',
    withCare: 'সাবধানে পড়ুন',
    skippedOne: '১টি সারি খালি বা অনেক লম্বা ছিল, তাই বাদ দেওয়া হয়েছে: নিচের সারিগুলোতে তার নম্বর নেই।',
    read: (rows: number) => `${rows.toLocaleString('bn-BD')}টি সারি`,
    analysed: (rows: number) => `.* দিয়ে ${rows.toLocaleString('bn-BD')}টি মন্তব্য বিশ্লেষিত`,
  },
} as const;

export const csvFile = () => ({
  name: 'week-comments.csv',
  mimeType: 'text/csv',
  buffer: Buffer.from(Papa.unparse([...COMMENTS, { id: COMMENTS.length + 1, text: '' }], { newline: '\r\n' })),
});

export async function signIn(page: Page, language: 'en' | 'bn') {
  const account = await signUpViaApi(page.request, 'batch');
  await page.goto('/login');
  await fillLoginForm(page, account, LOGIN_LABELS[language]);
  await page.waitForURL((url) => url.pathname !== '/login');
}

export async function readDownload(page: Page, click: () => Promise<void>) {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  const path = await download.path();
  return { name: download.suggestedFilename(), bytes: readFileSync(path!) };
}

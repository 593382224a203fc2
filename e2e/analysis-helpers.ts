import { expect, type APIRequestContext, type Download, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { newAccount, type Account } from './support/accounts';

/** Sentences the shipped default model reads clearly (checked against the real server). */
export const SENTENCES = {
  threat: 'তোর বাড়িতে গিয়ে তোকে জবাই করে দিব',
  normal: 'আজকের আবহাওয়াটা খুব সুন্দর, চলো সবাই মিলে বিকেলে পার্কে ঘুরতে যাই।',
  troll: 'তুই একটা আস্ত গাধা, তোর কথা শুনে সবাই হাসাহাসি করে।',
} as const;

/** The UI words the specs look for, per language (the app's own translations). */
export const UI = {
  en: {
    placeholder: 'Enter Bengali text to analyze...',
    analyze: 'Analyze Text',
    analyzing: 'Analyzing...',
    title: 'Your Text Analysis Breakdown',
    threat: 'Threatening Content',
    normal: 'Normal Text',
    troll: 'Trolling Content',
    back: 'Back to Input',
    exportButton: 'Export Report',
    excel: 'Export to Excel',
    csv: 'Export to CSV',
    excelDone: 'Excel file exported successfully!',
    csvDone: 'CSV file exported successfully!',
    summary: 'Analysis Summary',
    history: 'Analysis History',
    empty: 'No analysis history found.',
    clear: 'Clear Filters',
    search: 'Search',
    type: 'Type',
    date: 'Date',
    next: 'Next',
    previous: 'Previous',
    page: (n: string) => `Page ${n}`,
    types: { all: 'All Types', bully: 'Bully', not_bully: 'Not Bully', threat: 'Threat', troll: 'Troll' },
    dates: { all: 'All Time', today: 'Today', yesterday: 'Yesterday', last7: 'Last 7 Days' },
    digits: (n: number) => String(n),
  },
  bn: {
    placeholder: 'বিশ্লেষণের জন্য বাংলা লেখা লিখুন...',
    analyze: 'লেখা বিশ্লেষণ করুন',
    analyzing: 'বিশ্লেষণ চলছে...',
    title: 'আপনার লেখার বিশ্লেষণের বিস্তারিত',
    threat: 'হুমকিমূলক বিষয়বস্তু',
    normal: 'স্বাভাবিক লেখা',
    troll: 'ট্রলিং বিষয়বস্তু',
    back: 'ইনপুটে ফিরে যান',
    exportButton: 'রিপোর্ট এক্সপোর্ট',
    excel: 'এক্সেলে এক্সপোর্ট',
    csv: 'CSV-তে এক্সপোর্ট',
    excelDone: 'এক্সেল ফাইল সফলভাবে এক্সপোর্ট হয়েছে!',
    csvDone: 'CSV ফাইল সফলভাবে এক্সপোর্ট হয়েছে!',
    summary: 'বিশ্লেষণের সারাংশ',
    history: 'বিশ্লেষণের ইতিহাস',
    empty: 'কোনো বিশ্লেষণের ইতিহাস পাওয়া যায়নি।',
    clear: 'ফিল্টার মুছুন',
    search: 'খুঁজুন',
    type: 'ধরন',
    date: 'তারিখ',
    next: 'পরের',
    previous: 'আগের',
    page: (n: string) => `পাতা ${n}`,
    types: { all: 'সব ধরন', bully: 'বুলিং', not_bully: 'বুলিং নয়', threat: 'হুমকি', troll: 'ট্রল' },
    dates: { all: 'সব সময়', today: 'আজ', yesterday: 'গতকাল', last7: 'গত ৭ দিন' },
    digits: (n: number) => new Intl.NumberFormat('bn-BD').format(n),
  },
} as const;
export type UiLanguage = keyof typeof UI;

/** Turns Bengali digits back into ASCII so numbers on the page can be compared with the files. */
export function toAsciiDigits(text: string): string {
  return text.replace(/[০-৯]/g, (d) => String(d.charCodeAt(0) - 0x09e6));
}

export interface SignedUpUser extends Account {
  accessToken: string;
}

/** Registers a fresh user through the API and keeps its access token for direct API calls. */
export async function registerUser(request: APIRequestContext, prefix: string): Promise<SignedUpUser> {
  const account = newAccount(prefix);
  const response = await request.post('/api/auth/register/', {
    data: { ...account, password_confirm: account.password, preferred_language: 'en' },
  });
  expect(response.status(), await response.text()).toBe(201);
  const body = (await response.json()) as { access_token: string };
  return { ...account, accessToken: body.access_token };
}

/** Analyses a text as the given user through the real endpoint; returns the analysis id. */
export async function analyzeAs(request: APIRequestContext, token: string, text: string): Promise<string> {
  const response = await request.post('/api/analysis/analyses/analyze/', {
    data: { text, model_id: 'bangla-sentiment-v1', analysis_type: 'classification' },
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { analysis_id: string }).analysis_id;
}

export async function readDownload(download: Download): Promise<Buffer> {
  const path = await download.path();
  return readFile(path);
}

/** Opens the home page directly, as a visitor typing the address would. */
export async function openHome(page: Page): Promise<void> {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

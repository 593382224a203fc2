import { expect, type Page } from '@playwright/test';

/**
 * Switches the UI language with the visible toggle (desktop navigation or, on a phone, the side menu)
 * and waits until <html lang> follows.
 */
export async function switchLanguage(page: Page, language: 'en' | 'bn') {
  const current = await page.locator('html').getAttribute('lang');
  if (current === language) return;
  const name = language === 'bn' ? 'বাংলা · Switch to Bengali' : 'English · ইংরেজিতে বদলান';
  const visibleToggle = page.getByRole('button', { name, exact: true }).filter({ visible: true });
  if ((await visibleToggle.count()) === 0) {
    await page.getByRole('button', { name: language === 'bn' ? 'Open menu' : 'মেনু খুলুন' }).click();
  }
  await page.getByRole('button', { name, exact: true }).filter({ visible: true }).first().click();
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}

/** Starts a page in a language without clicking: the app reads the stored `language` key at boot. */
export async function presetLanguage(page: Page, language: 'en' | 'bn') {
  await page.addInitScript((lang) => {
    if (!window.localStorage.getItem('language')) window.localStorage.setItem('language', lang);
  }, language);
}

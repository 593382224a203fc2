import type { Language } from '@shobdo/contracts';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Messages } from './locale-bundles/messages';
import { getStoredLanguage, saveLanguage } from './storage';

// One chunk per language (issue 28): the first paint carries only the reader's language.
const bundles: Record<Language, () => Promise<{ messages: Messages }>> = {
  en: () => import('./locale-bundles/en'),
  bn: () => import('./locale-bundles/bn'),
};

/** Downloads one language's messages (once: the browser keeps the module). */
export async function loadMessages(language: Language): Promise<Messages> {
  return (await bundles[language]()).messages;
}

// i18next has its store only once started; the router may ask for a language before (a lazy route of
// the first page resolves while main.tsx still waits for the reader's language).
let markStarted: () => void = () => {};
const started = new Promise<void>((resolve) => (markStarted = resolve));

/** Sets `<html lang>`; direction stays left-to-right for both languages (docs/product/screens.md#across-pages). */
function applyDocumentLanguage(language: string): void {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = language;
  document.documentElement.dir = 'ltr';
}

/**
 * Starts i18next in `language` with the messages at hand (`main.tsx` loads the reader's language first;
 * tests pass both). Synchronous: the first render has its text.
 */
export function initI18n(language: Language, loaded: Partial<Record<Language, Messages>>) {
  if (!i18n.isInitialized) {
    const resources = Object.fromEntries(Object.entries(loaded));
    void i18n.use(initReactI18next).init({
      resources,
      lng: language,
      fallbackLng: 'en',
      supportedLngs: ['en', 'bn'],
      // Both languages have the same namespaces.
      ns: Object.keys(Object.values(loaded)[0] ?? {}),
      defaultNS: 'common',
      interpolation: { escapeValue: false }, // React escapes already
      returnNull: false,
      initAsync: false,
      // Only the languages handed over are in memory; a switch adds the other one (changeLanguage).
      partialBundledLanguages: true,
    });
    i18n.on('languageChanged', applyDocumentLanguage);
    markStarted();
  }
  applyDocumentLanguage(i18n.language);
  return i18n;
}

/** The reader's language, downloaded, then i18next started with it. */
export async function startI18n(language: Language = getStoredLanguage()) {
  return initI18n(language, { [language]: await loadMessages(language) });
}

/** Puts a language's messages in memory without switching to it (once). */
export async function addLanguage(language: Language): Promise<void> {
  await started;
  if (i18n.hasResourceBundle(language, 'common')) return;
  const messages = await loadMessages(language);
  for (const [namespace, values] of Object.entries(messages)) {
    i18n.addResourceBundle(language, namespace, values, true, true);
  }
}

/** Both languages in memory: for the pages that show both (the 404) or write English whatever the reader's. */
export async function addBothLanguages(): Promise<void> {
  await Promise.all([addLanguage('en'), addLanguage('bn')]);
}

/**
 * Switches the interface's language and remembers it. A language already in memory switches at once (in
 * the same tick); the other one is downloaded first.
 */
export function changeLanguage(language: Language): void {
  saveLanguage(language);
  if (i18n.hasResourceBundle(language, 'common')) {
    void i18n.changeLanguage(language);
    return;
  }
  void addLanguage(language).then(() => i18n.changeLanguage(language));
}

export { i18n };

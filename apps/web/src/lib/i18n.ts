import type { Language } from '@shobdo/contracts';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { getStoredLanguage, saveLanguage } from './storage';

type Messages = Record<string, unknown>;

// Every `src/locales/<lang>/<namespace>.json` is picked up here, so a feature adds a namespace by adding
// the two files; nothing in this setup needs to change.
const files = import.meta.glob<Messages>('../locales/*/*.json', { eager: true, import: 'default' });

function collectResources(): Record<string, Record<string, Messages>> {
  const resources: Record<string, Record<string, Messages>> = {};
  for (const [path, messages] of Object.entries(files)) {
    const match = /locales\/([^/]+)\/([^/]+)\.json$/.exec(path);
    if (!match) continue;
    const [, language, namespace] = match as unknown as [string, string, string];
    resources[language] ??= {};
    resources[language][namespace] = messages;
  }
  return resources;
}

export const resources = collectResources();
export const namespaces = Object.keys(resources.en ?? {});

/** Sets `<html lang>`; direction stays left-to-right for both languages (docs/product/screens.md#across-pages). */
function applyDocumentLanguage(language: string): void {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = language;
  document.documentElement.dir = 'ltr';
}

export function initI18n(language: Language = getStoredLanguage()) {
  if (!i18n.isInitialized) {
    void i18n.use(initReactI18next).init({
      resources,
      lng: language,
      fallbackLng: 'en',
      supportedLngs: ['en', 'bn'],
      ns: namespaces,
      defaultNS: 'common',
      interpolation: { escapeValue: false }, // React escapes already
      returnNull: false,
      initAsync: false,
    });
    i18n.on('languageChanged', applyDocumentLanguage);
  }
  applyDocumentLanguage(i18n.language);
  return i18n;
}

export function changeLanguage(language: Language): void {
  saveLanguage(language);
  void i18n.changeLanguage(language);
}

export { i18n };

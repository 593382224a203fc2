import countries from 'i18n-iso-countries';
import bn from 'i18n-iso-countries/langs/bn.json';
import en from 'i18n-iso-countries/langs/en.json';
import { COUNTRY_CODES } from './country-codes';

countries.registerLocale(en);
countries.registerLocale(bn);

export interface Country {
  code: string;
  /** English name: the value sent to the server, whatever the UI language. */
  en: string;
  bn: string;
  /**
   * Every name the library knows in either language, lower-cased once: the two above and the short ones people type
   * ("usa", "uk", "uae", "great britain").
   */
  names: string[];
}

export const COUNTRIES: Country[] = COUNTRY_CODES.map((code) => {
  const en = countries.getName(code, 'en', { select: 'official' }) ?? code;
  const bn = countries.getName(code, 'bn', { select: 'official' }) ?? code;
  const all = [
    en,
    bn,
    ...(countries.getName(code, 'en', { select: 'all' }) ?? []),
    ...(countries.getName(code, 'bn', { select: 'all' }) ?? []),
  ];
  return { code, en, bn, names: [...new Set(all.map((name) => name.toLocaleLowerCase()))] };
}).sort((a, b) => a.en.localeCompare(b.en));

/**
 * Case-insensitive substring match over every name of a country, in both languages (docs/product/screens.md#login-and-sign-up).
 * A country one of whose names is exactly what was typed comes first: "uk" is the United Kingdom before Ukraine.
 */
export function filterCountries(query: string, list: Country[] = COUNTRIES): Country[] {
  const q = query.trim().toLocaleLowerCase();
  if (!q) return list;
  const matches = list.filter((c) => c.names.some((name) => name.includes(q)));
  const exact = matches.filter((c) => c.names.includes(q));
  return [...exact, ...matches.filter((c) => !exact.includes(c))];
}

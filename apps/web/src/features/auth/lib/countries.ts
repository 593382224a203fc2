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
}

export const COUNTRIES: Country[] = COUNTRY_CODES.map((code) => ({
  code,
  en: countries.getName(code, 'en', { select: 'official' }) ?? code,
  bn: countries.getName(code, 'bn', { select: 'official' }) ?? code,
})).sort((a, b) => a.en.localeCompare(b.en));

/** Case-insensitive substring match over both names (docs/product/screens.md#login-and-sign-up). */
export function filterCountries(query: string, list: Country[] = COUNTRIES): Country[] {
  const q = query.trim().toLocaleLowerCase();
  if (!q) return list;
  return list.filter((c) => c.en.toLocaleLowerCase().includes(q) || c.bn.includes(q));
}

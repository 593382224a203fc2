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
  /** The other names the library knows, lower-cased ("usa", "uk", "uae", "great britain"): typed, they find it too. */
  aliases: string[];
}

export const COUNTRIES: Country[] = COUNTRY_CODES.map((code) => {
  const en = countries.getName(code, 'en', { select: 'official' }) ?? code;
  const bn = countries.getName(code, 'bn', { select: 'official' }) ?? code;
  const all = [
    ...(countries.getName(code, 'en', { select: 'all' }) ?? []),
    ...(countries.getName(code, 'bn', { select: 'all' }) ?? []),
  ];
  return {
    code,
    en,
    bn,
    aliases: all.filter((name) => name !== en && name !== bn).map((name) => name.toLocaleLowerCase()),
  };
}).sort((a, b) => a.en.localeCompare(b.en));

/**
 * Case-insensitive substring match over both names and the other names the library knows (docs/product/screens.md#login-and-sign-up).
 * A country one of whose names is exactly what was typed comes first: "uk" is the United Kingdom before Ukraine.
 */
export function filterCountries(query: string, list: Country[] = COUNTRIES): Country[] {
  const q = query.trim().toLocaleLowerCase();
  if (!q) return list;
  const names = (c: Country) => [c.en.toLocaleLowerCase(), c.bn, ...c.aliases];
  const matches = list.filter((c) => names(c).some((name) => name.includes(q)));
  const exact = matches.filter((c) => names(c).includes(q));
  return [...exact, ...matches.filter((c) => !exact.includes(c))];
}

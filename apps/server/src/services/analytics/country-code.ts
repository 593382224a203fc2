import countries from 'i18n-iso-countries';
import en from 'i18n-iso-countries/langs/en.json' with { type: 'json' };

countries.registerLocale(en);

/**
 * The ISO 3166-1 alpha-2 code of a country stored by its English name (the sign-up form stores the country list's
 * English official name, whatever the interface's language), or null for a name the list does not know. The web app
 * names the country in the reader's language from the code.
 */
export function countryCode(name: string): string | null {
  return countries.getAlpha2Code(name, 'en') ?? null;
}

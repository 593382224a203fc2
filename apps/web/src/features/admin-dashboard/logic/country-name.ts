/**
 * A top country's name in the reader's language. The server stores the English name the sign-up form sent and
 * answers its ISO code too: in Bengali the browser's own region names say it (বাংলাদেশ, as the profile does); in
 * English, and for a name the country list does not know (no code), the stored name stays.
 */
export function countryName(country: { name: string; code: string | null }, lang: string): string {
  if (lang !== 'bn' || !country.code) return country.name;
  try {
    return new Intl.DisplayNames(['bn'], { type: 'region', fallback: 'none' }).of(country.code) ?? country.name;
  } catch {
    // A code the browser's Intl does not accept.
    return country.name;
  }
}

// A web address, an e-mail address or a bare domain ("bit.ly/x", "shop.com.bd"): not writing in any
// language, so it neither makes a text romanized Bangla nor is transliterated (its pieces, www, com, ly,
// are features of their own for the spam model).
const LINK =
  /(?:https?:\/\/|www\.)\S+|[\w.+-]+@[\w-]+(?:\.[\w-]+)+|\b[\w-]+(?:\.[\w-]+)*\.(?:com|net|org|info|xyz|bd|io|me|ly|in)\b\S*/giu;

/** The [start, end) spans of the links in a text. */
export function findLinks(text: string): [number, number][] {
  return [...text.matchAll(LINK)].map((m) => [m.index, m.index + m[0].length]);
}

/** The text with every link blanked out (same length), for counting the letters of its writing. */
export function blankLinks(text: string): string {
  return text.replace(LINK, (link) => ' '.repeat(link.length));
}

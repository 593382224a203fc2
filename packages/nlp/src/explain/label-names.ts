/** Human names of the label ids for summaries: the same words the web app shows (docs/product/constants.md#display). */
export const LABEL_NAMES: Record<string, { en: string; bn: string }> = {
  not_bully: { en: 'Normal Text', bn: 'স্বাভাবিক লেখা' },
  religious: { en: 'Religious Content', bn: 'ধর্মীয় বিষয়বস্তু' },
  sexual: { en: 'Sexual Content', bn: 'যৌন বিষয়বস্তু' },
  troll: { en: 'Trolling Content', bn: 'ট্রলিং বিষয়বস্তু' },
  threat: { en: 'Threatening Content', bn: 'হুমকিমূলক বিষয়বস্তু' },
  positive: { en: 'Positive Sentiment', bn: 'ইতিবাচক মনোভাব' },
  neutral: { en: 'Neutral Sentiment', bn: 'নিরপেক্ষ মনোভাব' },
  negative: { en: 'Negative Sentiment', bn: 'নেতিবাচক মনোভাব' },
  spam: { en: 'Spam', bn: 'স্প্যাম' },
  not_spam: { en: 'Not Spam', bn: 'স্প্যাম নয়' },
};

export function nameLabel(label: string, lang: 'en' | 'bn'): string {
  return LABEL_NAMES[label]?.[lang] ?? label;
}

export function toBengaliDigits(text: string): string {
  return text.replace(/[0-9]/g, (d) => String.fromCharCode(0x09e6 + Number(d)));
}

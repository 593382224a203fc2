/** Human names of the label ids, in English and Bengali, for summaries. */
export const LABEL_NAMES: Record<string, { en: string; bn: string }> = {
  not_bully: { en: 'Not bullying', bn: 'বুলিং নয়' },
  religious: { en: 'Religious', bn: 'ধর্মীয়' },
  sexual: { en: 'Sexual', bn: 'যৌন' },
  troll: { en: 'Troll', bn: 'ট্রল' },
  threat: { en: 'Threat', bn: 'হুমকি' },
  positive: { en: 'Positive', bn: 'ইতিবাচক' },
  neutral: { en: 'Neutral', bn: 'নিরপেক্ষ' },
  negative: { en: 'Negative', bn: 'নেতিবাচক' },
  spam: { en: 'Spam', bn: 'স্প্যাম' },
  not_spam: { en: 'Not spam', bn: 'স্প্যাম নয়' },
};

export function nameLabel(label: string, lang: 'en' | 'bn'): string {
  return LABEL_NAMES[label]?.[lang] ?? label;
}

export function toBengaliDigits(text: string): string {
  return text.replace(/[0-9]/g, (d) => String.fromCharCode(0x09e6 + Number(d)));
}

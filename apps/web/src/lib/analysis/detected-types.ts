/**
 * Display data of every label a model can return. The label text is the i18n key
 * `analysis:types.<label>` (docs/product/constants.md#display for the five classes; sentiment and spam added).
 * Shared by the results and history features, hence in lib.
 */
export type TypeTone = 'green' | 'purple' | 'pink' | 'orange' | 'red' | 'slate' | 'amber';

const TONES: Record<string, TypeTone> = {
  not_bully: 'green',
  religious: 'purple',
  sexual: 'pink',
  troll: 'orange',
  threat: 'red',
  positive: 'green',
  neutral: 'slate',
  negative: 'red',
  spam: 'amber',
  not_spam: 'green',
};

export function getTypeTone(label: string): TypeTone {
  return TONES[label] ?? 'slate';
}

/** Tailwind classes per tone: text colour, soft background and border, and a solid bar colour. */
export const TONE_CLASSES: Record<TypeTone, { text: string; badge: string; bar: string }> = {
  green: {
    text: 'text-emerald-400',
    badge: 'bg-emerald-500/15 text-emerald-300 ring-emerald-500/40',
    bar: 'bg-emerald-500',
  },
  purple: {
    text: 'text-violet-400',
    badge: 'bg-violet-500/15 text-violet-300 ring-violet-500/40',
    bar: 'bg-violet-500',
  },
  pink: { text: 'text-pink-400', badge: 'bg-pink-500/15 text-pink-300 ring-pink-500/40', bar: 'bg-pink-500' },
  orange: {
    text: 'text-orange-400',
    badge: 'bg-orange-500/15 text-orange-300 ring-orange-500/40',
    bar: 'bg-orange-500',
  },
  red: { text: 'text-red-400', badge: 'bg-red-500/15 text-red-300 ring-red-500/40', bar: 'bg-red-500' },
  slate: { text: 'text-slate-300', badge: 'bg-slate-500/15 text-slate-300 ring-slate-500/40', bar: 'bg-slate-400' },
  amber: { text: 'text-amber-400', badge: 'bg-amber-500/15 text-amber-300 ring-amber-500/40', bar: 'bg-amber-500' },
};

/**
 * The tone as an RGB triple, for colours that need an alpha by strength (the highlighted text). Words
 * against the prediction use sky blue, which no tone uses.
 */
export const TONE_RGB: Record<TypeTone, string> = {
  green: '16, 185, 129',
  purple: '139, 92, 246',
  pink: '236, 72, 153',
  orange: '249, 115, 22',
  red: '239, 68, 68',
  slate: '148, 163, 184',
  amber: '245, 158, 11',
};
export const AGAINST_RGB = '56, 189, 248';

/** i18n key of a label; unknown labels fall back to the raw id through i18next's defaultValue. */
export function getTypeLabelKey(label: string): string {
  return `analysis:types.${label}`;
}

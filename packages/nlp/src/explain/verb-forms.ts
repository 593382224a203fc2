/**
 * Verb forms that the notices of threats and calls share (explain/rape-threats.ts, explain/kill-calls.ts), as words to
 * pass to `wordSet`.
 */

/** After a conjunctive participle (করে, কেটে), what makes the act done to come: করে দিব, করে ছাড়ব, কেটে ফেলব. */
export const DONE_TO_COME_WORDS = [
  'দিব',
  'দিবো',
  'দেব',
  'দেবো',
  'দিমু',
  'দাও',
  'দে',
  'ছাড়ব',
  'ছাড়বো',
  'ছাড়মু',
  'ফেলব',
  'ফেলবো',
  'ফেলমু',
] as const;

/** After a verbal noun, the obligation: করা উচিত, করা দরকার, করা হোক. */
export const NEEDED_WORDS = ['উচিত', 'উচিৎ', 'দরকার', 'হোক'] as const;

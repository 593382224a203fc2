/**
 * Sentences for 'Try the Demo', written for the product (not taken from the training data): everyday
 * Bengali, one threat and one troll, so that repeated clicks show different outcomes.
 */
export const DEMO_SAMPLES = [
  'আজকের আবহাওয়াটা খুব সুন্দর, চলো সবাই মিলে বিকেলে পার্কে ঘুরতে যাই।',
  'তোর বাড়িতে গিয়ে তোকে জবাই করে দিব।',
  'নাটকটা দেখে মনটা ভালো হয়ে গেল, সবার অভিনয় ছিল অসাধারণ।',
  'তুই একটা আস্ত গাধা, তোর কথা শুনে সবাই হাসাহাসি করে।',
] as const;

/** The next sample after the one in the box (the first when the box holds something else). */
export function getNextDemoSample(current: string): string {
  const index = DEMO_SAMPLES.findIndex((sample) => sample === current);
  return DEMO_SAMPLES[(index + 1) % DEMO_SAMPLES.length] as string;
}

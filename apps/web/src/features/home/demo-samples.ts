import type { AnalysisType } from '@shobdo/contracts';

/**
 * Sentences for 'Try the Demo', written for the product (not taken from the training data), one list for each
 * task so that the chosen model shows what it does: for the bullying models everyday Bengali, a threat and a
 * troll; for sentiment a review of each kind; for spam a prize message with a link, an offer, and two ordinary
 * messages. Repeated clicks show different outcomes (each sentence checked against the shipped models).
 */
export const DEMO_SAMPLES: Record<AnalysisType, readonly string[]> = {
  classification: [
    'আজকের আবহাওয়াটা খুব সুন্দর, চলো সবাই মিলে বিকেলে পার্কে ঘুরতে যাই।',
    'তোর বাড়িতে গিয়ে তোকে জবাই করে দিব।',
    'নাটকটা দেখে মনটা ভালো হয়ে গেল, সবার অভিনয় ছিল অসাধারণ।',
    'তুই একটা আস্ত গাধা, তোর কথা শুনে সবাই হাসাহাসি করে।',
  ],
  sentiment: [
    'ডেলিভারি খুব দ্রুত পেয়েছি, পণ্যের মানও অসাধারণ। ধন্যবাদ!',
    'টাকা দিয়ে একদম বাজে জিনিস পেলাম, আর কখনো কিনব না।',
    'অর্ডারটা আগামীকাল বিকেলে পৌঁছানোর কথা।',
  ],
  spam: [
    'অভিনন্দন! আপনি ৫০,০০০ টাকার পুরস্কার জিতেছেন, এখনই এই লিংকে ক্লিক করুন: bit.ly/prize-bd',
    'ভাই, কালকের মিটিংটা কয়টায়, একটু জানাবেন?',
    'মাত্র ৯৯ টাকায় ১০ জিবি ইন্টারনেট! অফারটি পেতে এখনই ডায়াল করুন',
    'নাটকটা দেখে মনটা ভালো হয়ে গেল, সবার অভিনয় ছিল অসাধারণ।',
  ],
};

/** The task's next sample after the one in the box (its first when the box holds something else). */
export function getNextDemoSample(current: string, task: AnalysisType = 'classification'): string {
  const samples = DEMO_SAMPLES[task];
  const index = samples.findIndex((sample) => sample === current);
  return samples[(index + 1) % samples.length] as string;
}

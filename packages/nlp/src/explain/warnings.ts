import type { AnalysisWarning, ClassProbability } from '@shobdo/contracts';
import { detectInputScript, hasBengaliWord, holdsOnlyEmoji, type InputScript } from '../text/detect-language';
import { HARMLESS_LABEL } from './everyday-words';
import { faithSlurs } from './faith-slurs';
import { worshipAttacks } from './worship-attacks';
import { rapeThreats } from './rape-threats';
import { killCalls } from './kill-calls';
import { nameLabel } from './label-names';
import { lawWords } from './law-words';
import { negatedPhrases, negatedWords, type Polarity } from './negated-words';
import { veiledThreatPhrases } from './veiled-threats';

/** The writings a model reads: Bengali script always, romanized Bangla for every model of a Bengali task (decision 0054). */
export type ModelReads = readonly ('bengali' | 'romanized')[];

/** Below this confidence (percent) a result is called uncertain: half for three classes or more, 60 for two. */
export function lowConfidenceThreshold(classCount: number): number {
  return classCount <= 2 ? 60 : 50;
}
/** Two classes within this many percentage points are close (the summary's runner-up rule). */
export const CLOSE_CLASSES_MARGIN = 15;

const SCRIPT_NAMES: Record<Exclude<InputScript, 'mixed'>, { en: string; bn: string }> = {
  bengali: { en: 'Bengali script', bn: 'বাংলা হরফ' },
  romanized: { en: 'romanized Bangla (Bangla in Latin letters)', bn: 'রোমান হরফে লেখা বাংলা' },
  english: { en: 'English', bn: 'ইংরেজি' },
  // Devanagari, Arabic, Cyrillic, Han, ... (decision 0088): the notice names what the model reads instead.
  other: {
    en: 'a writing other than Bengali script and Latin letters',
    bn: 'বাংলা বা রোমান হরফ ছাড়া অন্য কোনো লিপিতে লেখা',
  },
};

const ROMANIZED_MESSAGE = {
  en: 'This text is romanized Bangla (Bangla in Latin letters): the model read it transliterated to Bengali script, and the words it names are the ones you wrote. Romanized spellings vary, so the result is less sure than for Bengali script.',
  bn: 'লেখাটি রোমান হরফে লেখা বাংলা: মডেলটি একে বাংলা হরফে প্রতিবর্ণীকরণ করে পড়েছে, আর যে শব্দগুলো দেখানো হয়েছে সেগুলো আপনার লেখা শব্দই। রোমান হরফে বানান নানা রকম হয়, তাই ফলাফলটি বাংলা হরফের লেখার মতো নিশ্চিত নয়।',
};

const ROMANIZED_PART_MESSAGE = {
  en: 'Part of this text is in Latin letters: the model read those words as romanized Bangla, transliterated to Bengali script, and the words it names are the ones you wrote. Romanized spellings vary, so the result is less sure than for Bengali script.',
  bn: 'এই লেখার একটি অংশ রোমান হরফে: মডেলটি সেই শব্দগুলোকে রোমান হরফে লেখা বাংলা হিসেবে বাংলা হরফে প্রতিবর্ণীকরণ করে পড়েছে, আর যে শব্দগুলো দেখানো হয়েছে সেগুলো আপনার লেখা শব্দই। রোমান হরফে বানান নানা রকম হয়, তাই ফলাফলটি বাংলা হরফের লেখার মতো নিশ্চিত নয়।',
};

/** English beside Bengali words (decision 0086): the text is not "English", but part of it is what no model was trained on. */
const MIXED_MESSAGE = {
  en: 'Part of this text is English, which this model was not trained to read: the result is less sure than for a text in Bengali.',
  bn: 'এই লেখার একটি অংশ ইংরেজি, যা পড়ার জন্য এই মডেলটি প্রশিক্ষিত নয়: ফলাফলটি বাংলা লেখার মতো নিশ্চিত নয়।',
};

function readsText(reads: ModelReads): { en: string; bn: string } {
  return reads.includes('romanized')
    ? { en: 'Bengali script and romanized Bangla', bn: 'বাংলা হরফ ও রোমান হরফে লেখা বাংলা' }
    : { en: 'Bengali script only', bn: 'শুধু বাংলা হরফ' };
}

/** Nothing of the text was read (decision 0092): the answer is the model's starting point. */
const NO_WORDS_MESSAGE = {
  en: 'The model knows no word of this text (it holds only punctuation, digits, symbols or words the model has never seen): the result is its starting point, not a reading of the text.',
  bn: 'এই লেখার কোনো শব্দ মডেলটির চেনা নয় (এতে আছে শুধু যতিচিহ্ন, সংখ্যা, প্রতীক বা মডেলের অচেনা শব্দ): ফলাফলটি মডেলের শুরুর অনুমান, লেখাটির পাঠ নয়।',
};

/**
 * Emoji and no word (decision 0103): no comment the models learned from is one, so what they say of it is what these emoji
 * went with in comments that had words.
 */
const ONLY_EMOJI_MESSAGE = {
  en: 'This text holds only emoji, no words. The model learned emoji from comments with words around them and has never seen emoji alone: the result says what these emoji went with there, not what this text means.',
  bn: 'এই লেখায় শুধু ইমোজি আছে, কোনো শব্দ নেই। মডেলটি ইমোজি শিখেছে শব্দসহ মন্তব্য থেকে, শুধু ইমোজির কোনো লেখা আগে দেখেনি: ফলাফলটি বলে এই ইমোজিগুলো সেখানে কিসের সঙ্গে ছিল, এই লেখাটি কী বোঝায় তা নয়।',
};

/** What the model found in the text that a notice names (each found with the model; words as typed). */
export interface FoundInText {
  /** One everyday word alone made a harmful result (explain/everyday-words.ts, decision 0081). */
  everydayWord?: string;
  /** Faiths' names alone made a harmful result (explain/faith-names.ts, decision 0094). */
  faithNames?: readonly string[];
  /** No word the model knows: every word's contribution is nought (decision 0092). */
  readNothing?: boolean;
  /**
   * One word alone kept the result harmless: the word as typed, and the harmful class the text reads as without it
   * (explain/harmless-word.ts, decision 0102).
   */
  harmlessWord?: { word: string; label: string };
}

/** The class of threats, of the models that have one (the bullying task). */
const THREAT_LABEL = 'threat';
/** The class of religious hate, of the models that have one (the bullying task). */
const RELIGIOUS_LABEL = 'religious';
/** The two sides of the sentiment task's classes, each with the other. */
const SENTIMENT_SIDES: readonly Polarity[] = ['negative', 'positive'];
const OTHER_SIDE: Record<Polarity, Polarity> = { negative: 'positive', positive: 'negative' };

/**
 * What the user should know before trusting a prediction: a writing the model does not read, romanized Bangla read
 * through the transliteration, a low confidence, two close classes, one everyday word or faiths' names that alone made
 * a harmful result, no word the model knows (not said again of a text the first notice already calls unreadable), emoji
 * and no word (decision 0103), or a phrase that threatens without a violent word in a text a model with a threat class
 * did not call a threat (decision 0095), or a slur for a faith or its people in a text a model with a religious class
 * read as harmless (decision 0109), or a call to attack a place of worship in a text a model with a threat class read
 * as harmless (decision 0110), or a threat of rape or a call for it in such a text (decision 0122), or a call to kill
 * or a threat to in such a text (decision 0124), or words of the law in a text called a threat (decision 0096), or one
 * word that alone kept the result harmless (decision 0102), or a complaint or praise word negated in a text a sentiment
 * model read as the word's side (decision 0113). `probabilities` are sorted, highest first (percent).
 */
export function analysisWarnings(
  text: string,
  reads: ModelReads,
  probabilities: readonly ClassProbability[],
  found: FoundInText = {},
): AnalysisWarning[] {
  const { everydayWord, faithNames, harmlessWord, readNothing = false } = found;
  const warnings: AnalysisWarning[] = [];
  const script = detectInputScript(text);
  if (script === 'mixed') {
    warnings.push({ code: 'unsupported_language', message: MIXED_MESSAGE });
  } else if (script !== 'bengali' && !(reads as readonly string[]).includes(script)) {
    const name = SCRIPT_NAMES[script];
    const model = readsText(reads);
    warnings.push({
      code: 'unsupported_language',
      message: {
        en: `This text looks like ${name.en}, but this model reads ${model.en}: the result is not reliable.`,
        bn: `লেখাটি ${name.bn} বলে মনে হচ্ছে, কিন্তু এই মডেল পড়ে ${model.bn}: ফলাফলটি নির্ভরযোগ্য নয়।`,
      },
    });
  }
  if (readNothing && warnings.length === 0) warnings.push({ code: 'no_words', message: NO_WORDS_MESSAGE });
  else if (!readNothing && holdsOnlyEmoji(text)) warnings.push({ code: 'only_emoji', message: ONLY_EMOJI_MESSAGE });
  if (script === 'romanized' && reads.includes('romanized')) {
    warnings.push({
      code: 'romanized_input',
      // Beside Bengali words, only the words in Latin letters were transliterated (decision 0086).
      message: hasBengaliWord(text) ? ROMANIZED_PART_MESSAGE : ROMANIZED_MESSAGE,
    });
  }
  const [first, second] = probabilities;
  if (first && first.confidence < lowConfidenceThreshold(probabilities.length)) {
    warnings.push({
      code: 'low_confidence',
      message: {
        en: 'The model is not sure of this result: its confidence is low.',
        bn: 'মডেলটি এই ফলাফল নিয়ে নিশ্চিত নয়: আস্থা কম।',
      },
    });
  }
  if (first && second && first.confidence - second.confidence <= CLOSE_CLASSES_MARGIN) {
    warnings.push({
      code: 'close_classes',
      // Named, so that a reader of a row or a download knows which second reading to weigh (decision 0104).
      message: {
        en: `Two classes are close: the second most likely class, ${nameLabel(second.label, 'en')}, is within 15 points of the result, ${nameLabel(first.label, 'en')}.`,
        bn: `দুটি শ্রেণি কাছাকাছি: দ্বিতীয় সম্ভাব্য শ্রেণি ${nameLabel(second.label, 'bn')} ফলাফলের (${nameLabel(first.label, 'bn')}) ১৫ পয়েন্টের মধ্যে।`,
      },
    });
  }
  if (everydayWord !== undefined) warnings.push(everydayWordWarning(everydayWord));
  if (faithNames !== undefined && faithNames.length > 0) warnings.push(faithNamesWarning(faithNames));
  if (harmlessWord !== undefined) warnings.push(harmlessWordWarning(harmlessWord.word, harmlessWord.label));
  if (first && first.label !== THREAT_LABEL && probabilities.some((p) => p.label === THREAT_LABEL)) {
    const phrases = veiledThreatPhrases(text);
    if (phrases.length > 0) warnings.push(veiledThreatWarning(phrases));
  }
  if (first?.label === HARMLESS_LABEL && probabilities.some((p) => p.label === RELIGIOUS_LABEL)) {
    const slurs = faithSlurs(text);
    if (slurs.length > 0) warnings.push(faithSlurWarning(slurs));
  }
  if (first?.label === HARMLESS_LABEL && probabilities.some((p) => p.label === THREAT_LABEL)) {
    const calls = worshipAttacks(text);
    if (calls.length > 0) warnings.push(worshipAttackWarning(calls));
    const threats = rapeThreats(text);
    if (threats.length > 0) warnings.push(rapeThreatWarning(threats));
    const kills = killCalls(text);
    if (kills.length > 0) warnings.push(killCallWarning(kills));
  }
  if (first && first.label === THREAT_LABEL) {
    const words = lawWords(text);
    if (words.length > 0) warnings.push(lawWordsWarning(words));
  }
  const side = first && SENTIMENT_SIDES.find((s) => s === first.label);
  if (side && probabilities.some((p) => p.label === OTHER_SIDE[side])) {
    const found = negatedWords(text);
    const phrases = negatedPhrases(found, side);
    // A text that also negates a word of the other side ("সার্ভিস ভালো না, কিন্তু দাম খারাপ না") reads as the result by
    // that negation: the model may have read it right.
    if (phrases.length > 0 && negatedPhrases(found, OTHER_SIDE[side]).length === 0)
      warnings.push(negatedWordWarning(phrases, side));
  }
  return warnings;
}

/**
 * The warning that the text holds a phrase that threatens without a violent word (explain/veiled-threats.ts, decision
 * 0095), naming the phrases as the user typed them.
 */
export function veiledThreatWarning(phrases: readonly string[]): AnalysisWarning {
  const one = phrases.length === 1;
  return {
    code: 'veiled_threat',
    message: {
      en: `This text holds ${quotedList(phrases, 'and')}, ${one ? 'a phrase' : 'phrases'} often used to threaten without a violent word. The model reads words and word pairs, not such phrases, and did not call the text a threat: read it before deciding it is harmless.`,
      bn: `লেখাটিতে আছে ${quotedList(phrases, 'ও')}, যা প্রায়ই কোনো হিংস্র শব্দ ছাড়াই হুমকি দিতে বলা হয়। মডেলটি শব্দ ও শব্দজোড় পড়ে, এমন বাক্যাংশ নয়, আর লেখাটিকে হুমকি বলেনি: লেখাটি নিরীহ কিনা ঠিক করার আগে পড়ে দেখুন।`,
    },
  };
}

/**
 * The warning that the text holds a slur for a faith or its people (explain/faith-slurs.ts, decision 0109) and a model
 * with a religious class read it as harmless, naming the slurs as the user typed them.
 */
export function faithSlurWarning(slurs: readonly string[]): AnalysisWarning {
  const one = slurs.length === 1;
  return {
    code: 'faith_slur',
    message: {
      en: `This text holds ${quotedList(slurs, 'and')}, ${one ? 'a slur' : 'slurs'} for a faith or its people. The model learned ${one ? 'it' : 'them'} from few comments and read the text as ${nameLabel(HARMLESS_LABEL, 'en')}, but it may attack a faith's people (or quote ${one ? 'the slur' : 'them'} to reject ${one ? 'it' : 'them'}): read it before deciding it is harmless.`,
      bn: `লেখাটিতে আছে ${quotedList(slurs, 'ও')}, যা কোনো ধর্ম বা তার মানুষদের জন্য ${one ? 'একটি গালি' : 'গালি'}। মডেলটি ${one ? 'শব্দটি' : 'শব্দগুলো'} শিখেছে অল্প কয়েকটি মন্তব্য থেকে আর লেখাটিকে ${nameLabel(HARMLESS_LABEL, 'bn')} হিসেবে পড়েছে, কিন্তু লেখাটি কোনো ধর্মের মানুষকে আক্রমণ করতে পারে (কিংবা গালিটি প্রত্যাখ্যান করতে উদ্ধৃত করতে পারে): লেখাটি নিরীহ কিনা ঠিক করার আগে পড়ে দেখুন।`,
    },
  };
}

/**
 * The warning that the text calls for an attack on a place of worship (explain/worship-attacks.ts, decision 0110) and a
 * model with a threat class read it as harmless, naming the calls as the user typed them.
 */
export function worshipAttackWarning(calls: readonly string[]): AnalysisWarning {
  const one = calls.length === 1;
  return {
    code: 'worship_attack',
    message: {
      en: `This text holds ${quotedList(calls, 'and')}, ${one ? 'a call' : 'calls'} to attack a place of worship. The model learned such places mostly from harmless comments and read the text as ${nameLabel(HARMLESS_LABEL, 'en')}: read it before deciding it is harmless.`,
      bn: `লেখাটিতে আছে ${quotedList(calls, 'ও')}, যা উপাসনালয়ে হামলার ডাক। মডেলটি এমন জায়গার নাম শিখেছে বেশিরভাগ নিরীহ মন্তব্য থেকে আর লেখাটিকে ${nameLabel(HARMLESS_LABEL, 'bn')} হিসেবে পড়েছে: লেখাটি নিরীহ কিনা ঠিক করার আগে পড়ে দেখুন।`,
    },
  };
}

/**
 * The warning that the text threatens or calls for rape (explain/rape-threats.ts, decision 0122) and a model with a
 * threat class read it as harmless, naming the threats as the user typed them.
 */
export function rapeThreatWarning(threats: readonly string[]): AnalysisWarning {
  const one = threats.length === 1;
  return {
    code: 'rape_threat',
    message: {
      en: `This text holds ${quotedList(threats, 'and')}, ${one ? 'a threat' : 'threats'} of rape or ${one ? 'a call' : 'calls'} for it. The model learned the word from few threats and read the text as ${nameLabel(HARMLESS_LABEL, 'en')}: read it before deciding it is harmless.`,
      bn: `লেখাটিতে আছে ${quotedList(threats, 'ও')}, যা ধর্ষণের হুমকি বা ধর্ষণের ডাক। মডেলটি শব্দটি শিখেছে খুব কম হুমকি থেকে আর লেখাটিকে ${nameLabel(HARMLESS_LABEL, 'bn')} হিসেবে পড়েছে: লেখাটি নিরীহ কিনা ঠিক করার আগে পড়ে দেখুন।`,
    },
  };
}

/**
 * The warning that the text calls to kill or threatens to (explain/kill-calls.ts, decision 0124) and a model with a
 * threat class read it as harmless, naming the calls as the user typed them.
 */
export function killCallWarning(calls: readonly string[]): AnalysisWarning {
  const one = calls.length === 1;
  return {
    code: 'kill_call',
    message: {
      en: `This text holds ${quotedList(calls, 'and')}, ${one ? 'a call' : 'calls'} to kill or ${one ? 'a threat' : 'threats'} to. The model learned such words mostly from comments that are not threats and read the text as ${nameLabel(HARMLESS_LABEL, 'en')}: read it before deciding it is harmless.`,
      bn: `লেখাটিতে আছে ${quotedList(calls, 'ও')}, যা হত্যার ডাক বা হত্যার হুমকি। মডেলটি এমন শব্দ শিখেছে বেশিরভাগ হুমকি নয় এমন মন্তব্য থেকে আর লেখাটিকে ${nameLabel(HARMLESS_LABEL, 'bn')} হিসেবে পড়েছে: লেখাটি নিরীহ কিনা ঠিক করার আগে পড়ে দেখুন।`,
    },
  };
}

/**
 * The warning that a text called a threat speaks of the law (explain/law-words.ts, decision 0096): it may ask for
 * justice, or report or condemn a threat, rather than make one. The words are named as the user typed them.
 */
export function lawWordsWarning(words: readonly string[]): AnalysisWarning {
  return {
    code: 'law_words',
    message: {
      en: `This text also speaks of the law (${quotedList(words, 'and')}): it may ask for justice, or report or condemn a threat, rather than make one. The model reads words and word pairs and called it a threat: read it before acting on it.`,
      bn: `লেখাটিতে আইন-আদালতের কথাও আছে (${quotedList(words, 'ও')}): এটি হয়তো হুমকি দিচ্ছে না, বরং বিচার চাইছে, কিংবা কোনো হুমকির খবর দিচ্ছে বা নিন্দা করছে। মডেলটি শব্দ ও শব্দজোড় পড়ে, আর লেখাটিকে হুমকি বলেছে: কোনো ব্যবস্থা নেওয়ার আগে লেখাটি পড়ে দেখুন।`,
    },
  };
}

/**
 * The warning that a model of the sentiment task read a text as the side of a complaint or praise word the text negates
 * (explain/negated-words.ts, decision 0113): "কোনো অভিযোগ নেই" (no complaint) as Negative, "ভালো লাগে নাই" (didn't like
 * it) as Positive. The phrases are named as the user typed them.
 */
export function negatedWordWarning(phrases: readonly string[], side: Polarity): AnalysisWarning {
  const one = phrases.length === 1;
  const label = { en: nameLabel(side, 'en'), bn: nameLabel(side, 'bn') };
  const complaint = side === 'negative';
  const what = complaint
    ? { en: one ? 'a complaint negated' : 'complaints negated', bn: 'অভিযোগের' }
    : { en: 'praise negated', bn: 'প্রশংসার' };
  const meaning = complaint
    ? {
        en: 'a complaint negated ("no complaint", "not disappointed") usually means the writer is satisfied',
        bn: 'অভিযোগ নাকচ করলে ("কোনো অভিযোগ নেই", "হতাশ হইনি") লেখক সাধারণত সন্তুষ্ট',
      }
    : {
        en: 'praise negated ("didn\'t like it", "not nice") usually means the writer is not satisfied',
        bn: 'প্রশংসা নাকচ করলে ("ভালো লাগে নাই", "সুন্দর না") লেখক সাধারণত সন্তুষ্ট নন',
      };
  return {
    code: 'negated_word',
    message: {
      en: `This text holds ${quotedList(phrases, 'and')}, ${what.en}. The model reads words and word pairs, not how a negation turns the words before it, and read the text as ${label.en}: ${meaning.en}. Read it before counting it as ${side}.`,
      bn: `লেখাটিতে আছে ${quotedList(phrases, 'ও')}, যেখানে ${what.bn} ${one ? 'শব্দটি' : 'শব্দগুলো'} নাকচ করা হয়েছে। মডেলটি শব্দ ও শব্দজোড় পড়ে, "না" বা "নেই" আগের শব্দের অর্থ কীভাবে উল্টে দেয় তা নয়, আর লেখাটিকে ${label.bn} হিসেবে পড়েছে: ${meaning.bn}। লেখাটিকে ${complaint ? 'নেতিবাচক' : 'ইতিবাচক'} ধরার আগে পড়ে দেখুন।`,
    },
  };
}

/** Words in quotes joined as a list: "a", "b" and "c" (ও in Bengali). */
function quotedList(words: readonly string[], and: string): string {
  const quoted = words.map((w) => `"${w}"`);
  return quoted.length === 1 ? (quoted[0] as string) : `${quoted.slice(0, -1).join(', ')} ${and} ${quoted.at(-1)}`;
}

/**
 * The warning that faiths' names alone make a harmful result (explain/faith-names.ts, decision 0094), naming them as
 * the user typed them.
 */
export function faithNamesWarning(names: readonly string[]): AnalysisWarning {
  const one = names.length === 1;
  return {
    code: 'faith_names',
    message: {
      en: `${one ? 'The name of a faith decides' : 'The names of faiths decide'} this result: without ${quotedList(names, 'and')} the model reads the text as Normal Text. The model learned ${one ? 'this name' : 'these names'} from comments that attack a faith, so it may read a comment that only names one as hate: read the text before acting on it.`,
      bn: `ধর্মের নাম এই ফলাফল ঠিক করেছে: ${quotedList(names, 'ও')} বাদ দিলে মডেলটি লেখাটিকে স্বাভাবিক লেখা হিসেবে পড়ে। মডেলটি ${one ? 'নামটি' : 'নামগুলো'} শিখেছে কোনো ধর্মকে আক্রমণ করা মন্তব্য থেকে, তাই শুধু ধর্মের নাম আছে এমন মন্তব্যকেও সে ঘৃণা হিসেবে পড়তে পারে: কোনো ব্যবস্থা নেওয়ার আগে লেখাটি পড়ে দেখুন।`,
    },
  };
}

/**
 * The warning that one everyday word decides a harmful result (explain/everyday-words.ts, decision 0081), naming the
 * word as the user typed it.
 */
export function everydayWordWarning(word: string): AnalysisWarning {
  return {
    code: 'everyday_word',
    message: {
      en: `One word decides this result: without "${word}" the model reads the text as Normal Text. "${word}" also has an everyday meaning, which the model may have taken for abuse: read the text before acting on it.`,
      bn: `একটি শব্দই এই ফলাফল ঠিক করেছে: "${word}" বাদ দিলে মডেলটি লেখাটিকে স্বাভাবিক লেখা হিসেবে পড়ে। "${word}" শব্দের একটি রোজকার অর্থও আছে, যা মডেলটি গালি ভেবে থাকতে পারে: কোনো ব্যবস্থা নেওয়ার আগে লেখাটি পড়ে দেখুন।`,
    },
  };
}

/**
 * The warning that one word alone keeps a result harmless (explain/harmless-word.ts, decision 0102), naming the word as
 * the user typed it and the class the text reads as without it.
 */
export function harmlessWordWarning(word: string, label: string): AnalysisWarning {
  return {
    code: 'harmless_word',
    message: {
      en: `One word decides this result: without "${word}" the model reads the text as ${nameLabel(label, 'en')}. The model learned "${word}" mostly from harmless comments, but it can stand beside abuse or a threat too: read the text before taking it as harmless.`,
      bn: `একটি শব্দই এই ফলাফল ঠিক করেছে: "${word}" বাদ দিলে মডেলটি লেখাটিকে ${nameLabel(label, 'bn')} হিসেবে পড়ে। মডেলটি "${word}" শব্দটি শিখেছে বেশিরভাগ নিরীহ মন্তব্য থেকে, কিন্তু শব্দটি গালি বা হুমকির পাশেও থাকতে পারে: লেখাটিকে নিরীহ ধরে নেওয়ার আগে পড়ে দেখুন।`,
    },
  };
}

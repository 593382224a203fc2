import { z } from 'zod';
import { isBlankText } from './blank-text';
import { ANALYSIS_TYPES, DEFAULT_MODEL_ID, LANGUAGES, MAX_TEXT_LENGTH } from './constants';

import { ANALYSIS_MESSAGES } from './analysis-messages';

// In a file of its own so that the web app can import it without bundling zod (decision 0040).
export { ANALYSIS_MESSAGES };

/**
 * The model and task a request asks for, in the analyze and batch calls. Either may be left out: the other decides it
 * (decision 0089; resolveModel on the server).
 */
export const modelChoiceFields = {
  model_id: z
    .string()
    .max(100)
    .optional()
    .describe(
      `The model; without it, the analysis_type's default model (${DEFAULT_MODEL_ID} when that is left out too).`,
    ),
  analysis_type: z
    .enum(ANALYSIS_TYPES)
    .optional()
    .describe("The model's task; without it, the model's own task (classification when model_id is left out too)."),
};

export const analyzeRequestSchema = z
  .object({
    text: z
      // Missing or null reads as empty (the form's case); a number, array or object is a wrong type.
      .string({
        error: (iss) =>
          iss.input === undefined || iss.input === null ? ANALYSIS_MESSAGES.empty : ANALYSIS_MESSAGES.notText,
      })
      .refine((t) => !isBlankText(t), ANALYSIS_MESSAGES.empty)
      .refine((t) => t.length <= MAX_TEXT_LENGTH, ANALYSIS_MESSAGES.tooLong),
    ...modelChoiceFields,
  })
  .strict();
export type AnalyzeRequest = z.input<typeof analyzeRequestSchema>;

export const spanSchema = z.object({ start: z.number().int(), end: z.number().int() });

/**
 * One word's share in the predicted class's confidence. `contribution` is the signed additive share in
 * percentage points (positive speaks for the prediction; defined in models/MODEL_CARD.md);
 * `contribution_percentage` is that sign times the word's
 * share of the listed words' absolute contributions, so absolute percentages sum to 100.
 * `spans` are the word's character ranges [start, end) in the original text. A web or e-mail address is one
 * entry, named as written (decision 0082).
 */
export const wordContributionSchema = z.object({
  word: z.string(),
  contribution: z.number(),
  contribution_percentage: z.number(),
  spans: z.array(spanSchema),
});
export type WordContribution = z.infer<typeof wordContributionSchema>;

/** A class and its calibrated probability in percent. */
export const classProbabilitySchema = z.object({ label: z.string(), confidence: z.number() });
export type ClassProbability = z.infer<typeof classProbabilitySchema>;

export const ANALYSIS_WARNING_CODES = [
  'unsupported_language',
  'low_confidence',
  'close_classes',
  'romanized_input',
  'everyday_word',
  'no_words',
  'faith_names',
  'veiled_threat',
  'faith_slur',
  'worship_attack',
  'rape_threat',
  'kill_call',
  'law_words',
  'harmless_word',
  'only_emoji',
  'negated_word',
] as const;
export type AnalysisWarningCode = (typeof ANALYSIS_WARNING_CODES)[number];

/**
 * Something the user should know before trusting a result: the text, or part of it (English beside Bengali words,
 * decision 0086), is in a writing the model does not read (`unsupported_language`), the confidence is low, or the two likeliest classes are close; or a
 * notice that romanized Bangla was read through a transliteration (`romanized_input`); or that one word with an
 * everyday meaning alone makes a harmful result (`everyday_word`, decision 0081); or that the model knows no word of
 * the text, so the result is its starting point (`no_words`, decision 0092); or that faiths' names alone make a harmful
 * result (`faith_names`, decision 0094); or that a text a model with a threat class did not call a threat holds a phrase
 * that threatens without a violent word or says it knows where the reader lives (`veiled_threat`, decisions 0095 and
 * 0111); or that a text a model with a religious class read
 * as harmless holds a slur for a faith or its people (`faith_slur`, decision 0109), or one with a threat class read as
 * harmless calls for an attack on a place of worship (`worship_attack`, decision 0110) or threatens or calls for rape
 * (`rape_threat`, decision 0122) or calls to kill or threatens to (`kill_call`, decision 0124); or that a text called
 * a threat speaks of the law, so it may ask for justice or report a threat rather than make one (`law_words`, decision
 * 0096); or that one word alone
 * keeps a result harmless, the text reading as a harm without it (`harmless_word`, decision 0102); or that the text holds only
 * emoji, which no comment the models learned from did (`only_emoji`, decision 0103); or that a sentiment model read a text
 * as the side of a complaint or praise word the text negates, "কোনো অভিযোগ নেই" as negative (`negated_word`, decision
 * 0113). The message is given in both app languages.
 */
export const analysisWarningSchema = z.object({
  code: z
    .enum(ANALYSIS_WARNING_CODES)
    .describe(
      'unsupported_language: the text, or part of it, is in a writing the model does not read; romanized_input: read ' +
        'through the transliteration; low_confidence; close_classes: the second class within 15 points; ' +
        "everyday_word: one everyday word (or an emoji) alone makes a harmful result; faith_names: faiths' names " +
        'alone make a harmful result; no_words: the model knows no word of the text; veiled_threat: a phrase that ' +
        'threatens without a violent word (or says it knows where the reader lives), in a text not called a threat; faith_slur: a slur for a faith or its people, ' +
        'in a text read as harmless by a model with a religious class; worship_attack: a call to attack a place of ' +
        'worship, in a text read as harmless by a model with a threat class; rape_threat: a threat of rape or a call ' +
        'for it, in a text read as harmless by a model with a threat class; kill_call: a call to kill or a threat to, in ' +
        'a text read as harmless by a model with a threat class; law_words: a text called a threat speaks of ' +
        'the law (justice, a court, an arrest, a threat reported); harmless_word: one word alone keeps the result ' +
        'harmless, the text without it reads as a harm; only_emoji: the text holds only emoji, no word; ' +
        'negated_word: a sentiment model read the text as the side of a complaint or praise word it negates ' +
        '("no complaint" as negative) (docs/api/analysis.md).',
    ),
  message: z.object({ en: z.string(), bn: z.string() }),
});
export type AnalysisWarning = z.infer<typeof analysisWarningSchema>;

/** A result's summary in each app language, so that a screen follows the language toggle without asking again. */
export const summariesSchema = z.object({ en: z.string(), bn: z.string() });
export type Summaries = z.infer<typeof summariesSchema>;

/**
 * What every answer about one analysis's prediction says the same way: which analysis, which model, the
 * predicted class with its confidence and every class's, how long it took, and what to know before trusting it.
 */
export const predictionFields = {
  analysis_id: z.string(),
  model_id: z.string(),
  prediction: z.string(),
  confidence: z.number(),
  processing_time: z.number(),
  class_probabilities: z.array(classProbabilitySchema),
  warnings: z.array(analysisWarningSchema),
};

export const analyzeResponseSchema = z.object({
  ...predictionFields,
  word_contributions: z.array(wordContributionSchema),
  summary: z.string(),
  timestamp: z.string(),
  analysis_type: z.enum(ANALYSIS_TYPES),
  language: z.enum(LANGUAGES),
  /** `summary` is the one in the request's language; both are here (and stored in result.metadata.summaries). */
  summaries: summariesSchema,
});
export type AnalyzeResponse = z.infer<typeof analyzeResponseSchema>;

export const analysisResultSchema = z.object({
  summary: z.string(),
  keywords: z.array(z.string()),
  metadata: z.record(z.string(), z.unknown()),
});
export type AnalysisResult = z.infer<typeof analysisResultSchema>;

/** The Analysis entity of docs/product/api.md#entities. confidence_score is a percent, like `confidence`. */
export const analysisSchema = z.object({
  id: z.string(),
  user: z.string().nullable(),
  user_username: z.string().nullable(),
  model: z.string(),
  model_name: z.string(),
  original_text: z.string(),
  detected_type: z.string(),
  confidence_score: z.number(),
  analysis_type: z.enum(ANALYSIS_TYPES),
  language: z.enum(LANGUAGES),
  created_at: z.string(),
  processing_time: z.number(),
  word_contributions: z.array(wordContributionSchema),
  class_probabilities: z.array(classProbabilitySchema),
  /** Stored with the analysis (in result.metadata.warnings); empty for analyses stored before warnings existed. */
  warnings: z.array(analysisWarningSchema),
  result: analysisResultSchema,
});
export type Analysis = z.infer<typeof analysisSchema>;

export const historyItemSchema = analysisSchema.pick({
  id: true,
  original_text: true,
  detected_type: true,
  confidence_score: true,
  created_at: true,
  model: true,
});
export type HistoryItem = z.infer<typeof historyItemSchema>;

/** Business constants of docs/product/constants.md, shared by the web app and the server. */
export const MAX_TEXT_LENGTH = 10_000;
export const MIN_PASSWORD_LENGTH = 8;
export const MIN_AGE = 13;
export const MAX_AGE = 120;
export const APP_VERSION = '1.0.0';

export const LANGUAGES = ['en', 'bn'] as const;
export type Language = (typeof LANGUAGES)[number];

export const ROLES = ['admin', 'moderator', 'user'] as const;
export type Role = (typeof ROLES)[number];

export const USER_STATUSES = ['active', 'inactive'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

/** The five classes of the bullying models, in the order the product lists them. */
export const BULLY_LABELS = ['not_bully', 'religious', 'sexual', 'troll', 'threat'] as const;
export type BullyLabel = (typeof BULLY_LABELS)[number];

export const DEFAULT_MODEL_ID = 'bangla-sentiment-v1';
export const ANALYSIS_TYPES = ['classification', 'sentiment', 'spam'] as const;
export type AnalysisType = (typeof ANALYSIS_TYPES)[number];
/**
 * The model a request without `model_id` gets for its `analysis_type` (decision 0089): the default model for
 * classification, and the one model of each other task.
 */
export const DEFAULT_MODEL_BY_TYPE: Readonly<Record<AnalysisType, string>> = {
  classification: DEFAULT_MODEL_ID,
  sentiment: 'sentiment-pro',
  spam: 'spam-detector',
};

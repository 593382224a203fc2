// Without zod, so that the web app's first pages can import them without bundling zod (decision 0040).
/** A correction's life: pending until a moderator or an admin accepts or rejects it (docs/product/corrections.md). */
export const FEEDBACK_STATUSES = ['pending', 'accepted', 'rejected'] as const;
export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number];

/** Where a correction came from: the web app, the native API (an API key), the Perspective-compatible API. */
export const FEEDBACK_SOURCES = ['web', 'api', 'perspective'] as const;
export type FeedbackSource = (typeof FEEDBACK_SOURCES)[number];

export const FEEDBACK_DECISIONS = ['accept', 'reject'] as const;
export type FeedbackDecision = (typeof FEEDBACK_DECISIONS)[number];

export const FEEDBACK_NOTE_MAX = 1000;

/** Why a correction is refused (400), in words the web app recognises and translates. */
export const FEEDBACK_MESSAGES = {
  unknownLabel: 'This model has no such class.',
  sameLabel: 'That is the class the model gave; pick the class it should have given.',
  reviewNotFound: 'Correction not found.',
} as const;

/**
 * Perspective's attributes as Shobdo's five-class models answer them (ADR 0044,
 * docs/integrations/perspective.md). Each served attribute is one class's calibrated probability, or its
 * complement: TOXICITY is everything but normal text.
 */
export interface ServedAttribute {
  /** The class of bangla-sentiment-v1 (and multilingual-v1, the same weights) the attribute reads. */
  label: string;
  /** true: the attribute is 1 - P(label). */
  complement: boolean;
}

const SERVED: ReadonlyMap<string, ServedAttribute> = new Map([
  ['TOXICITY', { label: 'not_bully', complement: true }],
  ['THREAT', { label: 'threat', complement: false }],
  ['IDENTITY_ATTACK', { label: 'religious', complement: false }],
  ['SEXUALLY_EXPLICIT', { label: 'sexual', complement: false }],
  ['INSULT', { label: 'troll', complement: false }],
]);

/**
 * Attributes Perspective has served that no Shobdo class measures: they answer Perspective's own
 * "does not support request languages" error for Bangla (or are dropped with dropUnsupportedAttributes),
 * exactly as Perspective answers an attribute it has no model for in a language.
 */
const UNSERVED = new Set([
  'SEVERE_TOXICITY',
  'PROFANITY',
  'FLIRTATION',
  'TOXICITY_EXPERIMENTAL',
  'SEVERE_TOXICITY_EXPERIMENTAL',
  'IDENTITY_ATTACK_EXPERIMENTAL',
  'INSULT_EXPERIMENTAL',
  'PROFANITY_EXPERIMENTAL',
  'THREAT_EXPERIMENTAL',
  'SEXUALLY_EXPLICIT_EXPERIMENTAL',
  'FLIRTATION_EXPERIMENTAL',
  'ATTACK_ON_AUTHOR',
  'ATTACK_ON_COMMENTER',
  'INCOHERENT',
  'INFLAMMATORY',
  'LIKELY_TO_REJECT',
  'OBSCENE',
  'SPAM',
  'UNSUBSTANTIAL',
  'AFFINITY_EXPERIMENTAL',
  'COMPASSION_EXPERIMENTAL',
  'CURIOSITY_EXPERIMENTAL',
  'NUANCE_EXPERIMENTAL',
  'PERSONAL_STORY_EXPERIMENTAL',
  'REASONING_EXPERIMENTAL',
  'RESPECT_EXPERIMENTAL',
]);

export type AttributeKind = { kind: 'served'; attribute: ServedAttribute } | { kind: 'unserved' } | { kind: 'unknown' };

/** What Shobdo does with a requested attribute name. */
export function lookUpAttribute(name: string): AttributeKind {
  const attribute = SERVED.get(name);
  if (attribute) return { kind: 'served', attribute };
  return UNSERVED.has(name) ? { kind: 'unserved' } : { kind: 'unknown' };
}

/** The served attribute names, in the order the documentation lists them. */
export const SERVED_ATTRIBUTE_NAMES: readonly string[] = [...SERVED.keys()];

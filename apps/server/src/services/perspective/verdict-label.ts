import type { ClassProbability } from '@shobdo/contracts';
import type { ServedAttribute } from './attributes';

export interface AttributeVerdict {
  attribute: ServedAttribute;
  /** The platform's score, 0-1: at least 0.5 says the comment has the attribute. */
  value: number;
}

const NORMAL = 'not_bully';

/** The most probable class of the prediction other than `excluded`. */
function mostProbableExcept(probabilities: readonly ClassProbability[], excluded: string): string | undefined {
  return probabilities.find((c) => c.label !== excluded)?.label;
}

/**
 * The class a platform's verdict says the comment belongs to (ADR 0044), or undefined when the verdict
 * agrees with the model or says nothing about its classes. `probabilities` are sorted, highest first.
 * - An attribute scored at least 0.5 (the highest first) names its class; TOXICITY names none, so it
 *   means the most probable class that is not normal text.
 * - Otherwise TOXICITY below 0.5 means normal text; an attribute below 0.5 whose class the model
 *   predicted means the next most probable class.
 */
export function verdictLabel(
  verdicts: readonly AttributeVerdict[],
  predicted: string,
  probabilities: readonly ClassProbability[],
): string | undefined {
  const present = verdicts.filter((v) => v.value >= 0.5).sort((a, b) => b.value - a.value)[0];
  let label: string | undefined;
  if (present) {
    label = present.attribute.complement
      ? predicted !== present.attribute.label
        ? predicted
        : mostProbableExcept(probabilities, present.attribute.label)
      : present.attribute.label;
  } else if (verdicts.some((v) => v.attribute.complement)) {
    label = NORMAL;
  } else {
    const denied = verdicts.find((v) => v.attribute.label === predicted);
    label = denied ? mostProbableExcept(probabilities, predicted) : undefined;
  }
  return label === predicted ? undefined : label;
}

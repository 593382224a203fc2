import type { PerspectiveAnalyzeRequest } from '@shobdo/contracts';
import { lookUpAttribute } from './attributes';
import { invalidRequest, noRequestedAttributes, unknownAttribute } from './perspective-error';
import type { RequestedAttribute } from './score-attributes';

export interface RequestedAttributes {
  /** Attributes Shobdo scores, in the order requested. */
  served: RequestedAttribute[];
  /** Perspective attributes no Shobdo class measures (answered as not supported for the language). */
  unserved: string[];
}

/** The requested attributes sorted into served and unserved, or Perspective's error for none, an unknown one, or a score type other than PROBABILITY. */
export function readRequestedAttributes(
  requested: PerspectiveAnalyzeRequest['requestedAttributes'],
): RequestedAttributes {
  const entries = Object.entries(requested ?? {});
  if (entries.length === 0) throw noRequestedAttributes();
  const result: RequestedAttributes = { served: [], unserved: [] };
  for (const [name, parameters] of entries) {
    const found = lookUpAttribute(name);
    if (found.kind === 'unknown') throw unknownAttribute(name);
    const scoreType = parameters.scoreType ?? 'PROBABILITY';
    if (scoreType !== 'PROBABILITY') {
      throw invalidRequest(`Requested score type ${scoreType} is not supported by attribute ${name}`);
    }
    if (found.kind === 'unserved') result.unserved.push(name);
    else result.served.push({ name, attribute: found.attribute, scoreThreshold: parameters.scoreThreshold });
  }
  return result;
}

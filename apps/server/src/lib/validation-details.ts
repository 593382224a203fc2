import { ACCOUNT_MESSAGES, ANALYSIS_MESSAGES, AUTH_MESSAGES } from '@shobdo/contracts';
import { DEFAULT_MESSAGES, type ErrorDetails } from './errors';

/** A validation issue as fastify-type-provider-zod hands it to the error handler. */
export interface ValidationIssue {
  instancePath: string;
  keyword: string;
  message?: string;
  params: Record<string, unknown>;
}

export const UNKNOWN_FIELD_MESSAGE = 'Unknown field.';
/** Issues about the whole body rather than one field go under this key (as the client expects). */
export const NON_FIELD_KEY = 'non_field_errors';

// Messages written for people (docs/product/constants.md#validation); any of these may replace the generic 400 message.
const SPECIFIC_MESSAGES = new Set<string>([
  ...Object.values(AUTH_MESSAGES),
  ...Object.values(ANALYSIS_MESSAGES),
  ACCOUNT_MESSAGES.usernameShape,
]);

/**
 * Groups issues per field: `{username: ['Please fill in all required fields']}`.
 *
 * Field names come from the request (an unknown key is named as sent), so they are collected in a
 * Map and returned as an object without a prototype: a field called `constructor`, `toString` or
 * `__proto__` is a field like any other, never a property inherited from Object.prototype.
 */
export function toErrorDetails(issues: readonly ValidationIssue[]): ErrorDetails {
  const fields = new Map<string, string[]>();
  const add = (field: string, message: string) => {
    let list = fields.get(field);
    if (!list) fields.set(field, (list = []));
    if (!list.includes(message)) list.push(message);
  };
  for (const issue of issues) {
    if (issue.keyword === 'unrecognized_keys' && Array.isArray(issue.params.keys)) {
      for (const key of issue.params.keys) add(String(key), UNKNOWN_FIELD_MESSAGE);
      continue;
    }
    const field = issue.instancePath.split('/').filter(Boolean).join('.') || NON_FIELD_KEY;
    add(field, issue.message ?? DEFAULT_MESSAGES.badRequest);
  }
  return toDetailsObject(fields);
}

/**
 * A details object from a Map: no prototype, and each key set as an own data property (assigning
 * `__proto__` on an ordinary object would change its prototype instead of adding the field).
 */
export function toDetailsObject(fields: ReadonlyMap<string, string[]>): ErrorDetails {
  const details = Object.create(null) as ErrorDetails;
  for (const [field, messages] of fields) {
    Object.defineProperty(details, field, { value: messages, enumerable: true, writable: true, configurable: true });
  }
  return details;
}

/** The first message written for people, else the catalogue's 400 message. */
export function pickValidationMessage(issues: readonly ValidationIssue[]): string {
  const specific = issues.find((issue) => issue.message && SPECIFIC_MESSAGES.has(issue.message));
  return specific?.message ?? DEFAULT_MESSAGES.badRequest;
}

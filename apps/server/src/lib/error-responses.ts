import { apiErrorSchema } from '@shobdo/contracts';

/** Response schemas for the OpenAPI document: every listed status answers the one error shape. */
export function errorResponses<const S extends readonly number[]>(...statuses: S) {
  return Object.fromEntries(statuses.map((s) => [s, apiErrorSchema])) as { [K in S[number]]: typeof apiErrorSchema };
}

/**
 * OpenAPI 3.0 lets `nullable` stand only beside a `type`. A zod `.nullable()` of a schema without one (an
 * `anyOf`, an enum of literals) is generated as a bare `nullable: true`; such a schema gets its null as an
 * `anyOf` branch instead, which says the same to every tool.
 */
export function typeNullables(node: unknown): void {
  if (Array.isArray(node)) {
    for (const item of node) typeNullables(item);
    return;
  }
  if (!node || typeof node !== 'object') return;
  const record = node as Record<string, unknown>;
  for (const value of Object.values(record)) typeNullables(value);
  if (record.nullable === true && record.type === undefined) {
    delete record.nullable;
    const { anyOf, ...rest } = record;
    const branches = Array.isArray(anyOf) ? anyOf : [{ ...rest }];
    for (const key of Object.keys(rest)) if (!['description', 'title', 'default'].includes(key)) delete record[key];
    record.anyOf = [...branches, { type: 'string', enum: [null], nullable: true }];
  }
}

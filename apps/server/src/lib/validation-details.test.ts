import { describe, expect, test } from 'vitest';
import { toErrorDetails, UNKNOWN_FIELD_MESSAGE } from './validation-details';

describe('toErrorDetails', () => {
  test('fields named after Object.prototype properties are own fields, nothing inherited', () => {
    const names = ['constructor', 'toString', '__proto__', 'hasOwnProperty', 'valueOf'];
    const details = toErrorDetails([{ instancePath: '', keyword: 'unrecognized_keys', params: { keys: names } }]);
    expect(Object.keys(details)).toEqual(names);
    for (const name of names) expect(details[name]).toEqual([UNKNOWN_FIELD_MESSAGE]);
    expect(JSON.parse(JSON.stringify(details))).toEqual(
      Object.fromEntries(names.map((n) => [n, [UNKNOWN_FIELD_MESSAGE]])),
    );
  });

  test('a field path like "constructor" from a nested issue is grouped once per message', () => {
    const details = toErrorDetails([
      { instancePath: '/constructor', keyword: 'type', message: 'Expected string', params: {} },
      { instancePath: '/constructor', keyword: 'type', message: 'Expected string', params: {} },
      { instancePath: '', keyword: 'custom', message: 'Whole body', params: {} },
    ]);
    expect(details.constructor).toEqual(['Expected string']);
    expect(details.non_field_errors).toEqual(['Whole body']);
  });
});

/**
 * Messages about a field's shape that docs/product/constants.md#validation does not have. A text over its length limit gets
 * its own words: the type's error otherwise covered every check, so a 200-character username was answered
 * 'Please fill in all required fields'.
 */
export const FIELD_MESSAGES = {
  tooLong: 'This field is too long.',
} as const;

/** Length limits of the account fields, shared by the schemas and the forms' maxLength. */
export const FIELD_LIMITS = {
  username: 150,
  email: 254,
  full_name: 150,
  country: 100,
} as const;

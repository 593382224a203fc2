import { z } from 'zod';

/** How many live keys one account may hold, and how long a key's name may be (decision 0042). */
export const API_KEY_LIMITS = {
  keysPerUser: 20,
  nameLength: 100,
} as const;

/** The header a program sends its key in on the native API. */
export const API_KEY_HEADER = 'x-api-key';

/** The server's words about keys; the web app recognises and translates them. */
export const API_KEY_MESSAGES = {
  nameRequired: 'Please give the key a name.',
  nameTooLong: `The name can be at most ${API_KEY_LIMITS.nameLength} characters.`,
  tooManyKeys: `You already have ${API_KEY_LIMITS.keysPerUser} API keys. Revoke one to create another.`,
  notFound: 'API key not found.',
  invalidKey: 'The API key is not valid or has been revoked.',
  keyNotAllowed: 'An API key cannot be used on this route; sign in instead.',
  bothCredentials: 'Send either an API key or a bearer token, not both.',
} as const;

/** Body of POST /api/users/users/me/api_keys/. */
export const createApiKeyBodySchema = z
  .object({
    name: z
      .string({ error: API_KEY_MESSAGES.nameRequired })
      .trim()
      .min(1, API_KEY_MESSAGES.nameRequired)
      .max(API_KEY_LIMITS.nameLength, API_KEY_MESSAGES.nameTooLong),
  })
  .strict();
export type CreateApiKeyBody = z.infer<typeof createApiKeyBodySchema>;

/** A key as lists show it: never the key itself nor its hash. */
export const apiKeySchema = z.object({
  id: z.string(),
  name: z.string(),
  /** `shb_` and the key's first characters, to tell keys apart. */
  prefix: z.string(),
  created_at: z.string(),
  /** Updated in batches every few seconds (decision 0042), so it may trail the last request a little. */
  last_used_at: z.string().nullable(),
  request_count: z.number().int(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

/** Answer of the creation: the only time the whole key is ever shown. */
export const createdApiKeySchema = apiKeySchema
  .pick({ id: true, name: true, prefix: true, created_at: true })
  .extend({ key: z.string() });
export type CreatedApiKey = z.infer<typeof createdApiKeySchema>;

/** Answer of the lists (own keys, or an account's for admins), newest first. */
export const apiKeyListSchema = z.array(apiKeySchema);
export type ApiKeyList = z.infer<typeof apiKeyListSchema>;

export const apiKeyIdParamsSchema = z.object({ key_id: z.uuid() });

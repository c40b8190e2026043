import { z } from 'zod';

/** Every key starts with this, so secret scanners and people can tell what leaked. */
export const API_KEY_PREFIX = 'vik_';

export const CreateApiKeyBodySchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Please give the key a name')
    .max(100, 'The name must be at most 100 characters'),
});
export type CreateApiKeyBody = z.infer<typeof CreateApiKeyBodySchema>;

/** The key itself is in this answer only: it is stored as a hash and can never be shown again. */
export const CreateApiKeyResponseSchema = z.object({ id: z.string(), key: z.string() });
export type CreateApiKeyResponse = z.infer<typeof CreateApiKeyResponseSchema>;

export const ApiKeySchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The key's first characters (e.g. vik_Ab3d), enough to recognise it, useless to use it. */
  prefix: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  createdBy: z.object({ userId: z.number().int(), name: z.string() }),
});
export type ApiKey = z.infer<typeof ApiKeySchema>;
export const ApiKeyListSchema = z.array(ApiKeySchema);

export const ApiKeyParamsSchema = z.object({
  companyId: z.coerce.number().int().positive(),
  apiKeyId: z.string().max(64),
});

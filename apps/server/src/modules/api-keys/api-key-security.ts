import { API_KEY_PREFIX } from '@vi/contracts';

/** The OpenAPI security scheme of company API keys (components.securitySchemes.apiKey). */
export const API_KEY_SECURITY_SCHEME = {
  type: 'http',
  scheme: 'bearer',
  bearerFormat: `${API_KEY_PREFIX}…`,
  description:
    `A company API key (starts with ${API_KEY_PREFIX}), sent as "Authorization: Bearer <key>". It is accepted on ` +
    "every recruiter route, with the company's scope, acting as the recruiter who created it; it cannot " +
    'manage API keys. Create and revoke keys under /company/{companyId}/api-keys.',
} as const;

/** What a recruiter route accepts: a recruiter's token or a company API key. */
export const RECRUITER_SECURITY: { [scheme: string]: string[] }[] = [{ bearer: [] }, { apiKey: [] }];

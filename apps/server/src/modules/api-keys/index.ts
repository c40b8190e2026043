// Company API keys: their OpenAPI security schemes, recognising a key among bearer tokens, and the service that verifies one for the auth plugin.
// What other modules and the entry points may use; everything else in this folder is the module's own.
export { API_KEY_SECURITY_SCHEME, RECRUITER_SECURITY } from './api-key-security.js';
export { looksLikeApiKey } from './api-key-token.js';
export { revokeApiKeysOf } from './api-key.repository.js';
export { type ApiKeyService, createApiKeyService } from './api-key.service.js';

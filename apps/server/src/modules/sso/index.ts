// Single sign-on with OpenID Connect per company (docs/accounts.md "Single sign-on").
// What other modules and the entry points may use; everything else in this folder is the module's own.
export { createSsoClient, type SsoClient } from './sso-client.js';
export { createSsoService, type SsoService } from './sso.service.js';
export { ssoRoutes } from './sso.routes.js';
export { deleteExpiredSsoRequests } from './sso.repository.js';

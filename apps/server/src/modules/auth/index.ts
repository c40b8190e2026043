// Authorization helpers every service and route uses, and the recruiter's token service. auth.plugin.ts (the request hook) is registered by app.ts and not exported.
// What other modules and the entry points may use; everything else in this folder is the module's own.
export { recruiterOf, requireCompanyAccess, requireOwnRecord } from './access.js';
export { callerOfGuidRoute, optionalRecruiter } from './optional-recruiter.js';
export { createTokenService, type TokenService } from './token.service.js';
export { PERMISSIONS, ROLE_PERMISSIONS, roleMay, type Permission } from './permissions.js';

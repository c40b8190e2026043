// Accounts: browser sessions, passwords, set-up, sign-in, second factors (docs/accounts.md).
// What other modules and the entry points may use; everything else in this folder is the module's own.
export { deleteSessionsOfUser } from './session.repository.js';
export {
  createSessionService,
  hashSessionId,
  type ActiveSession,
  type SessionService,
} from './session.service.js';
export { ARGON2_OPTIONS, createPasswordHasher, type PasswordHasher } from './password-hasher.js';
export { assertAcceptablePassword, passwordProblem } from './password-policy.js';
export { assertSecondFactorPolicy } from './two-factor-policy.js';
export { accountRoutes } from './account.routes.js';
export {
  createSetupService,
  currentSetupCode,
  isSetupNeeded,
  splitName,
  type SetupService,
} from './setup.service.js';
export { createSignInService, type SignInService } from './sign-in.service.js';
export { createSignInThrottle, type SignInThrottle } from './sign-in-throttle.js';
export { verifySecondFactor } from './second-factor.js';
export { createPasswordResetLink, passwordResetUrl } from './password-reset-link.js';
export { findUserBySignInEmail, setSignInCredentials } from './account.repository.js';
export { sweepExpiredAccountRows, type AccountSweepResult } from './account-sweep.js';

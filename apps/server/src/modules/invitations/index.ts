// Invitations, their deadlines and expiry, requests for more time, the mails and the scheduler pass.
// What other modules and the entry points may use; everything else in this folder is the module's own.
export { ALREADY_COMPLETED, invitationExpired, isInvitationExpired } from './deadline.js';
export { findInvitationContext } from './invitation-lifecycle.repository.js';
export { createInvitationMailer, type InvitationMailer, recruiterAddressOf } from './invitation-mailing.js';
export { type InvitationScanDeps, scanInvitations } from './invitation-scan.js';
export { insertApplicant, insertApplication } from './invitation.repository.js';
export { htmlPart, type MailBlock, oneLine, textPart } from './mail/mail-parts.js';

// The words of the mails in each shipped language (docs/languages.md); the mails themselves are built by
// the modules that send them (invitations, privacy).
export { MAIL_CATALOGUES, type MailCatalogue, mailTexts, type MailTexts } from './mail-texts.js';

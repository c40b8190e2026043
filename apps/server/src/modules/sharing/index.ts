// Share links and the pages a link opens (/shared/{token}); it uses interviews, reviews, media and
// interview-access through their index.ts. app.ts registers its routes; other modules may only revoke
// the links a leaver made.
export { revokeShareLinksMadeBy } from './share-link-revoking.js';

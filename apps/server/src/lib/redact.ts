/*
 * Capabilities travel in URLs: a recruiter's sign-in link carries its JWT (`?jtToken=`), an applicant's
 * link carries the application guid (`/interview/<guid>`, `?guid=`), a share link its token
 * (`/shared/<token>`), account links theirs (`/password-reset/<token>`, …). Whoever reads a log line could open any of them, so every URL (or text that may
 * hold one) written to a log passes through `redactSecrets` first (docs/security.md).
 */

const REDACTED = '[redacted]';

/**
 * A token in a path segment, in the API and in the web app's page address: a share link
 * (/shared/<token>), a password-reset or sign-in link (/password-reset/<token>, /sign-in/link/<token>)
 * and a team invitation (/team-invitations/<token>). The API's own words after them (`confirm`) stay.
 */
const PATH_TOKEN =
  /(\/(?:shared|password-reset|sign-in\/link|sign-in-link|team-invitations)\/)(?!confirm(?:[/?#]|$))[^/?#\s"'<>]+/g;

/**
 * One-time account links' path segments: /team-invitations/<token>, /password-reset/<token>,
 * /sign-in/link/<token> (API and web page addresses). Caught whatever their characters happen to be,
 * where LONG_TOKEN below would miss a random run without a digit.
 */
const ACCOUNT_LINK_TOKEN = /(\/(?:team-invitations|password-reset|sign-in\/link)\/)[A-Za-z0-9_-]{20,}/g;

/** Query parameters whose value is a credential or a capability, whatever it looks like. */
const SECRET_PARAMS =
  /([?&;](?:jtToken|token|guid|applicantGuid|applicationGuid|access_token|id_token|state|session_state|apiKey|api_key|key|code|signature|sig)=)[^&#\s"'<>]*/gi;

/** A JWT (its header always starts `{"` so base64url `eyJ`), signed or not. */
const JWT = /eyJ[A-Za-z0-9_-]{5,}(?:\.[A-Za-z0-9_-]*){0,2}/g;

/** A UUID anywhere: applicant guids are v4 UUIDs, and no other UUID in a URL is worth a leak. */
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

/** A long run of token characters (base64url, hex): 24+ characters with both letters and digits. */
const LONG_TOKEN = /[A-Za-z0-9_-]{24,}/g;
const looksRandom = (run: string) => /[0-9]/.test(run) && /[A-Za-z]/.test(run);

/**
 * What every pattern above needs at least: a query separator, a share path, a JWT's start, or a run of
 * 24 token characters (a UUID is 36). Text without any (most request URLs: `/api/v1/job/12`) is returned
 * as it is after one test instead of five replacements; the request log line runs this for every request.
 */
const MAY_HOLD_SECRET =
  /[?&;]|\/shared\/|\/password-reset\/|\/sign-in\/link\/|\/sign-in-link\/|\/team-invitations\/|eyJ|[A-Za-z0-9_-]{24}/i;

/** Tokens in path segments only (kept for callers that redact nothing else). */
export function redactSharedTokens(text: string): string {
  return text.replace(PATH_TOKEN, `$1${REDACTED}`);
}

/**
 * Credentials in `text`: share link tokens, secret query parameters (a sign-in link's `jtToken`, a
 * `guid`…) and JWTs. What is kept in the database (a client's error report) passes through here: its
 * row names the application anyway, but must not hold a key to anything.
 */
export function redactCredentials(text: string): string {
  return redactSharedTokens(text).replace(SECRET_PARAMS, `$1${REDACTED}`).replace(JWT, REDACTED);
}

/**
 * Every token-shaped value in `text`: the credentials above, UUIDs (applicant guids, in paths too) and
 * long random runs. What goes to the log passes through here; route words and numeric ids stay.
 */
export function redactSecrets(text: string): string {
  if (!MAY_HOLD_SECRET.test(text)) return text;
  return redactCredentials(text)
    .replace(ACCOUNT_LINK_TOKEN, `$1${REDACTED}`)
    .replace(UUID, REDACTED)
    .replace(LONG_TOKEN, (run) => (looksRandom(run) ? REDACTED : run));
}

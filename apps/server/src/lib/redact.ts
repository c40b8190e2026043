/*
 * Capabilities travel in URLs: a recruiter's sign-in link carries its JWT (`?jtToken=`), an applicant's
 * link carries the application guid (`/interview/<guid>`, `?guid=`), a share link its token
 * (`/shared/<token>`). Whoever reads a log line could open any of them, so every URL (or text that may
 * hold one) written to a log passes through `redactSecrets` first (docs/security.md).
 */

const REDACTED = '[redacted]';

/** A share link's path segment: /shared/<token>, in the API and in the web app's page address. */
const SHARED_TOKEN = /(\/shared\/)[^/?#\s"'<>]+/g;

/** Query parameters whose value is a credential or a capability, whatever it looks like. */
const SECRET_PARAMS =
  /([?&;](?:jtToken|token|guid|applicantGuid|applicationGuid|access_token|id_token|apiKey|api_key|key|code|signature|sig)=)[^&#\s"'<>]*/gi;

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
const MAY_HOLD_SECRET = /[?&;]|\/shared\/|eyJ|[A-Za-z0-9_-]{24}/i;

/** Share link tokens only (kept for callers that redact nothing else). */
export function redactSharedTokens(text: string): string {
  return text.replace(SHARED_TOKEN, `$1${REDACTED}`);
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
    .replace(UUID, REDACTED)
    .replace(LONG_TOKEN, (run) => (looksRandom(run) ? REDACTED : run));
}

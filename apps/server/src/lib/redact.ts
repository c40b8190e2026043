/** A share link's path segment: /shared/<token>, in the API and in the web app's page address. */
const SHARED_TOKEN = /(\/shared\/)[^/?#\s"'<>]+/g;

/**
 * The token of a share link is a bearer secret in the URL: whoever reads a log line could open the
 * link. Every URL (or text that may hold one) written to a log passes through here.
 */
export function redactSharedTokens(text: string): string {
  return text.replace(SHARED_TOKEN, '$1[redacted]');
}

import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';
import { WEBHOOK_LIMITS } from '@vi/contracts';

/** Why an endpoint URL is refused; each maps to a message for the recruiter. */
export type WebhookUrlProblem = 'scheme' | 'malformed' | 'credentials' | 'unresolvable' | 'private';

export const WEBHOOK_URL_MESSAGES: Record<WebhookUrlProblem, string> = {
  scheme: 'The endpoint URL must start with http:// or https://.',
  malformed: 'The endpoint URL is not a valid address.',
  credentials: 'The endpoint URL must not contain a user name or password.',
  unresolvable: 'The endpoint host name could not be resolved.',
  private:
    'The endpoint points to a loopback, private or link-local network address, which is not allowed (server-side request forgery).',
};

export class WebhookAddressError extends Error {
  override name = 'WebhookAddressError';
  constructor(readonly problem: WebhookUrlProblem) {
    super(WEBHOOK_URL_MESSAGES[problem]);
  }
}

/**
 * Only ordinary public unicast addresses. ipaddr.js names every special range (loopback, private,
 * link-local, unique-local, carrier-grade NAT, multicast, reserved, unspecified…); an IPv4 address
 * written as IPv6 (::ffff:127.0.0.1) is judged as the IPv4 address it is.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  return ipaddr.process(address).range() === 'unicast';
}

/** Syntax only: http(s), no credentials, bounded length. Returns the parsed URL. */
export function parseWebhookUrl(raw: string): URL {
  if (raw.length > WEBHOOK_LIMITS.urlMaxLength) throw new WebhookAddressError('malformed');
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new WebhookAddressError(/^[a-z][a-z0-9+.-]*:/i.test(raw) ? 'scheme' : 'malformed');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new WebhookAddressError('scheme');
  if (url.username || url.password) throw new WebhookAddressError('credentials');
  if (!url.hostname) throw new WebhookAddressError('malformed');
  return url;
}

/** A URL's host without the brackets of an IPv6 literal. */
export const hostOf = (url: URL): string => url.hostname.replace(/^\[(.*)\]$/, '$1');

/**
 * Every address the host resolves to must be public (unless private networks are allowed): one private
 * answer among public ones is how a rebinding attack hides. Returns the addresses.
 */
export async function resolvePublicAddresses(
  host: string,
  allowPrivateNetworks: boolean,
): Promise<{ address: string; family: 4 | 6 }[]> {
  let addresses: { address: string; family: number }[];
  if (isIP(host)) {
    addresses = [{ address: host, family: isIP(host) }];
  } else {
    try {
      addresses = await lookup(host, { all: true, verbatim: true });
    } catch {
      throw new WebhookAddressError('unresolvable');
    }
  }
  if (addresses.length === 0) throw new WebhookAddressError('unresolvable');
  if (!allowPrivateNetworks && addresses.some((a) => !isPublicAddress(a.address))) {
    throw new WebhookAddressError('private');
  }
  return addresses.map((a) => ({ address: a.address, family: a.family === 6 ? 6 : 4 }));
}

/** The check at registration: syntax, then where the name points now. */
export async function checkWebhookUrl(raw: string, allowPrivateNetworks: boolean): Promise<URL> {
  const url = parseWebhookUrl(raw);
  await resolvePublicAddresses(hostOf(url), allowPrivateNetworks);
  return url;
}

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
  // Plain words first (who reads it sets webhooks up, not always a network engineer), then the way out.
  private:
    'The endpoint is on a private network address (this computer, a home or office network, or a cloud’s internal network), so the server does not call it: a webhook could otherwise reach services that are not meant to be reached from outside. On a trusted network, the server’s administrator can allow it with WEBHOOK_ALLOW_PRIVATE_NETWORKS=true.',
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
  const parsed = ipaddr.process(address);
  if (parsed.kind() === 'ipv6') {
    const embedded = embeddedIpv4(parsed as ipaddr.IPv6);
    if (embedded) return embedded.range() === 'unicast';
  }
  return parsed.range() === 'unicast';
}

/**
 * The IPv4 address an IPv6 address carries in its last 32 bits, in every form a stack may route to it:
 * IPv4-compatible (::a.b.c.d, so [::7f00:1] is 127.0.0.1), IPv4-mapped (::ffff:a.b.c.d), IPv4-translated
 * (::ffff:0:a.b.c.d) and the NAT64 well-known prefix (64:ff9b::a.b.c.d). `::` and `::1` stay IPv6.
 */
function embeddedIpv4(address: ipaddr.IPv6): ipaddr.IPv4 | undefined {
  const p = address.parts;
  const head = (n: number) => p.slice(0, n).every((part) => part === 0);
  const isCompatible = head(6) && (p[6] !== 0 || (p[7] ?? 0) > 1);
  const isMapped = head(5) && p[5] === 0xffff;
  const isTranslated = head(4) && p[4] === 0xffff && p[5] === 0;
  const isNat64 = p[0] === 0x64 && p[1] === 0xff9b && p.slice(2, 6).every((part) => part === 0);
  if (!isCompatible && !isMapped && !isTranslated && !isNat64) return undefined;
  const [high = 0, low = 0] = p.slice(6);
  return new ipaddr.IPv4([high >> 8, high & 0xff, low >> 8, low & 0xff]);
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

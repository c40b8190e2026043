import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { hostOf, parseWebhookUrl, resolvePublicAddresses, WebhookAddressError } from './webhook-address.js';

export interface WebhookRequest {
  url: string;
  headers: Record<string, string>;
  body: string;
  timeoutMs: number;
  maxResponseBytes: number;
  allowPrivateNetworks: boolean;
}

export interface WebhookResult {
  /** The receiver's status; null when it never answered. */
  statusCode: number | null;
  responseMs: number;
  /** Why the attempt did not succeed (null for a 2xx). */
  error: string | null;
}

/**
 * The connection's own address lookup: the name is resolved again when connecting and every address is
 * checked then, so a name that resolved to a public address at registration and to 127.0.0.1 now
 * (DNS rebinding) is refused at the moment it matters. The checked address is the one connected to.
 */
function guardedLookup(allowPrivateNetworks: boolean): LookupFunction {
  return (hostname, options, callback) => {
    resolvePublicAddresses(hostname, allowPrivateNetworks).then(
      (addresses) => {
        const wanted = options.family === 4 || options.family === 6 ? options.family : undefined;
        const usable = wanted ? addresses.filter((a) => a.family === wanted) : addresses;
        if (options.all) {
          callback(null, usable);
          return;
        }
        const first = usable[0];
        if (!first) callback(new WebhookAddressError('unresolvable'), '', 4);
        else callback(null, first.address, first.family);
      },
      (err: unknown) => callback(err as NodeJS.ErrnoException, '', 4),
    );
  };
}

const describe = (err: unknown): string =>
  err instanceof WebhookAddressError
    ? err.message
    : err instanceof Error
      ? (('code' in err && typeof err.code === 'string' ? `${err.code}: ` : '') + err.message).slice(0, 500)
      : String(err).slice(0, 500);

/**
 * One POST: bounded in time and in how much of the answer is read, redirects not followed (a 3xx is
 * a failed attempt: following it would let the receiver send us anywhere).
 */
export async function sendWebhook(request: WebhookRequest): Promise<WebhookResult> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  let url: URL;
  try {
    url = parseWebhookUrl(request.url);
    // An IP literal never reaches the lookup below, so it is checked here.
    await resolvePublicAddresses(hostOf(url), request.allowPrivateNetworks);
  } catch (err) {
    return { statusCode: null, responseMs: elapsed(), error: describe(err) };
  }
  const transport = url.protocol === 'https:' ? https : http;

  return new Promise<WebhookResult>((resolve) => {
    let settled = false;
    const finish = (result: Omit<WebhookResult, 'responseMs'>) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ ...result, responseMs: elapsed() });
    };
    const req = transport.request(
      url,
      {
        method: 'POST',
        headers: {
          ...request.headers,
          'content-type': 'application/json',
          'content-length': String(Buffer.byteLength(request.body)),
          'user-agent': 'VideoInterviewer-Webhooks/1',
        },
        lookup: guardedLookup(request.allowPrivateNetworks),
        agent: false,
      },
      (res) => {
        const statusCode = res.statusCode ?? 0;
        let received = 0;
        res.on('data', (chunk: Buffer) => {
          received += chunk.length;
          // The answer's body is not used; reading a little of it lets the receiver finish cleanly.
          if (received > request.maxResponseBytes) res.destroy();
        });
        const done = () =>
          finish({
            statusCode,
            error:
              statusCode >= 200 && statusCode < 300
                ? null
                : statusCode >= 300 && statusCode < 400
                  ? `redirect (${statusCode}) not followed`
                  : `HTTP ${statusCode}`,
          });
        res.on('end', done);
        res.on('close', done);
        res.on('error', done);
      },
    );
    const timer = setTimeout(() => {
      req.destroy(new Error(`no answer within ${request.timeoutMs} ms`));
    }, request.timeoutMs);
    req.on('error', (err) => finish({ statusCode: null, error: describe(err) }));
    req.end(request.body);
  });
}

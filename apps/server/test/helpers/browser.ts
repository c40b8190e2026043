import { randomBytes } from 'node:crypto';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { CSRF_COOKIE, CSRF_HEADER } from '@vi/contracts';

/**
 * One browser for app.inject: its own cookie jar (kept from every Set-Cookie, cleared ones dropped), its
 * own client address, and the anti-forgery header the web app sends on writes.
 */
export class Browser {
  readonly cookies = new Map<string, string>();

  constructor(
    private readonly app: () => FastifyInstance,
    readonly address = '203.0.113.10',
  ) {
    this.cookies.set(CSRF_COOKIE, randomBytes(16).toString('base64url'));
  }

  async request(
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    body?: unknown,
  ): Promise<LightMyRequestResponse> {
    const cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await this.app().inject({
      method,
      url: `/api/v1${url}`,
      remoteAddress: this.address,
      headers: { cookie, [CSRF_HEADER]: this.cookies.get(CSRF_COOKIE) ?? '' },
      ...(body === undefined ? {} : { payload: body as InjectOptions['payload'] }),
    });
    for (const c of res.cookies as { name: string; value: string; maxAge?: number; expires?: Date }[]) {
      const cleared =
        c.value === '' || c.maxAge === 0 || (c.expires !== undefined && c.expires.getTime() <= Date.now());
      if (cleared) this.cookies.delete(c.name);
      else this.cookies.set(c.name, c.value);
    }
    return res;
  }

  get = (url: string) => this.request('GET', url);
  post = (url: string, body?: unknown) => this.request('POST', url, body);
}

/** The raw Set-Cookie header of `name` in a response. */
export function setCookieOf(res: LightMyRequestResponse, name: string): string | undefined {
  const header = res.headers['set-cookie'];
  const all = Array.isArray(header) ? header : header ? [header] : [];
  return all.find((h) => h.startsWith(`${name}=`));
}

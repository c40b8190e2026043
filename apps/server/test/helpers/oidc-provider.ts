import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

/**
 * A real OpenID Provider (oidc-provider) on 127.0.0.1 for tests: one confidential client, accounts whose
 * claims the test sets, and oidc-provider's own development login and consent pages, which a test
 * drives over HTTP with `Browser` below as a person would with a browser.
 */
export interface AccountClaims {
  email?: string;
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
  name?: string;
}

export interface TestOpenIdProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Sets (or replaces) the claims of the account that signs in with this login name. */
  setAccount(login: string, claims: AccountClaims): void;
  close(): Promise<void>;
}

export async function startOpenIdProvider({
  redirectUris,
  clientId = 'video-interviewer',
  clientSecret = 'a-client-secret-for-tests-only-0123456789',
}: {
  redirectUris: string[];
  clientId?: string;
  clientSecret?: string;
}): Promise<TestOpenIdProvider> {
  const accounts = new Map<string, AccountClaims>();
  // The provider needs its issuer (this server's port) before it can answer: until then, 503.
  const route: { handler?: RequestListener } = {};
  const server: Server = createServer((req, res) => {
    if (route.handler) route.handler(req, res);
    else res.writeHead(503).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name'],
    },
    cookies: { keys: ['oidc-test-cookie-key-0123456789'] },
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      Grant: 3600,
      IdToken: 600,
      Interaction: 600,
      Session: 3600,
    },
    features: { devInteractions: { enabled: true } },
    findAccount: (_ctx: unknown, id: string) => ({
      accountId: id,
      claims: () => ({ sub: id, ...accounts.get(id) }),
    }),
  });
  route.handler = provider.callback();

  return {
    issuer,
    clientId,
    clientSecret,
    setAccount: (login, claims) => accounts.set(login, claims),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
}

/**
 * A browser, as far as a sign-in needs one: keeps cookies per host and port, follows redirects one by one
 * (so a test sees each hop), and fills in oidc-provider's development login and consent forms.
 */
export class Browser {
  private readonly jar = new Map<string, Map<string, string>>();

  private cookieHeader(url: URL): string {
    return [...(this.jar.get(url.host) ?? new Map<string, string>())].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  private keep(url: URL, response: Response): void {
    const cookies = this.jar.get(url.host) ?? new Map<string, string>();
    this.jar.set(url.host, cookies);
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      const gone = attributes.some(
        (a) => /^\s*max-age=0\s*$/i.test(a) || /^\s*expires=Thu, 01 Jan 1970/i.test(a),
      );
      if (gone || value === '') cookies.delete(name);
      else cookies.set(name, value);
    }
  }

  /** The cookie of this name the browser holds for the origin of `url`. */
  cookie(url: string, name: string): string | undefined {
    return this.jar.get(new URL(url).host)?.get(name);
  }

  /** One request, no redirect followed. */
  async request(
    url: string,
    init: { method?: string; form?: Record<string, string> } = {},
  ): Promise<Response> {
    const target = new URL(url);
    const headers: Record<string, string> = { cookie: this.cookieHeader(target) };
    let body: string | undefined;
    if (init.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(init.form).toString();
    }
    const response = await fetch(target, { method: init.method ?? 'GET', headers, body, redirect: 'manual' });
    this.keep(target, response);
    return response;
  }

  /**
   * Goes to `url` and on, answering the provider's login (as `login`) and consent pages (or cancelling
   * at the first one), until a redirect
   * leaves for a page of `stopAt` that is no API call (the web app): its address is returned. Every
   * address visited is in `visited`, the IdP's redirect to the callback among them.
   */
  async signIn(
    url: string,
    { login, stopAt, cancel = false }: { login: string; stopAt: string; cancel?: boolean },
  ) {
    const visited: string[] = [];
    let next: { url: string; method?: string; form?: Record<string, string> } = { url };
    for (let hop = 0; hop < 20; hop++) {
      visited.push(next.url);
      const response = await this.request(next.url, next);
      const location = response.headers.get('location');
      if (location) {
        const to = new URL(location, next.url).href;
        if (to.startsWith(stopAt) && !to.startsWith(`${stopAt}/api/`)) return { landedAt: to, visited };
        next = { url: to };
        continue;
      }
      const html = await response.text();
      const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
      const prompt = /name="prompt" value="(\w+)"/.exec(html)?.[1];
      if (response.status !== 200 || !action || !prompt) {
        throw new Error(`No redirect and no form at ${next.url}: ${response.status} ${html.slice(0, 300)}`);
      }
      if (cancel) {
        // The page's "[ Cancel ]" link: the provider answers the app with error=access_denied.
        const abort = /<a href="([^"]+)">\[ Cancel \]<\/a>/.exec(html)?.[1];
        if (!abort) throw new Error(`No cancel link at ${next.url}`);
        next = { url: new URL(abort.replace(/&amp;/g, '&'), next.url).href };
        continue;
      }
      const form: Record<string, string> =
        prompt === 'login' ? { prompt, login, password: 'any password' } : { prompt };
      next = { url: new URL(action, next.url).href, method: 'POST', form };
    }
    throw new Error(`Too many redirects from ${url}`);
  }
}

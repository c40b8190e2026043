import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

/**
 * A real OpenID Provider (oidc-provider, certified) on 127.0.0.1 for a browser test of single sign-on:
 * one confidential client, accounts whose claims the test sets, and oidc-provider's own development
 * login and consent pages, which the browser fills in as a person would. The same set-up as the server's
 * medium tests (apps/server/test/helpers/oidc-provider.ts), started from a spec on a free port.
 */
export interface OpenIdAccount {
  email: string;
  email_verified: boolean;
  given_name: string;
  family_name: string;
}

export interface E2eOpenIdProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  setAccount(login: string, claims: OpenIdAccount): void;
  close(): Promise<void>;
}

export async function startOpenIdProvider(redirectUri: string): Promise<E2eOpenIdProvider> {
  const clientId = 'video-interviewer-e2e';
  const clientSecret = 'an-e2e-client-secret-0123456789abcdef';
  const accounts = new Map<string, OpenIdAccount>();
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
        redirect_uris: [redirectUri],
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
    cookies: { keys: ['oidc-e2e-cookie-key-0123456789'] },
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

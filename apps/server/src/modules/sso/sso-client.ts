import * as oidc from 'openid-client';

/**
 * The OpenID Connect client side (openid-client): discovery, the authorization URL with PKCE, and the
 * code exchange. Discovery documents are kept a few minutes per issuer, so a burst of sign-ins asks the
 * identity provider once; a changed configuration asks again (docs/accounts.md "Single sign-on").
 */
const DISCOVERY_TTL_MS = 5 * 60_000;
const TIMEOUT_SECONDS = 10;

export interface SsoClientSettings {
  issuer: string;
  clientId: string;
  clientSecret: string | null;
}

/** The claims a sign-in is judged on, from the ID token and, where it lacks them, the userinfo answer. */
export interface SsoClaims {
  sub: string;
  email?: string;
  emailVerified: boolean;
  givenName?: string;
  familyName?: string;
  name?: string;
}

/** http only for an identity provider on this machine (tests, a local IdP); https everywhere else. */
export function isLoopbackHttp(issuer: URL): boolean {
  return issuer.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(issuer.hostname);
}

const isTrue = (value: unknown) => value === true || value === 'true' || value === 1 || value === '1';
const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);

export function createSsoClient({ now = Date.now }: { now?: () => number } = {}) {
  const cache = new Map<string, { at: number; metadata: oidc.ServerMetadata }>();

  async function discover(issuer: string): Promise<oidc.ServerMetadata> {
    const hit = cache.get(issuer);
    if (hit && now() - hit.at < DISCOVERY_TTL_MS) return hit.metadata;
    const url = new URL(issuer);
    if (url.protocol !== 'https:' && !isLoopbackHttp(url)) {
      throw new Error('The issuer must be an https address.');
    }
    // The client id is not needed to read the discovery document; the configuration is rebuilt per use.
    const config = await oidc.discovery(url, 'discovery', undefined, undefined, {
      timeout: TIMEOUT_SECONDS,
      ...(isLoopbackHttp(url) ? { execute: [oidc.allowInsecureRequests] } : {}),
    });
    const metadata = { ...config.serverMetadata() };
    if (cache.size > 100) cache.clear();
    cache.set(issuer, { at: now(), metadata });
    return metadata;
  }

  async function configuration(settings: SsoClientSettings): Promise<oidc.Configuration> {
    const metadata = await discover(settings.issuer);
    const config = new oidc.Configuration(
      metadata,
      settings.clientId,
      settings.clientSecret ?? undefined,
      settings.clientSecret ? oidc.ClientSecretPost(settings.clientSecret) : oidc.None(),
    );
    config.timeout = TIMEOUT_SECONDS;
    if (isLoopbackHttp(new URL(settings.issuer))) oidc.allowInsecureRequests(config);
    return config;
  }

  return {
    /** Reads the issuer's discovery document; throws when there is none (the settings are then refused). */
    async check(issuer: string): Promise<void> {
      cache.delete(issuer);
      await discover(issuer);
    },

    /** A fresh PKCE verifier, state and nonce, and the authorization URL that carries them. */
    async authorizationUrl(settings: SsoClientSettings, redirectUri: string) {
      const config = await configuration(settings);
      const codeVerifier = oidc.randomPKCECodeVerifier();
      const state = oidc.randomState();
      const nonce = oidc.randomNonce();
      const url = oidc.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        response_type: 'code',
        code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state,
        nonce,
      });
      return { url: url.href, codeVerifier, state, nonce };
    },

    /**
     * Exchanges the code of `callbackUrl` (the redirect URI with the IdP's query) and verifies the ID
     * token: issuer, audience, signature, expiry and nonce; the state and the response's `iss` too.
     */
    async exchange(
      settings: SsoClientSettings,
      callbackUrl: URL,
      checks: { state: string; nonce: string; codeVerifier: string },
    ): Promise<SsoClaims> {
      const config = await configuration(settings);
      const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
        pkceCodeVerifier: checks.codeVerifier,
        expectedState: checks.state,
        expectedNonce: checks.nonce,
        idTokenExpected: true,
      });
      const idToken = tokens.claims();
      if (!idToken) throw new Error('The identity provider sent no ID token.');
      let claims: Record<string, unknown> = { ...idToken };
      // Providers that put only `sub` in the ID token give the rest at the userinfo endpoint.
      const vouched = claims.email_verified !== undefined || claims.xms_edov !== undefined;
      if ((claims.email === undefined || !vouched) && tokens.access_token) {
        const info = await oidc.fetchUserInfo(config, tokens.access_token, idToken.sub);
        claims = {
          ...info,
          ...claims,
          email: claims.email ?? info.email,
          email_verified: claims.email_verified ?? info.email_verified,
        };
      }
      return {
        sub: idToken.sub,
        email: text(claims.email)?.toLowerCase(),
        // Microsoft Entra ID sends no email_verified; its optional claim xms_edov says the same thing
        // (the address's domain is verified by its owner, the tenant), docs/accounts.md "Single sign-on".
        emailVerified: isTrue(claims.email_verified) || isTrue(claims.xms_edov),
        givenName: text(claims.given_name),
        familyName: text(claims.family_name),
        name: text(claims.name),
      };
    },
  };
}

export type SsoClient = ReturnType<typeof createSsoClient>;

import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import {
  AssignableRoleSchema,
  type RecruiterIdentity,
  type SsoConfig,
  type SsoConfigRequest,
  SsoConfigRequestSchema,
} from '@vi/contracts';
import type { DB } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import type { AuditLog } from '../audit/index.js';
import { requireCompanyAccess } from '../auth/index.js';
import type { SsoClient, SsoClientSettings } from './sso-client.js';
import * as repo from './sso.repository.js';
import { judgeSignIn, safeReturnTo, type SsoRefusal } from './sso-sign-in.js';

/** An authorization request is answered within this long, or begun again. */
const REQUEST_MINUTES = 10;

export type SsoOutcome =
  { ok: true; userId: number; companyId: number; returnTo: string } | { ok: false; reason: SsoRefusal };

const domainsOf = (row: repo.SsoRow): string[] => JSON.parse(row.allowed_domains) as string[];
const settingsOf = (row: repo.SsoRow): SsoClientSettings => ({
  issuer: row.issuer,
  clientId: row.client_id,
  clientSecret: row.client_secret,
});
/** What the OpenID client threw, by name and OAuth code only: its text may quote the IdP's answer. */
const errorFacts = (err: unknown) =>
  err instanceof Error
    ? {
        errorName: err.name,
        errorCode: (err as { code?: unknown; error?: unknown }).error ?? (err as { code?: unknown }).code,
      }
    : { errorName: typeof err };

export function createSsoService({
  db,
  client,
  publicUrl,
  audit,
  log,
  now = Date.now,
}: {
  db: Kysely<DB>;
  client: SsoClient;
  publicUrl: string;
  audit: AuditLog;
  log: FastifyBaseLogger;
  now?: () => number;
}) {
  const redirectUriOf = (companyId: number) => `${publicUrl}/api/v1/auth/sso/${companyId}/callback`;

  const view = (row: repo.SsoRow): SsoConfig => ({
    enabled: Boolean(row.enabled),
    issuer: row.issuer,
    clientId: row.client_id,
    allowedDomains: domainsOf(row),
    defaultRole: AssignableRoleSchema.parse(row.default_role),
    hasClientSecret: row.client_secret !== null,
    redirectUri: redirectUriOf(row.company_id),
  });

  const enabledConfig = async (companyId: number) => {
    const row = await repo.findSsoConfig(db, companyId);
    return row && row.enabled ? row : undefined;
  };

  return {
    redirectUriOf,

    async get(identity: RecruiterIdentity, companyId: number): Promise<SsoConfig> {
      requireCompanyAccess(identity, companyId);
      const row = await repo.findSsoConfig(db, companyId);
      if (!row) throw new AppError('NOT_FOUND', { message: 'Single sign-on is not set up.' });
      return view(row);
    },

    /** Saves the settings once the issuer answers discovery; an omitted secret keeps the stored one. */
    async put(identity: RecruiterIdentity, companyId: number, input: SsoConfigRequest): Promise<SsoConfig> {
      requireCompanyAccess(identity, companyId);
      const request = SsoConfigRequestSchema.parse(input);
      const issuer = request.issuer.replace(/\/+$/, '');
      try {
        await client.check(issuer);
      } catch (err) {
        log.info({ companyId, ...errorFacts(err) }, 'single sign-on issuer failed discovery');
        throw new AppError('VALIDATION', {
          message: `The issuer did not answer OpenID Connect discovery at ${issuer}/.well-known/openid-configuration. Check the issuer URL.`,
          fields: [{ path: 'body.issuer', message: 'No OpenID Connect discovery document at this issuer.' }],
        });
      }
      const existing = await repo.findSsoConfig(db, companyId);
      const clientSecret = request.clientSecret ?? existing?.client_secret ?? null;
      const domains = [...new Set(request.allowedDomains.map((d) => d.replace(/^@/, '')))];
      await db.transaction().execute(async (trx) => {
        await repo.saveSsoConfig(trx, {
          company_id: companyId,
          enabled: request.enabled,
          issuer,
          client_id: request.clientId,
          client_secret: clientSecret,
          allowed_domains: domains,
          default_role: request.defaultRole,
          updated_at: new Date(now()).toISOString(),
        });
        await audit.append(trx, {
          companyId,
          actor: { recruiter: identity },
          type: 'sso_changed',
          details: { enabled: request.enabled, issuer },
        });
      });
      return view((await repo.findSsoConfig(db, companyId))!);
    },

    /** The company whose enabled single sign-on covers this address's domain, if one does. */
    async discover(email: string): Promise<{ companyId: number }> {
      const domain = email.slice(email.lastIndexOf('@') + 1).toLowerCase();
      const match = (await repo.listEnabledSsoConfigs(db)).find((row) => domainsOf(row).includes(domain));
      if (!match) throw new AppError('NOT_FOUND', { message: 'No single sign-on for this address.' });
      return { companyId: match.company_id };
    },

    /** Begins a sign-in: the IdP's authorization URL, with its state, nonce and PKCE verifier kept here. */
    async start(companyId: number, returnTo: string | undefined): Promise<string> {
      const row = await enabledConfig(companyId);
      if (!row)
        throw new AppError('NOT_FOUND', { message: 'Single sign-on is not enabled for this company.' });
      const request = await client.authorizationUrl(settingsOf(row), redirectUriOf(companyId));
      await repo.deleteExpiredSsoRequests(db, new Date(now()).toISOString());
      await repo.insertSsoRequest(db, {
        state: request.state,
        company_id: companyId,
        code_verifier: request.codeVerifier,
        nonce: request.nonce,
        return_to: safeReturnTo(returnTo),
        expires_at: new Date(now() + REQUEST_MINUTES * 60_000).toISOString(),
      });
      return request.url;
    },

    /** The IdP's answer: verified, judged, and the user found or made (docs/accounts.md "Single sign-on"). */
    async complete(
      companyId: number,
      query: Record<string, string | undefined>,
      rawQuery: string,
    ): Promise<SsoOutcome> {
      const refuse = async (reason: SsoRefusal, facts: Record<string, unknown> = {}): Promise<SsoOutcome> => {
        log.info({ companyId, reason, ...facts }, 'single sign-on refused');
        return { ok: false, reason };
      };
      const pending = query.state ? await repo.takeSsoRequest(db, query.state) : undefined;
      if (!pending || pending.company_id !== companyId || Date.parse(pending.expires_at) <= now()) {
        return refuse('expired');
      }
      const row = await enabledConfig(companyId);
      if (!row) return refuse('disabled');
      if (query.error) return refuse('denied', { idpError: query.error.slice(0, 64) });

      let claims;
      try {
        const callbackUrl = new URL(`${redirectUriOf(companyId)}?${rawQuery}`);
        claims = await client.exchange(settingsOf(row), callbackUrl, {
          state: pending.state,
          nonce: pending.nonce,
          codeVerifier: pending.code_verifier,
        });
      } catch (err) {
        return refuse('failed', errorFacts(err));
      }
      const subject = `${row.issuer}|${claims.sub}`;
      const verdict = judgeSignIn({
        companyId,
        claims,
        allowedDomains: domainsOf(row),
        users: claims.email ? await repo.findUsersBySignIn(db, claims.email, subject) : [],
      });
      if (!verdict.ok) {
        await audit.append(db, {
          companyId,
          actor: { system: 'Single sign-on' },
          type: 'sign_in_failed',
          details: { method: 'sso', reason: verdict.reason },
        });
        return refuse(verdict.reason);
      }
      const at = new Date(now()).toISOString();
      let userId: number;
      try {
        userId = await db.transaction().execute(async (trx) => {
          if (verdict.userId !== undefined) {
            await repo.recordSsoSignIn(trx, verdict.userId, subject, at);
            return verdict.userId;
          }
          const created = await repo.insertSsoUser(trx, {
            companyId,
            email: verdict.email,
            ...verdict.names,
            role: AssignableRoleSchema.parse(row.default_role),
            subject,
            at,
          });
          return created;
        });
      } catch (err) {
        // Two first sign-ins of one person at once: the address is unique, the second insert fails.
        return refuse('failed', errorFacts(err));
      }
      const identity = { userId, companyId, expiresAt: new Date(now()) };
      await audit.append(db, {
        companyId,
        actor: { recruiter: identity },
        type: 'signed_in',
        details: { method: 'sso' },
      });
      return { ok: true, userId, companyId, returnTo: pending.return_to ?? '/v1/recruiter' };
    },
  };
}

export type SsoService = ReturnType<typeof createSsoService>;

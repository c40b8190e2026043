import type { ASSIGNABLE_ROLES, SsoConfig, SsoConfigRequest } from '@vi/contracts';

type AssignableRole = (typeof ASSIGNABLE_ROLES)[number];

/** The form's state: domains as typed, the secret empty unless a new one is typed. */
export interface SsoDraft {
  enabled: boolean;
  issuer: string;
  clientId: string;
  clientSecret: string;
  allowedDomains: string;
  defaultRole: AssignableRole;
}

export type SsoField = 'issuer' | 'clientId' | 'clientSecret' | 'allowedDomains' | 'defaultRole';

export const draftFrom = (config: SsoConfig | null): SsoDraft => ({
  enabled: config?.enabled ?? true,
  issuer: config?.issuer ?? '',
  clientId: config?.clientId ?? '',
  clientSecret: '',
  allowedDomains: config?.allowedDomains.join('\n') ?? '',
  defaultRole: config?.defaultRole ?? 'recruiter',
});

export const domainsOf = (text: string) =>
  text
    .split(/[\s,;]+/)
    .map((d) => d.trim().replace(/^@/, '').toLowerCase())
    .filter(Boolean);

/** The request: an empty secret is left out, so the stored one is kept. */
export const requestFrom = (draft: SsoDraft): SsoConfigRequest => ({
  enabled: draft.enabled,
  issuer: draft.issuer.trim(),
  clientId: draft.clientId.trim(),
  ...(draft.clientSecret ? { clientSecret: draft.clientSecret } : {}),
  allowedDomains: domainsOf(draft.allowedDomains),
  defaultRole: draft.defaultRole,
});

const FIELDS: readonly SsoField[] = ['issuer', 'clientId', 'clientSecret', 'allowedDomains', 'defaultRole'];

/** The server's field problems (`body.allowedDomains.0`) by the form's field. */
export function fieldErrorsOf(fields: readonly { path: string; message: string }[] | undefined) {
  const errors: Partial<Record<SsoField, string>> = {};
  for (const { path, message } of fields ?? []) {
    const name = path.replace(/^body\./, '').split('.')[0] as SsoField;
    if (FIELDS.includes(name) && !errors[name]) errors[name] = message;
  }
  return errors;
}

import { describe, expect, it } from 'vitest';
import { judgeSignIn, namesOf, safeReturnTo } from './sso-sign-in.js';

const claims = { sub: 's1', email: 'ann@acme.test', emailVerified: true, name: 'Ann Lee' };
const member = { id: 4, company_id: 1, active: 1, sign_in_email: 'ann@acme.test', sso_subject: null };

describe('who a single sign-on signs in', () => {
  const judge = (over: Partial<Parameters<typeof judgeSignIn>[0]>) =>
    judgeSignIn({ companyId: 1, claims, allowedDomains: ['acme.test'], users: [], ...over });

  it('signs an active member in, and makes a member of an unknown address', () => {
    expect(judge({ users: [member] })).toEqual({ ok: true, userId: 4, email: 'ann@acme.test' });
    expect(judge({})).toEqual({
      ok: true,
      userId: undefined,
      email: 'ann@acme.test',
      names: { firstName: 'Ann', lastName: 'Lee' },
    });
  });

  it('refuses the unverified, other domains, another company’s address and removed members', () => {
    expect(judge({ claims: { ...claims, emailVerified: false } })).toEqual({
      ok: false,
      reason: 'unverified',
    });
    expect(judge({ claims: { ...claims, email: undefined } })).toEqual({ ok: false, reason: 'unverified' });
    expect(judge({ allowedDomains: ['other.test'] })).toEqual({ ok: false, reason: 'domain' });
    // sub.acme.test is not acme.test: a domain is matched whole.
    expect(judge({ claims: { ...claims, email: 'ann@sub.acme.test' } })).toEqual({
      ok: false,
      reason: 'domain',
    });
    expect(judge({ users: [{ ...member, company_id: 2 }] })).toEqual({ ok: false, reason: 'denied' });
    expect(judge({ users: [{ ...member, active: 0 }] })).toEqual({ ok: false, reason: 'inactive' });
  });

  it('names a new member from the claims it has', () => {
    expect(namesOf({ ...claims, givenName: 'Ann', familyName: 'Lee-Park' }, 'ann@acme.test')).toEqual({
      firstName: 'Ann',
      lastName: 'Lee-Park',
    });
    expect(namesOf({ sub: 's', emailVerified: true }, 'ann.lee@acme.test')).toEqual({
      firstName: 'ann.lee',
      lastName: '',
    });
  });
});

describe('where a single sign-on lands', () => {
  it('keeps paths of the web app and drops anything that could leave the site', () => {
    expect(safeReturnTo('/v1/recruiter/jobs?tab=open#x')).toBe('/v1/recruiter/jobs?tab=open#x');
    for (const bad of [
      undefined,
      '',
      '/api/v1/x',
      '//evil.test/v1/',
      'https://evil.test/v1/',
      '/v1/\\evil',
      '/v1//evil.test',
      '/v1/../api',
    ]) {
      expect(safeReturnTo(bad), String(bad)).toBeNull();
    }
  });
});

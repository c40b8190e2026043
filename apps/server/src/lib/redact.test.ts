import { describe, expect, it } from 'vitest';
import { redactSecrets, redactSharedTokens } from './redact.js';

describe('log redaction', () => {
  it('hides share link tokens in API and page addresses, and nothing else', () => {
    const token = 'Zm9vYmFyYmF6cXV4Zm9vYmFyYmF6cXV4Zm9vYmFyYmE';
    expect(redactSharedTokens(`/api/v1/shared/${token}`)).toBe('/api/v1/shared/[redacted]');
    expect(redactSharedTokens(`/api/v1/shared/${token}/media/a1/video?x=1`)).toBe(
      '/api/v1/shared/[redacted]/media/a1/video?x=1',
    );
    expect(redactSharedTokens(`/v1/shared/${token}?utm=1`)).toBe('/v1/shared/[redacted]?utm=1');
    expect(redactSharedTokens('/api/v1/interviews/abc')).toBe('/api/v1/interviews/abc');
    expect(redactSharedTokens(`{"url":"https://x.test/v1/shared/${token}"}`)).toBe(
      '{"url":"https://x.test/v1/shared/[redacted]"}',
    );
  });
});

describe('account links', () => {
  // Letters only: not caught as a long random run, so only the path rule can hide it.
  const token = 'QmFyQmF6UXV4Rm9vQmFyQmF6UXV4Rm9vQmFyQmF6UXV';
  it('hides the token of a password-reset, sign-in or team-invitation address, and keeps the API words', () => {
    expect(redactSecrets(`/v1/password-reset/${token}`)).toBe('/v1/password-reset/[redacted]');
    expect(redactSecrets(`/v1/sign-in/link/${token}?next=/v1/recruiter`)).toBe(
      '/v1/sign-in/link/[redacted]?next=/v1/recruiter',
    );
    expect(redactSecrets(`/v1/team-invitations/${token}`)).toBe('/v1/team-invitations/[redacted]');
    expect(redactSecrets(`/api/v1/team-invitations/${token}/accept`)).toBe(
      '/api/v1/team-invitations/[redacted]/accept',
    );
    expect(redactSecrets('/api/v1/auth/password-reset/confirm')).toBe('/api/v1/auth/password-reset/confirm');
    expect(redactSecrets('/api/v1/auth/password-reset')).toBe('/api/v1/auth/password-reset');
    expect(redactSecrets(`mail text: https://x.test/v1/password-reset/${token}.`)).not.toContain(token);
  });
});

describe('redactSecrets', () => {
  it('hides the tokens of one-time account links, even a random run without a digit', () => {
    const token = 'AbcDefGhiJklMnoPqrStuVwxYzabcdefghijklmnopq';
    expect(redactSecrets(`/api/v1/team-invitations/${token}/accept`)).toBe(
      '/api/v1/team-invitations/[redacted]/accept',
    );
    expect(redactSecrets(`/v1/password-reset/${token}`)).toBe('/v1/password-reset/[redacted]');
    expect(redactSecrets(`/v1/sign-in/link/${token}`)).toBe('/v1/sign-in/link/[redacted]');
    expect(redactSecrets('/api/v1/auth/password-reset/confirm')).toBe('/api/v1/auth/password-reset/confirm');
  });

  const jwt =
    'eyJhbGciOiJIUzI1NiJ9.eyJ1c2VySWQiOjEsImNvbXBhbnlJZCI6MSwiZXhwIjoxNzk5OTk5OTk5fQ.c2lnbmF0dXJlLXNpZ25hdHVyZQ';
  const guid = '3f2c9a4e-8b1d-4c6e-9f0a-1b2c3d4e5f60';

  it('hides sign-in tokens, guids and token-shaped values in addresses', () => {
    expect(redactSecrets(`/v1/recruiter?jtToken=${jwt}`)).toBe('/v1/recruiter?jtToken=[redacted]');
    expect(redactSecrets(`/v1/recruiter?tab=jobs&jtToken=${jwt}#x`)).toBe(
      '/v1/recruiter?tab=jobs&jtToken=[redacted]#x',
    );
    expect(redactSecrets(`/v1/interview/${guid}`)).toBe('/v1/interview/[redacted]');
    expect(redactSecrets(`/v1/interview/onboarding/${guid.toUpperCase()}?x=1`)).toBe(
      '/v1/interview/onboarding/[redacted]?x=1',
    );
    expect(redactSecrets(`/api/v1/job/7/questionnaire?guid=${guid}`)).toBe(
      '/api/v1/job/7/questionnaire?guid=[redacted]',
    );
    expect(redactSecrets(`/api/v1/anything?guid=not-a-uuid`)).toBe('/api/v1/anything?guid=[redacted]');
    expect(redactSecrets(`Bearer ${jwt}`)).toBe('Bearer [redacted]');
    expect(redactSecrets('/api/v1/files/a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6')).toBe('/api/v1/files/[redacted]');
  });

  it('finds short secrets in addresses without a query too (text it returns untouched has none)', () => {
    // Each is shorter than the 24-character run the quick test also looks for.
    expect(redactSecrets('/x/eyJhbGciOi')).toBe('/x/[redacted]');
    expect(redactSecrets('/api/v1/shared/abc')).toBe('/api/v1/shared/[redacted]');
    expect(redactSecrets('/a&token=abc')).toBe('/a&token=[redacted]');
    expect(redactSecrets('/a;key=abc')).toBe('/a;key=[redacted]');
    expect(redactSecrets('/api/v1/job/12')).toBe('/api/v1/job/12');
  });

  it("hides a single sign-on callback's code and state, however short", () => {
    expect(redactSecrets('/api/v1/auth/sso/3/callback?code=abc&state=xyz&iss=http%3A%2F%2Fidp')).toBe(
      '/api/v1/auth/sso/3/callback?code=[redacted]&state=[redacted]&iss=http%3A%2F%2Fidp',
    );
  });

  it('leaves ordinary addresses readable', () => {
    for (const url of [
      '/api/v1/company/12/jobs?page=2&limit=20',
      '/v1/recruiter/questionnaire-builder-settings',
      '/api/v1/interviews?status=Completed&sort=-createdAt',
    ])
      expect(redactSecrets(url)).toBe(url);
  });
});

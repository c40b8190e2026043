import { describe, expect, it } from 'vitest';
import { DEFAULT_AFTER_SIGN_IN, safeNextPath, signInPathFor } from './next-path';

describe('safeNextPath', () => {
  it('keeps a path of this app under /v1/ with its query, as a router path', () => {
    expect(safeNextPath('/v1/recruiter/team')).toBe('/recruiter/team');
    expect(safeNextPath('/v1/recruiter?tab=interviews')).toBe('/recruiter?tab=interviews');
  });

  it('refuses other origins, protocol-relative and backslash tricks, and paths outside /v1/', () => {
    for (const next of [
      'https://evil.example/v1/recruiter',
      '//evil.example/v1/recruiter',
      '/v1/\\evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
      '/api/v1/auth/me',
      '/v1/../api/v1/x',
      '/v1/sign-in',
      '',
      null,
      undefined,
    ]) {
      expect(safeNextPath(next), String(next)).toBe(DEFAULT_AFTER_SIGN_IN);
    }
  });

  it('builds the sign-in address that comes back to the page', () => {
    expect(signInPathFor('/recruiter/team', '?x=1')).toBe('/sign-in?next=%2Fv1%2Frecruiter%2Fteam%3Fx%3D1');
  });
});

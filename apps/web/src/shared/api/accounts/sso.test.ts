import { describe, expect, it } from 'vitest';
import { apiError, mockApi } from '../../../testing';
import { discoverSso, ssoStartUrl } from './sso';

describe('single sign-on calls of the sign-in page', () => {
  it('finds the company of an address, or none', async () => {
    const discover = mockApi('get', '/auth/sso/discover', ({ query }) =>
      query.email === 'ann@acme.com'
        ? { companyId: 7 }
        : apiError(404, { message: 'No single sign-on for this address.' }),
    );
    expect(await discoverSso('ann@acme.com')).toBe(7);
    expect(await discoverSso('bo@elsewhere.com')).toBeNull();
    expect(discover.calls.map((c) => c.query)).toEqual([
      { email: 'ann@acme.com' },
      { email: 'bo@elsewhere.com' },
    ]);
  });

  it('builds the address that begins the sign-in, with the page to come back to', () => {
    expect(ssoStartUrl(7)).toBe('/api/v1/auth/sso/7/start');
    expect(ssoStartUrl(7, '/v1/recruiter/jobs?tab=open')).toBe(
      '/api/v1/auth/sso/7/start?returnTo=%2Fv1%2Frecruiter%2Fjobs%3Ftab%3Dopen',
    );
  });
});

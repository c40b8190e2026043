import { afterEach, describe, expect, it } from 'vitest';
import { splitTokenFromSearch, takeTokenFromAddress } from './address-token';

describe('takeTokenFromAddress', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('takes jtToken out of the address bar and keeps the rest of the address', () => {
    window.history.replaceState({ idx: 3 }, '', '/v1/recruiter?tab=jobs&jtToken=a.b.c#top');
    expect(takeTokenFromAddress()).toBe('a.b.c');
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe(
      '/v1/recruiter?tab=jobs#top',
    );
    // The router's own history state survives.
    expect(window.history.state).toEqual({ idx: 3 });
  });

  it('leaves an address without jtToken alone, and drops an empty one', () => {
    window.history.replaceState(null, '', '/v1/interview/x?a=1');
    expect(takeTokenFromAddress()).toBeUndefined();
    expect(window.location.search).toBe('?a=1');
    window.history.replaceState(null, '', '/v1/recruiter?jtToken=');
    expect(takeTokenFromAddress()).toBeUndefined();
    expect(window.location.search).toBe('');
  });
});

describe('splitTokenFromSearch', () => {
  it('splits the token from the other parameters', () => {
    expect(splitTokenFromSearch('?tab=jobs&jtToken=a.b.c')).toEqual({ token: 'a.b.c', search: '?tab=jobs' });
    expect(splitTokenFromSearch('?jtToken=a.b.c')).toEqual({ token: 'a.b.c', search: '' });
    expect(splitTokenFromSearch('?tab=jobs')).toEqual({ token: undefined, search: '?tab=jobs' });
  });
});

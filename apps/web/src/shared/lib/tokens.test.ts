import { describe, expect, it } from 'vitest';
import { decodeToken, isExpired, isIframeTokenValid, isPageTokenValid } from './tokens';

const NOW = Date.UTC(2026, 0, 1);
const NOW_S = NOW / 1000;

function base64url(text: string): string {
  return Buffer.from(text, 'utf8').toString('base64url');
}

function makeToken(payload: unknown, header: unknown = { alg: 'HS256', typ: 'JWT' }): string {
  return `${base64url(JSON.stringify(header))}.${base64url(JSON.stringify(payload))}.c2lnbmF0dXJl`;
}

describe('decodeToken', () => {
  it('decodes a base64url payload, including UTF-8 and url-safe characters', () => {
    const token = makeToken({ userId: 7, companyId: '3', name: 'Zoë ~~~???>>>', exp: NOW_S + 60 });
    expect(decodeToken(token)).toEqual({
      userId: 7,
      companyId: '3',
      name: 'Zoë ~~~???>>>',
      exp: NOW_S + 60,
    });
  });

  it('returns undefined for malformed tokens', () => {
    expect(decodeToken('')).toBeUndefined();
    expect(decodeToken('only-one-part')).toBeUndefined();
    expect(decodeToken('a..c')).toBeUndefined();
    expect(decodeToken('a.!!!.c')).toBeUndefined();
    expect(decodeToken(`a.${base64url('not json')}.c`)).toBeUndefined();
    expect(decodeToken(`a.${base64url('[1,2]')}.c`)).toBeUndefined();
    expect(decodeToken(`a.${base64url('null')}.c`)).toBeUndefined();
  });
});

describe('isExpired', () => {
  it('compares exp seconds to now milliseconds; no exp never expires', () => {
    expect(isExpired({ exp: NOW_S + 1 }, NOW)).toBe(false);
    expect(isExpired({ exp: NOW_S }, NOW)).toBe(true);
    expect(isExpired({}, NOW)).toBe(false);
    expect(isExpired({ exp: 'soon' as unknown as number }, NOW)).toBe(true);
  });
});

describe('isIframeTokenValid', () => {
  it('accepts a three-part unexpired token and one without exp', () => {
    expect(isIframeTokenValid(makeToken({ exp: NOW_S + 60 }), NOW)).toBe(true);
    expect(isIframeTokenValid(makeToken({ sub: 'x' }), NOW)).toBe(true);
  });

  it('rejects expired, missing and wrongly shaped tokens', () => {
    expect(isIframeTokenValid(makeToken({ exp: NOW_S - 1 }), NOW)).toBe(false);
    expect(isIframeTokenValid(null, NOW)).toBe(false);
    expect(isIframeTokenValid(undefined, NOW)).toBe(false);
    expect(isIframeTokenValid('', NOW)).toBe(false);
    const [header, payload] = makeToken({}).split('.');
    expect(isIframeTokenValid(`${header}.${payload}`, NOW)).toBe(false);
    expect(isIframeTokenValid(`${makeToken({})}.extra`, NOW)).toBe(false);
    expect(isIframeTokenValid(`${header}.${payload}.`, NOW)).toBe(false);
  });
});

describe('isPageTokenValid', () => {
  it('accepts userId + companyId + future exp', () => {
    expect(isPageTokenValid(makeToken({ userId: 1, companyId: 1, exp: NOW_S + 60 }), NOW)).toBe(true);
    expect(isPageTokenValid(makeToken({ userId: 'u', companyId: 'c', exp: NOW_S + 1 }), NOW)).toBe(true);
  });

  it.each([
    ['no userId', { companyId: 1, exp: NOW_S + 60 }],
    ['no companyId', { userId: 1, exp: NOW_S + 60 }],
    ['empty userId', { userId: '', companyId: 1, exp: NOW_S + 60 }],
    ['no exp', { userId: 1, companyId: 1 }],
    ['expired', { userId: 1, companyId: 1, exp: NOW_S - 1 }],
    ['exp equal to now', { userId: 1, companyId: 1, exp: NOW_S }],
  ])('rejects a token with %s', (_label, payload) => {
    expect(isPageTokenValid(makeToken(payload), NOW)).toBe(false);
  });

  it('rejects absent and undecodable tokens', () => {
    expect(isPageTokenValid(null, NOW)).toBe(false);
    expect(isPageTokenValid('garbage', NOW)).toBe(false);
  });
});

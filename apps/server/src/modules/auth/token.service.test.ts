import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error.js';
import { createTokenService, VERIFIED_TOKEN_TTL_MS } from './token.service.js';

const SECRET = 'a-test-secret-that-is-long-enough-for-hs256-0123456789';
const jwt = { secret: SECRET, jwksUrl: undefined, issuer: undefined, audience: undefined };

/** A clock the test moves; the service and the tokens read it. */
function clock(start = Date.parse('2026-11-24T10:00:00Z')) {
  let at = start;
  return { now: () => at, advance: (ms: number) => (at += ms) };
}

async function tokenFor(claims: Record<string, unknown>, expSeconds: number, key = SECRET): Promise<string> {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256' })
    .setExpirationTime(Math.floor(expSeconds))
    .sign(new TextEncoder().encode(key));
}

const codeOf = async (promise: Promise<unknown>) => {
  try {
    await promise;
    return 'accepted';
  } catch (err) {
    return err instanceof AppError ? err.code : String(err);
  }
};

describe('token service: verified tokens kept until their exp', () => {
  it('answers a kept token with the same identity, verifies it again after the kept time', async () => {
    const time = clock();
    const tokens = createTokenService(jwt, time.now);
    const token = await tokenFor({ userId: 7, companyId: 3 }, time.now() / 1000 + 600);
    const first = await tokens.verify(token);
    expect(first).toMatchObject({ userId: 7, companyId: 3 });
    expect(Object.isFrozen(first)).toBe(true);
    expect(await tokens.verify(token)).toBe(first);

    time.advance(VERIFIED_TOKEN_TTL_MS);
    const again = await tokens.verify(token);
    expect(again).not.toBe(first);
    expect(again).toEqual(first);
  });

  it('refuses a kept token once its exp has passed', async () => {
    const time = clock();
    const tokens = createTokenService(jwt, time.now);
    const token = await tokenFor({ userId: 7, companyId: 3 }, time.now() / 1000 + 30);
    await tokens.verify(token);
    time.advance(29_000);
    expect(await codeOf(tokens.verify(token))).toBe('accepted');
    time.advance(1_000);
    expect(await codeOf(tokens.verify(token))).toBe('TOKEN_EXPIRED');
  });

  it('keeps only what verified: a forged token is refused every time', async () => {
    const tokens = createTokenService(jwt);
    const exp = Date.now() / 1000 + 120;
    const good = await tokenFor({ userId: 7, companyId: 3 }, exp);
    await tokens.verify(good);
    const forged = await tokenFor({ userId: 7, companyId: 3 }, exp, `${SECRET}-other`);
    expect(await codeOf(tokens.verify(forged))).toBe('UNAUTHORIZED');
    expect(await codeOf(tokens.verify(forged))).toBe('UNAUTHORIZED');
    // A changed character of a kept token is another token, verified on its own.
    const tampered = `${good.slice(0, -2)}${good.at(-2) === 'A' ? 'B' : 'A'}${good.at(-1)}`;
    expect(await codeOf(tokens.verify(tampered))).toBe('UNAUTHORIZED');
  });
});

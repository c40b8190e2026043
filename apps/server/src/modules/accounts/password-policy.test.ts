import { describe, expect, it } from 'vitest';
import { createPasswordHasher } from './password-hasher.js';
import { passwordProblem } from './password-policy.js';

describe('password policy (NIST SP 800-63B)', () => {
  it.each([
    ['short1', /at least 12/],
    ['password1234', /too common/],
    ['Password123!', /too common/],
    ['qwertyuiop123', /too common/],
    ['aaaaaaaaaaaaaaa', /too common/],
    ['abcdefghijklmnop', /too common/],
    ['acme corporation', /too close/],
  ])('refuses %s', (password, why) => {
    expect(passwordProblem(password, ['Acme Corporation', 'jane@acme.example'])).toMatch(why);
  });

  it.each(['correct pony battery staple', 'mein Haus ist blau 1987', 'ünïcödé lötters fine'])(
    'accepts a long phrase of one’s own with no composition rule: %s',
    (password) => {
      expect(passwordProblem(password, ['Acme Corporation'])).toBeNull();
    },
  );
});

describe('password hasher', () => {
  it('verifies what it hashed with argon2id and refuses a wrong password', async () => {
    const hasher = createPasswordHasher();
    const stored = await hasher.hash('correct pony battery staple');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await hasher.verify(stored, 'correct pony battery staple')).toBe(true);
    expect(await hasher.verify(stored, 'correct pony battery stapler')).toBe(false);
    expect(await hasher.verify('not a hash', 'anything')).toBe(false);
  });

  it('runs at most its bound at once and refuses with 429 beyond its queue', async () => {
    const hasher = createPasswordHasher({ concurrency: 1, queueLimit: 1 });
    const first = hasher.hash('first long password here');
    const second = hasher.hash('second long password here');
    expect(hasher.load()).toEqual({ running: 1, waiting: 1 });
    await expect(hasher.hash('third long password here')).rejects.toMatchObject({ statusCode: 429 });
    await Promise.all([first, second]);
    expect(hasher.load()).toEqual({ running: 0, waiting: 0 });
  });
});

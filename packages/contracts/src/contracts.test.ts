import { describe, expect, it } from 'vitest';
import { GuidSchema, IntIdSchema, LIMITS, MESSAGES, TokenClaimsSchema } from './index.js';

describe('contracts', () => {
  it('accepts only random (v4) application guids', () => {
    expect(GuidSchema.safeParse('1b4e28ba-2fa1-4d2e-883f-0016d3cca427').success).toBe(true);
    // Time-based (v1) guids are guessable from their neighbours: never a capability.
    expect(GuidSchema.safeParse('6ba7b810-9dad-11d1-80b4-00c04fd430c8').success).toBe(false);
    expect(GuidSchema.safeParse('../../etc/passwd').success).toBe(false);
  });

  it('reads numeric ids from path strings but refuses anything else', () => {
    expect(IntIdSchema.parse('42')).toBe(42);
    for (const bad of ['0', '-1', '1.5', 'abc', '1 or 1=1', '99999999999']) {
      expect(IntIdSchema.safeParse(bad).success, bad).toBe(false);
    }
  });

  it('reads token claims whether the host platform sends ids as numbers or strings', () => {
    expect(TokenClaimsSchema.parse({ userId: '7', companyId: 3, exp: 1_900_000_000 })).toEqual({
      userId: 7,
      companyId: 3,
      exp: 1_900_000_000,
    });
    expect(TokenClaimsSchema.safeParse({ userId: 7, exp: 1_900_000_000 }).success).toBe(false);
  });

  it('keeps the limit texts in step with the limits', () => {
    expect(MESSAGES.maxQuestionsReached).toContain(`(${LIMITS.maxQuestionsPerQuestionnaire})`);
    expect(LIMITS.resumeMaxBytes).toBe(10 * 1024 * 1024);
    expect(MESSAGES.resumeSize).toContain('10MB');
    expect(LIMITS.maxAnswerSeconds).toBe(2 * 60);
  });
});

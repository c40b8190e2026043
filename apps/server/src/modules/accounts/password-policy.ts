import { ACCOUNT_LIMITS } from '@vi/contracts';
import { AppError } from '../../lib/app-error.js';
import { COMMON_PASSWORDS } from './common-passwords.js';

/**
 * NIST SP 800-63B §5.1.1.2: a length floor, no composition rules, and a refusal of passwords that are
 * common, expected or compromised-looking: a list of the most common ones, passwords made of one
 * repeated or sequential run, and passwords built from the product's or the person's own words.
 */
const normalize = (s: string) => s.toLowerCase().replace(/[\s_.-]+/g, '');

function isOneRun(password: string): boolean {
  const chars = [...password.toLowerCase()];
  if (new Set(chars).size <= 2) return true;
  const codes = chars.map((c) => c.codePointAt(0)!);
  const steps = new Set(codes.slice(1).map((c, i) => c - codes[i]!));
  return steps.size === 1 && [1, -1].includes([...steps][0]!);
}

/** Why a password is refused, or null when it is acceptable. `context`: words of this person and company. */
export function passwordProblem(password: string, context: readonly string[] = []): string | null {
  if ([...password].length < ACCOUNT_LIMITS.passwordMinChars)
    return `Use at least ${ACCOUNT_LIMITS.passwordMinChars} characters.`;
  if (password.length > ACCOUNT_LIMITS.passwordMaxChars)
    return `Use at most ${ACCOUNT_LIMITS.passwordMaxChars} characters.`;
  const plain = normalize(password);
  // A common password with digits or a mark added at the end is as guessable as the password itself.
  const stem = plain.replace(/[\d!?*#@$]+$/, '');
  if (COMMON_PASSWORDS.has(plain) || (stem.length >= 6 && COMMON_PASSWORDS.has(stem)) || isOneRun(password))
    return 'This password is too common. Choose a longer phrase of your own.';
  const own = ['videointerviewer', 'interview', ...context.map(normalize)].filter((w) => w.length >= 4);
  if (own.some((w) => plain === w || (plain.includes(w) && plain.length - w.length < 6)))
    return 'This password is too close to your name, email or company. Choose another.';
  return null;
}

/** Throws 400 VALIDATION on the `password` field when the password is refused. */
export function assertAcceptablePassword(password: string, context: readonly string[] = []): void {
  const problem = passwordProblem(password, context);
  if (problem) {
    throw new AppError('VALIDATION', { message: problem, fields: [{ path: 'password', message: problem }] });
  }
}

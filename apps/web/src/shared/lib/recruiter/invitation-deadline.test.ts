import { describe, expect, it } from 'vitest';
import { checkDeadline, defaultDeadlineValue, toLocalInputValue } from './invitation-deadline';

describe('invitation deadline', () => {
  const now = new Date(2031, 2, 3, 9, 15, 30);

  it('offers the questionnaire’s default days ahead, rounded up to the next full hour, or nothing', () => {
    expect(defaultDeadlineValue(7, now)).toBe('2031-03-10T10:00');
    expect(defaultDeadlineValue(null, now)).toBe('');
    expect(defaultDeadlineValue(undefined, now)).toBe('');
    expect(defaultDeadlineValue(1, new Date(2031, 2, 3, 9, 0, 0))).toBe('2031-03-04T09:00');
  });

  it('turns the control’s local time into UTC, and checks the server’s bounds', () => {
    const value = toLocalInputValue(new Date(2031, 2, 5, 17, 0));
    expect(checkDeadline(value, now.getTime())).toEqual({ iso: new Date(2031, 2, 5, 17, 0).toISOString() });
    expect(checkDeadline('', now.getTime())).toEqual({ iso: null });
    expect(checkDeadline(toLocalInputValue(new Date(2031, 2, 3, 9, 45)), now.getTime()).error).toBe(
      'The deadline must be at least an hour from now',
    );
    expect(checkDeadline('2033-03-03T09:00', now.getTime()).error).toBe(
      'The deadline must be within a year from now',
    );
    expect(checkDeadline('not a date', now.getTime()).error).toBe('Enter a date and time');
  });
});

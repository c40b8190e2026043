import { MESSAGES } from '@vi/contracts';
import { describe, expect, it } from 'vitest';
import { displayMessage, withRepeatSuffix } from './strip-suffix';

describe('withRepeatSuffix / displayMessage', () => {
  it('makes repeats distinct, even within the same millisecond', () => {
    const first = withRepeatSuffix(MESSAGES.recordingFailed, 1000);
    const second = withRepeatSuffix(MESSAGES.recordingFailed, 1000);
    expect(first).not.toBe(second);
    expect(first.startsWith(MESSAGES.recordingFailed)).toBe(true);
  });

  it('strips the suffix before display', () => {
    expect(displayMessage(withRepeatSuffix(MESSAGES.noMoreAttempts))).toBe(MESSAGES.noMoreAttempts);
  });

  it('leaves plain messages, including ones ending in digits, untouched', () => {
    expect(displayMessage('Request failed with status code 500')).toBe('Request failed with status code 500');
    expect(displayMessage(MESSAGES.connectionError)).toBe(MESSAGES.connectionError);
  });

  it('does not stack suffixes when re-suffixing', () => {
    const twice = withRepeatSuffix(withRepeatSuffix('Unable to play audio.'));
    expect(displayMessage(twice)).toBe('Unable to play audio.');
  });
});

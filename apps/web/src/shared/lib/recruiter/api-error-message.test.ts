import { describe, expect, it } from 'vitest';
import { axiosFailure } from '../../../test/recruiter/fixtures';
import { apiErrorMessage } from './api-error-message';

describe('apiErrorMessage', () => {
  it("uses the server's message, or the fallback when there is none", () => {
    expect(apiErrorMessage(axiosFailure(400, { message: 'The file is empty.' }), 'x')).toBe(
      'The file is empty.',
    );
    expect(apiErrorMessage(axiosFailure(500, 'oops'), 'Try again.')).toBe('Try again.');
    expect(apiErrorMessage(new Error('boom'), 'Try again.')).toBe('Try again.');
  });
});

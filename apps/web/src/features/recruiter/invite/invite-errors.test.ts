import { AxiosError } from 'axios';
import { describe, expect, it } from 'vitest';
import { axiosFailure } from '../test/fixtures';
import { inviteFailureMessage } from './invite-errors';

describe('inviteFailureMessage', () => {
  it('maps the server 409 reasons to the spec alerts', () => {
    // The server's exact words (invitation.service.ts).
    expect(
      inviteFailureMessage(
        axiosFailure(409, {
          error: 'This applicant has already been invited to take the interview for this job.',
          message: 'This applicant has already been invited to take the interview for this job.',
        }),
      ),
    ).toBe('This applicant has already been invited to take the interview for this job.');
    expect(
      inviteFailureMessage(
        axiosFailure(409, {
          error: 'An applicant with this email is already in our system under a different name.',
        }),
      ),
    ).toBe('This applicant already has an application in the system.');
    expect(inviteFailureMessage(axiosFailure(409, { error: 'Conflict' }))).toBe(
      'This applicant has already been processed for this position.',
    );
    expect(inviteFailureMessage(axiosFailure(409, null))).toBe(
      'This applicant has already been processed for this position.',
    );
  });

  it('answers any other failure with the generic alert', () => {
    const other = 'An error occurred while creating the application. Please try again.';
    expect(inviteFailureMessage(axiosFailure(400, { message: 'already been invited' }))).toBe(other);
    expect(inviteFailureMessage(axiosFailure(500))).toBe(other);
    expect(inviteFailureMessage(new AxiosError('Network Error'))).toBe(other);
    expect(inviteFailureMessage(new Error('boom'))).toBe(other);
  });
});

import { AxiosError } from 'axios';
import { describe, expect, it } from 'vitest';
import { axiosFailure } from '../../test/recruiter/fixtures';
import { inviteFailureMessage } from './invite-errors';

describe('inviteFailureMessage', () => {
  it('maps the reason of a 409 to the spec alerts', () => {
    expect(
      inviteFailureMessage(
        axiosFailure(409, {
          error: 'This applicant has already been invited to take the interview for this job.',
          reason: 'ALREADY_INVITED',
        }),
      ),
    ).toBe('This applicant has already been invited to take the interview for this job.');
    expect(
      inviteFailureMessage(
        axiosFailure(409, {
          error: 'An applicant with this email is already in our system under a different name.',
          reason: 'ALREADY_IN_SYSTEM',
        }),
      ),
    ).toBe('This applicant already has an application in the system.');
  });

  it('answers a 409 without a known reason with the already-processed alert, whatever its words', () => {
    const processed = 'This applicant has already been processed for this position.';
    expect(inviteFailureMessage(axiosFailure(409, { error: 'Conflict' }))).toBe(processed);
    expect(inviteFailureMessage(axiosFailure(409, { error: 'already been invited' }))).toBe(processed);
    expect(inviteFailureMessage(axiosFailure(409, { reason: 'SOMETHING_NEW' }))).toBe(processed);
    expect(inviteFailureMessage(axiosFailure(409, null))).toBe(processed);
  });

  it('answers any other failure with the generic alert', () => {
    const other = 'An error occurred while creating the application. Please try again.';
    expect(inviteFailureMessage(axiosFailure(400, { reason: 'ALREADY_INVITED' }))).toBe(other);
    expect(inviteFailureMessage(axiosFailure(500))).toBe(other);
    expect(inviteFailureMessage(new AxiosError('Network Error'))).toBe(other);
    expect(inviteFailureMessage(new Error('boom'))).toBe(other);
  });
});

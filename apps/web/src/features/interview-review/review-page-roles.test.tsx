import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InterviewDetail, MeResponse, Role } from '@vi/contracts';
import { describe, expect, it } from 'vitest';
import { makeInterview, makeResponse } from '../../test/recruiter/interview-factories';
import { makeQuestionnaire, mockApi, RECRUITER, renderWithProviders, scaled } from '../../testing';
import { ReviewPage } from './review-page';

/** A pending interview (so the invitation can be acted on) of a host-platform token user with `role`. */
function renderAs(role: Role, contact: { email: string; phone: string | null }) {
  const me: MeResponse = {
    userId: RECRUITER.userId,
    companyId: RECRUITER.companyId,
    expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
    user: null,
    companyName: 'Acme',
    role,
  };
  mockApi('get', '/auth/me', me);
  const interview: InterviewDetail = {
    ...makeInterview(1, {
      status: 'Incomplete',
      applicantEmail: contact.email,
      applicantPhone: contact.phone,
      responses: [makeResponse()],
    }),
    rating: { average: null, count: 0 },
    reviews: [],
    criteria: [],
  };
  mockApi('get', '/interviews/:id', interview);
  mockApi('get', `/company/${RECRUITER.companyId}/interviews`, {
    data: [interview],
    total: 1,
    page: 1,
    limit: 20,
  });
  mockApi('get', '/interviews/:id/notes', { data: [] });
  mockApi('get', '/interviews/:id/activity', { data: [], total: 0, page: 1, limit: 100 });
  const questionnaire = mockApi('get', '/questionnaire/:id', makeQuestionnaire());
  renderWithProviders(<ReviewPage />, {
    path: '/recruiter/interviews/:interviewId',
    route: `/recruiter/interviews/${interview.id}`,
    identity: RECRUITER,
  });
  return { questionnaire };
}

describe('the review screen by role', { timeout: scaled(20_000) }, () => {
  it('offers a recruiter the stage, the invitation and erasure', async () => {
    renderAs('recruiter', { email: 'applicant1@example.test', phone: '+44 7700 900123' });
    expect(await screen.findByRole('combobox', { name: 'Stage' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'Extend deadline' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'Erase candidate data…' })).toBeDefined();
    expect(screen.getByRole('link', { name: 'applicant1@example.test' })).toBeDefined();
  });

  it('lets a reviewer (role from /auth/me) rate and note, but not move the stage, act on the invitation or erase', async () => {
    // The server withholds contact details from a reviewer without the grant: an empty email, no phone.
    const { questionnaire } = renderAs('reviewer', { email: '', phone: null });
    expect(await screen.findByText('New', { selector: 'p' })).toBeDefined();
    expect(screen.queryByRole('combobox', { name: 'Stage' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Extend deadline' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Resend invitation' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Erase candidate data…' })).toBeNull();
    expect(screen.queryByText('Email')).toBeNull();
    expect(screen.getByLabelText('New note')).toBeDefined();
    // S would move the stage: for a reviewer it sends nothing (an unexpected PATCH would fail the test).
    await userEvent.setup().keyboard('s');
    // The questionnaire is a recruiter's (the server refuses it): the answers carry the question texts.
    expect(questionnaire.calls).toHaveLength(0);
  });
});

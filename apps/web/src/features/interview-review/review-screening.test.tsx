import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InterviewDetail, MeResponse } from '@vi/contracts';
import { describe, expect, it, vi } from 'vitest';
import { makeInterview, makeResponse } from '../../test/recruiter/interview-factories';
import { makeQuestionnaire, mockApi, RECRUITER, renderWithProviders, scaled } from '../../testing';
import { ReviewPage } from './review-page';

vi.mock('react-toastify', () => ({ toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }) }));

const noMedia = { videoUrl: null, audioUrl: null, thumbnailUrl: null, duration: null };
const unavailable = { status: 'unavailable' as const, text: null, segments: [] };

function interviewWith(overrides: Partial<InterviewDetail> = {}): InterviewDetail {
  return {
    ...makeInterview(1, {
      status: 'Completed',
      responses: [
        makeResponse({ questionId: 'question-1', type: 'Text' }),
        makeResponse({
          ...noMedia,
          questionId: 'question-2',
          questionText: 'May you work in Norway?',
          type: 'Select',
          optionIds: ['option-2'],
          labels: ['No'],
          skipped: false,
          transcription: unavailable,
        }),
        makeResponse({
          ...noMedia,
          questionId: 'question-3',
          questionText: 'Which shifts suit you?',
          type: 'Multiselect',
          optionIds: ['option-1', 'option-3'],
          labels: ['Early', 'Night'],
          skipped: false,
          transcription: unavailable,
        }),
        makeResponse({
          ...noMedia,
          questionId: 'question-4',
          questionText: 'Anything to add?',
          type: 'Written',
          text: 'Forklift licence since 2019',
          skipped: false,
          transcription: unavailable,
        }),
        makeResponse({
          ...noMedia,
          questionId: 'question-5',
          questionText: 'A link to your portfolio?',
          type: 'Written',
          skipped: true,
          transcription: unavailable,
        }),
      ],
      screening: {
        meetsRequirements: false,
        knockouts: [{ questionId: 'question-2', optionId: 'option-2', label: 'No' }],
        override: null,
      },
    }),
    rating: { average: null, count: 0 },
    reviews: [],
    criteria: [],
    ...overrides,
  };
}

function renderReview(interview: InterviewDetail) {
  const me: MeResponse = {
    userId: RECRUITER.userId,
    companyId: RECRUITER.companyId,
    expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
    user: null,
    companyName: 'Acme',
    role: 'recruiter',
  };
  mockApi('get', '/auth/me', me);
  mockApi('get', '/interviews/:id', interview);
  mockApi('get', `/company/${RECRUITER.companyId}/interviews`, {
    data: [interview],
    total: 1,
    page: 1,
    limit: 20,
  });
  mockApi('get', '/interviews/:id/notes', { data: [] });
  mockApi('get', '/interviews/:id/activity', { data: [], total: 0, page: 1, limit: 100 });
  mockApi('get', '/questionnaire/:id', makeQuestionnaire());
  renderWithProviders(<ReviewPage />, {
    path: '/recruiter/interviews/:interviewId',
    route: `/recruiter/interviews/${interview.id}`,
    identity: RECRUITER,
  });
}

describe('answers that are not recordings, and screening, in the review', { timeout: scaled(30_000) }, () => {
  it('shows chosen labels, the written text and a skip, and which knockout was hit', async () => {
    renderReview(interviewWith());
    const screening = await screen.findByRole('region', { name: 'Screening' });
    expect(within(screening).getByText('Does not meet requirements')).toBeTruthy();
    expect(within(screening).getByText('May you work in Norway? — answered “No”')).toBeTruthy();
    expect(within(screening).getByText('Nothing has been rejected automatically: you decide.')).toBeTruthy();
    expect(screen.getByText('Early')).toBeTruthy();
    expect(screen.getByText('Night')).toBeTruthy();
    expect(screen.getByText('Forklift licence since 2019')).toBeTruthy();
    expect(screen.getByText('Skipped by the applicant')).toBeTruthy();
  });

  it('confirms a rejection only after the dialog, and sends it once', async () => {
    const user = userEvent.setup();
    const interview = interviewWith();
    renderReview(interview);
    const confirm = mockApi('post', '/interviews/:id/screening/confirm', () => {
      // What the server then reads back: the interview moved to Rejected by the person's decision.
      mockApi('get', '/interviews/:id', { ...interview, stage: 'rejected' });
      return { id: interview.id, stage: 'rejected', screening: interview.screening };
    });
    await user.click(await screen.findByRole('button', { name: 'Confirm rejection' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm rejection?' });
    expect(confirm.calls).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm rejection' }));
    await waitFor(() => expect(confirm.calls).toHaveLength(1));
    await waitFor(() => expect(screen.getByText('Rejected.')).toBeTruthy());
    expect(screen.queryByRole('button', { name: 'Override' })).toBeNull();
  });

  it('Cancel leaves the interview as it was', async () => {
    const user = userEvent.setup();
    renderReview(interviewWith());
    const override = mockApi('post', '/interviews/:id/screening/override', {});
    await user.click(await screen.findByRole('button', { name: 'Override' }));
    const dialog = await screen.findByRole('dialog', { name: 'Keep this applicant?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(override.calls).toHaveLength(0);
  });
});

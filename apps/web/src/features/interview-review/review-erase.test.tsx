import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  resolveInterviewSettings,
  type Deletion,
  type Interview,
  type InterviewDetail,
  type Questionnaire,
  type Review,
} from '@vi/contracts';
import { toast } from 'react-toastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  apiError,
  expectNoRequests,
  mockApi,
  renderWithProviders,
  type ApiResponse,
  type MockedEndpoint,
  mockToasts,
} from '../../testing';
import { makeInterview, makeResponse } from '../../test/recruiter/interview-factories';
import { ReviewPage } from './review-page';

mockToasts();

/** GET /interviews/{id}: the review screen's interview. */
const mockInterview = (answer: ApiResponse) => mockApi('get', '/interviews/:id', answer);
/** DELETE /interviews/{id}: the erasure. */
let erase: MockedEndpoint;
const mockErase = (answer: ApiResponse) => (erase = mockApi('delete', '/interviews/:id', answer));
/** The server's refusal, as the API's error body. */
const refusal = (status: number, message: string) =>
  apiError(status, { statusCode: status, error: 'Error', message });

const QUESTIONNAIRE: Questionnaire = {
  questionnaireId: 'q-1',
  id: 'q-1',
  questionnaireName: 'Q',
  companyId: 1,
  userId: 1,
  contentType: 'Video',
  language: 'en',
  active: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  createdBy: null,
  settings: resolveInterviewSettings(),
  criteria: [],
  questions: [
    {
      questionId: 'question-1',
      questionText: 'Tell us about yourself.',
      text: 'Tell us about yourself.',
      required: true,
      type: 'Text',
      options: null,
    },
  ],
  questionCount: 1,
  activeJobCount: 0,
};

const MY_REVIEW: Review = {
  id: 'r-1',
  kind: 'recruiter',
  reviewerName: 'Rita Recruiter',
  reviewerUserId: 1,
  shareLinkId: null,
  isMine: true,
  overall: 4,
  recommendation: 'yes',
  comment: null,
  ratings: [{ questionId: 'question-1', stars: 4 }],
  criteria: [],
  createdAt: '2026-03-04T12:00:00.000Z',
  updatedAt: '2026-03-04T12:00:00.000Z',
};

const ERASED: Deletion = {
  deletedAt: new Date(2027, 4, 20, 9).toISOString(),
  reason: 'recruiter_request',
  retentionDays: null,
};

/** What the server keeps of an erased interview: no name, contact details, media or transcript. */
function tombstoneOf(interview: InterviewDetail, deletion: Deletion): InterviewDetail {
  return {
    ...interview,
    applicantName: '',
    applicantEmail: '',
    applicantPhone: null,
    thumbnailUrl: null,
    hasResume: false,
    resumeUrl: null,
    responses: [
      makeResponse({
        videoUrl: null,
        audioUrl: null,
        thumbnailUrl: null,
        transcription: { status: 'unavailable', text: null, segments: [] },
      }),
    ],
    deletion,
  };
}

function detail(overrides: Partial<Interview> = {}): InterviewDetail {
  return {
    ...makeInterview(1, {
      applicantName: 'Ada Lovelace',
      applicantEmail: 'ada@example.test',
      hasResume: true,
      resumeUrl: '/api/v1/interviews/x/resume',
      stage: 'shortlisted',
      rating: { average: 4, count: 1 },
      ...overrides,
    }),
    reviews: [MY_REVIEW],
    criteria: [],
  };
}

function renderReview(interview: InterviewDetail) {
  mockInterview(interview);
  mockApi('get', '/company/1/interviews', { data: [interview], total: 1, page: 1, limit: 20 });
  renderWithProviders(<ReviewPage />, {
    path: '/recruiter/interviews/:interviewId',
    route: `/recruiter/interviews/${interview.id}`,
  });
  return userEvent.setup();
}

beforeEach(() => {
  mockApi('get', '/questionnaire/:id', QUESTIONNAIRE);
  mockApi('get', '/interviews/:id/notes', { data: [] });
  mockApi('get', '/interviews/:id/activity', { data: [], total: 0, page: 1, limit: 100 });
  mockErase({ erased: true, deletion: ERASED });
});
afterEach(() => {
  vi.clearAllMocks();
});

describe('Review screen: an erased interview', () => {
  it('shows the tombstone instead of name, contact details, resume and players; stage and stars stay', async () => {
    renderReview(tombstoneOf(detail(), { ...ERASED, reason: 'retention', retentionDays: 180 }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Deleted candidate' })).toBeTruthy();
    expect(screen.getByText('Deleted on 05/20/2027 under the 180-day retention rule')).toBeTruthy();
    expect(screen.getByText(/recordings, transcripts, resume and contact details are gone/)).toBeTruthy();
    expect(screen.queryByText('Email')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Download resume' })).toBeNull();
    expect(document.querySelector('video, audio')).toBeNull();
    expect(
      await screen.findByText('Deleted with the candidate’s data: no recording or transcript is kept.'),
    ).toBeTruthy();
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Stage' }).value).toBe('shortlisted');
    const stars = screen.getByRole('group', { name: 'Your rating of answer 1' });
    expect(within(stars).getByRole<HTMLInputElement>('radio', { name: /4/ }).checked).toBe(true);
    // Nothing left to erase.
    expect(screen.queryByRole('button', { name: 'Erase candidate data…' })).toBeNull();
  });

  it('keeps the given stars (shown, not changeable) when the server lists no answers any more', async () => {
    renderReview({ ...tombstoneOf(detail(), ERASED), responses: [] });
    expect(
      await screen.findByText('Deleted with the candidate’s data: no recording or transcript is kept.'),
    ).toBeTruthy();
    expect(screen.queryByText('Not answered')).toBeNull();
    const stars = screen.getByRole('group', { name: 'Your rating of answer 1' });
    expect(within(stars).getByRole<HTMLInputElement>('radio', { name: /4/ }).checked).toBe(true);
    // Disabled through its fieldset: the radios cannot be changed.
    expect(within(stars).getByRole('radio', { name: /4/ }).matches(':disabled')).toBe(true);
  });

  it('names who erased it: the applicant, or the team', async () => {
    renderReview(tombstoneOf(detail(), { ...ERASED, reason: 'applicant_request' }));
    expect(await screen.findByText("Erased on 05/20/2027 at the applicant's request")).toBeTruthy();
  });
});

describe('Review screen: erasing the candidate’s data', () => {
  it('asks for ERASE in a real dialog, erases, and shows the tombstone with focus on it', async () => {
    const intact = detail();
    const user = renderReview(intact);
    const open = await screen.findByRole('button', { name: 'Erase candidate data…' });
    expect(screen.getByRole('heading', { level: 2, name: 'Ada Lovelace' })).toBeTruthy();
    await user.click(open);
    const dialog = await screen.findByRole('dialog', { name: 'Erase candidate data' });
    expect(dialog.textContent).toContain(
      'Ada Lovelace’s recordings, transcripts, resume and contact details',
    );
    expect(dialog.textContent).toContain('This cannot be undone.');
    const confirm = within(dialog).getByRole('textbox', { name: 'Type ERASE to confirm' });
    await waitFor(() => expect(document.activeElement).toBe(confirm));

    await user.type(confirm, 'erase');
    await user.click(within(dialog).getByRole('button', { name: 'Erase candidate data' }));
    expect(within(dialog).getByText('Type ERASE (or the applicant’s name) exactly to confirm')).toBeTruthy();
    expect(confirm.getAttribute('aria-invalid')).toBe('true');
    await expectNoRequests(erase);

    mockInterview(tombstoneOf(intact, ERASED));
    await user.clear(confirm);
    await user.type(confirm, 'ERASE');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(erase.calls.map((call) => call.path)).toEqual([`/interviews/${intact.id}`]));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('The candidate’s data was erased.'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const tombstone = screen.getByText('Erased on 05/20/2027 by your team').parentElement;
    await waitFor(() => expect(document.activeElement).toBe(tombstone));
    expect(screen.getByRole('heading', { level: 2, name: 'Deleted candidate' })).toBeTruthy();
    expect(screen.queryByText('Ada Lovelace')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Erase candidate data…' })).toBeNull();
  });

  it('takes the applicant’s name too, and shows a refusal inside the dialog', async () => {
    const user = renderReview(detail());
    await user.click(await screen.findByRole('button', { name: 'Erase candidate data…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Erase candidate data' });
    mockErase(refusal(403, 'You may not erase this interview.'));
    await user.type(within(dialog).getByRole('textbox', { name: 'Type ERASE to confirm' }), 'ada lovelace');
    await user.click(within(dialog).getByRole('button', { name: 'Erase candidate data' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('You may not erase this interview.');
    expect(screen.getByRole('dialog', { name: 'Erase candidate data' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Ada Lovelace' })).toBeTruthy();
  });

  it('closes on Escape without erasing, focus back on the button', async () => {
    const user = renderReview(detail());
    const open = await screen.findByRole('button', { name: 'Erase candidate data…' });
    await user.click(open);
    await screen.findByRole('dialog', { name: 'Erase candidate data' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(open));
    await expectNoRequests(erase);
  });
});

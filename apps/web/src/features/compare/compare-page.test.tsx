import { screen, within } from '@testing-library/react';
import type { InterviewDetail, Review } from '@vi/contracts';
import { describe, expect, it } from 'vitest';
import { apiError, expectNoRequests, mockApi, renderWithProviders } from '../../testing';
import { makeInterview, makeResponse } from '../../test/recruiter/interview-factories';
import { ComparePage } from './compare-page';

function review(name: string, overall: number, stars: number): Review {
  return {
    id: `r-${name}`,
    kind: 'recruiter',
    reviewerName: name,
    reviewerUserId: 1,
    shareLinkId: null,
    isMine: false,
    overall,
    recommendation: 'yes',
    comment: null,
    ratings: [{ questionId: 'question-1', stars }],
    criteria: [],
    createdAt: '2026-03-04T12:00:00.000Z',
    updatedAt: '2026-03-04T12:00:00.000Z',
  };
}

function detail(n: number, overrides: Partial<InterviewDetail> = {}): InterviewDetail {
  return { ...makeInterview(n), reviews: [], criteria: [], ...overrides };
}

const QUESTIONNAIRE = {
  questionnaireId: 'q-1',
  questions: [
    { questionId: 'question-1', questionText: 'Tell us about yourself.' },
    { questionId: 'question-2', questionText: 'Why us?' },
  ],
};

/** The interviews by id and questionnaire q-1; anything else is a 404, as the server answers it. */
function serve(details: InterviewDetail[]) {
  mockApi('get', '/interviews/:id', ({ params }) => details.find((d) => d.id === params.id) ?? apiError(404));
  mockApi('get', '/questionnaire/:id', ({ params }) => (params.id === 'q-1' ? QUESTIONNAIRE : apiError(404)));
}

function renderCompare(ids: string[]) {
  return renderWithProviders(<ComparePage />, {
    path: '/recruiter/compare',
    route: `/recruiter/compare?ids=${ids.join(',')}`,
  });
}

describe('ComparePage', () => {
  it('shows the candidates side by side, question by question, with each reviewer’s stars', async () => {
    const ada = detail(1, {
      applicantName: 'Ada Byron',
      rating: { average: 4, count: 1 },
      reviews: [review('Rita Recruiter', 4, 5)],
    });
    const mary = detail(2, {
      applicantName: 'Mary Jackson',
      responses: [makeResponse(), makeResponse({ questionId: 'question-2', questionText: 'Why us?' })],
    });
    serve([ada, mary]);
    renderCompare([ada.id, mary.id]);

    const first = await screen.findByRole('heading', { name: 'Question 1 of 2: Tell us about yourself.' });
    const adaAnswer = screen.getByRole('region', { name: 'Ada Byron, answer to question 1' });
    expect(within(adaAnswer).getByRole('group', { name: 'Answer to question 1' })).toBeTruthy();
    expect(within(adaAnswer).getByText('I build robots.')).toBeTruthy();
    expect(within(adaAnswer).getByText('Rita Recruiter').parentElement?.textContent).toContain(
      '5 of 5 stars',
    );
    const maryAnswer = screen.getByRole('region', { name: 'Mary Jackson, answer to question 1' });
    expect(within(maryAnswer).getByText('No stars for this answer yet.')).toBeTruthy();
    expect(first).toBeTruthy();

    // Question 2: Ada did not answer it, Mary did.
    expect(
      within(screen.getByRole('region', { name: 'Ada Byron, answer to question 2' })).getByText(
        'Not answered',
      ),
    ).toBeTruthy();
    const candidates = screen.getByRole('region', { name: 'Candidates' });
    expect(within(candidates).getByRole('link', { name: 'Ada Byron' }).getAttribute('href')).toBe(
      `/recruiter/interviews/${ada.id}`,
    );
    const ritaReview = within(candidates).getAllByText('Rita Recruiter')[0]?.parentElement;
    expect(ritaReview?.textContent).toContain('Overall');
    expect(ritaReview?.textContent).toContain('4 of 5 stars');
    expect(ritaReview?.textContent).toContain('Yes');
  });

  it('shows an erased candidate’s tombstone instead of name and players, reviewers’ stars kept', async () => {
    const ada = detail(1, { applicantName: 'Ada Byron' });
    const erased = detail(2, {
      applicantName: '',
      applicantEmail: '',
      // The server lists no answers of an erased interview; the reviewers' stars stay.
      responses: [],
      reviews: [review('Rita Recruiter', 3, 2)],
      deletion: {
        deletedAt: new Date(2027, 4, 20, 9).toISOString(),
        reason: 'applicant_request',
        retentionDays: null,
      },
    });
    serve([ada, erased]);
    renderCompare([ada.id, erased.id]);
    const answer = await screen.findByRole('region', { name: 'Deleted candidate, answer to question 1' });
    expect(
      within(answer).getByText('Deleted with the candidate’s data: no recording or transcript is kept.'),
    ).toBeTruthy();
    expect(within(answer).queryByText('Not answered')).toBeNull();
    expect(within(answer).queryByRole('group', { name: 'Answer to question 1' })).toBeNull();
    expect(within(answer).getByText('Rita Recruiter').parentElement?.textContent).toContain('2 of 5 stars');
    const candidates = screen.getByRole('region', { name: 'Candidates' });
    expect(within(candidates).getByRole('link', { name: 'Deleted candidate' })).toBeTruthy();
    expect(candidates.textContent).toContain("Erased on 05/20/2027 at the applicant's request");
    // The other candidate's player is untouched.
    const adaAnswer = screen.getByRole('region', { name: 'Ada Byron, answer to question 1' });
    expect(within(adaAnswer).getByRole('group', { name: 'Answer to question 1' })).toBeTruthy();
  });

  it('shows a choice as its chosen labels, a written answer as its text and a skip, with no player', async () => {
    const noMedia = { videoUrl: null, audioUrl: null, thumbnailUrl: null, duration: null };
    const unavailable = { status: 'unavailable' as const, text: null, segments: [] };
    const ada = detail(1, {
      applicantName: 'Ada Byron',
      responses: [
        makeResponse({
          ...noMedia,
          type: 'Multiselect',
          optionIds: ['option-1', 'option-3'],
          labels: ['Early', 'Night'],
          skipped: false,
          transcription: unavailable,
        }),
        makeResponse({
          ...noMedia,
          questionId: 'question-2',
          questionText: 'Why us?',
          type: 'Written',
          text: 'Forklift licence since 2019',
          skipped: false,
          transcription: unavailable,
        }),
      ],
    });
    const mary = detail(2, {
      applicantName: 'Mary Jackson',
      responses: [
        makeResponse({
          ...noMedia,
          type: 'Multiselect',
          optionIds: ['option-2'],
          labels: ['Late'],
          skipped: false,
          transcription: unavailable,
        }),
        makeResponse({
          ...noMedia,
          questionId: 'question-2',
          questionText: 'Why us?',
          type: 'Written',
          skipped: true,
          transcription: unavailable,
        }),
      ],
    });
    serve([ada, mary]);
    renderCompare([ada.id, mary.id]);

    const adaChoice = await screen.findByRole('region', { name: 'Ada Byron, answer to question 1' });
    const labels = within(within(adaChoice).getByRole('list')).getAllByRole('listitem');
    expect(labels.map((item) => item.textContent)).toEqual(['Early', 'Night']);
    expect(within(adaChoice).queryByRole('group', { name: 'Answer to question 1' })).toBeNull();
    const maryChoice = screen.getByRole('region', { name: 'Mary Jackson, answer to question 1' });
    expect(within(maryChoice).getByRole('listitem').textContent).toBe('Late');

    const adaWritten = screen.getByRole('region', { name: 'Ada Byron, answer to question 2' });
    expect(within(adaWritten).getByText('Forklift licence since 2019')).toBeTruthy();
    expect(within(adaWritten).queryByRole('group', { name: 'Answer to question 2' })).toBeNull();
    const marySkip = screen.getByRole('region', { name: 'Mary Jackson, answer to question 2' });
    expect(within(marySkip).getByText('Skipped by the applicant')).toBeTruthy();
    expect(within(marySkip).queryByText('Not answered')).toBeNull();
  });

  it('refuses interviews of different questionnaires and more than four', async () => {
    const ada = detail(1);
    const grace = detail(2, { questionnaireId: 'q-2' });
    serve([ada, grace]);
    const view = renderCompare([ada.id, grace.id]);
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Only interviews of the same questionnaire can be compared',
    );
    view.unmount();

    const askedForA = mockApi('get', '/interviews/a', apiError(404));
    renderCompare(['a', 'b', 'c', 'd', 'e']);
    expect(screen.getByRole('alert').textContent).toContain('At most 4 interviews can be compared at once');
    // Nothing is asked for what cannot be compared.
    await expectNoRequests(askedForA);
  });
});

import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Interview, InterviewDetail, InterviewStage, Note, Review, ReviewBody } from '@vi/contracts';
import { useLocation } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeInterview, makeResponse } from '../../test/recruiter/interview-factories';
import {
  apiError,
  makeQuestionnaire,
  mockApi,
  RECRUITER,
  renderWithProviders,
  scaled,
  type MockedEndpoint,
} from '../../testing';
import { ReviewPage, TRANSCRIPT_POLL_MS } from './review-page';

/*
 * jsdom has no media pipeline: a fake element state (time, paused, rate) behind the real element's
 * properties, so the screen's seeking and playing can be observed.
 */
type FakeState = { time: number; paused: boolean };
const states = new WeakMap<HTMLMediaElement, FakeState>();
const state = (media: HTMLMediaElement): FakeState => {
  let s = states.get(media);
  if (!s) {
    s = { time: 0, paused: true };
    states.set(media, s);
  }
  return s;
};
const saved = new Map<string, PropertyDescriptor | undefined>();
const fakes: Record<string, PropertyDescriptor> = {
  currentTime: {
    configurable: true,
    get(this: HTMLMediaElement) {
      return state(this).time;
    },
    set(this: HTMLMediaElement, value: number) {
      state(this).time = value;
    },
  },
  duration: { configurable: true, get: () => 12 },
  paused: {
    configurable: true,
    get(this: HTMLMediaElement) {
      return state(this).paused;
    },
  },
  play: {
    configurable: true,
    value: vi.fn(function (this: HTMLMediaElement) {
      state(this).paused = false;
      this.dispatchEvent(new Event('play'));
      return Promise.resolve();
    }),
  },
  pause: {
    configurable: true,
    value: vi.fn(function (this: HTMLMediaElement) {
      state(this).paused = true;
    }),
  },
};

beforeAll(() => {
  for (const [name, descriptor] of Object.entries(fakes)) {
    saved.set(name, Object.getOwnPropertyDescriptor(HTMLMediaElement.prototype, name));
    Object.defineProperty(HTMLMediaElement.prototype, name, descriptor);
  }
});
afterAll(() => {
  for (const [name, descriptor] of saved) {
    if (descriptor) Object.defineProperty(HTMLMediaElement.prototype, name, descriptor);
  }
});
afterEach(() => {
  vi.useRealTimers();
});

/** GET /questionnaire/{id}: the interview's questionnaire, with these questions (a later call wins). */
function answerQuestions(ids: string[]) {
  const questions = ids.map((questionId, i) => ({
    questionId,
    questionText: `Question text ${i + 1}`,
    text: `Question text ${i + 1}`,
    required: true,
    type: 'Text' as const,
    options: null,
  }));
  mockApi('get', '/questionnaire/:id', makeQuestionnaire({ questions, questionCount: ids.length }));
}

/** GET /interviews/{id}: a later call wins, so a test can change the interview halfway. */
let detail: MockedEndpoint;
const answerInterview = (interview: Interview) => (detail = mockApi('get', '/interviews/:id', interview));

/** GET /company/{id}/interviews: the list Previous/Next walks. */
let list: MockedEndpoint;
/** GET /interviews/{id}/notes. */
let notes: MockedEndpoint;

beforeEach(() => {
  answerQuestions(['question-1']);
  notes = mockApi('get', '/interviews/:id/notes', { data: [] });
  mockApi('get', '/interviews/:id/activity', { data: [], total: 0, page: 1, limit: 100 });
});

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.search}</output>;
}

/** The review screen of `interview`, the company's list being `interviews`; any other id is a 404. */
function renderReview(interview: Interview, interviews: Interview[] = [interview], path?: string) {
  detail = mockApi('get', '/interviews/:id', ({ params }) => {
    const found =
      interviews.find((i) => i.id === params['id']) ??
      (params['id'] === interview.id ? interview : undefined);
    return found ?? apiError(404, {});
  });
  list = mockApi('get', `/company/${RECRUITER.companyId}/interviews`, {
    data: interviews,
    total: interviews.length,
    page: 1,
    limit: 20,
  });
  return renderWithProviders(
    <>
      <ReviewPage />
      <Where />
    </>,
    {
      path: '/recruiter/interviews/:interviewId',
      route: path ?? `/recruiter/interviews/${interview.id}`,
      identity: RECRUITER,
    },
  );
}

describe('ReviewPage', () => {
  it('shows the applicant, the job, the date, the status and the resume link', async () => {
    const interview = makeInterview(1, {
      applicantName: 'Ada Lovelace',
      applicantEmail: 'ada@example.test',
      applicantPhone: '555-0100',
      dateApplied: new Date(2026, 10, 2, 9).toISOString(),
      hasResume: true,
      resumeUrl: '/api/v1/interviews/x/resume',
    });
    renderReview(interview);
    expect(await screen.findByRole('heading', { level: 2, name: 'Ada Lovelace' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'ada@example.test' }).getAttribute('href')).toBe(
      'mailto:ada@example.test',
    );
    expect(screen.getByRole('link', { name: '555-0100' })).toBeTruthy();
    expect(screen.getByText('Job 1')).toBeTruthy();
    expect(screen.getByText('11/02/2026')).toBeTruthy();
    expect(screen.getByText('Completed')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Download resume' }).getAttribute('href')).toBe(
      '/api/v1/interviews/x/resume',
    );
    expect(screen.getByRole('link', { name: /Back to interviews/ }).getAttribute('href')).toBe(
      '/recruiter?tab=interviews',
    );
  });

  it('lists every question in order with its player, and Not answered where there is no answer', async () => {
    answerQuestions(['question-1', 'question-2', 'question-3']);
    const interview = makeInterview(1, {
      resumeUrl: null,
      responses: [
        makeResponse({ questionId: 'question-3', questionText: 'Asked three' }),
        makeResponse({ questionId: 'question-1', questionText: 'Asked one', videoUrl: null }),
        // Its question was removed from the questionnaire after the applicant answered it.
        makeResponse({ questionId: 'question-9', questionText: 'Asked before an edit' }),
      ],
    });
    const { container } = renderReview(interview);
    await screen.findByText('Not answered');
    const questions = within(container.querySelector('.review__questions') as HTMLElement).getAllByRole(
      'heading',
      { level: 3 },
    );
    expect(questions.map((h) => h.textContent)).toEqual([
      'Asked one',
      'Question text 2',
      'Asked three',
      'Asked before an edit',
    ]);
    expect(screen.getByText('Question 2 of 4')).toBeTruthy();
    expect(container.querySelectorAll('audio')).toHaveLength(1);
    expect(container.querySelector('audio')?.getAttribute('src')).toBe(
      '/api/v1/media/answers/question-1/audio',
    );
    expect(container.querySelector('video')?.getAttribute('src')).toBe(
      '/api/v1/media/answers/question-3/video',
    );
    expect(screen.queryByRole('link', { name: 'Download resume' })).toBeNull();
  });

  it('shows the transcript status honestly', async () => {
    answerQuestions(['question-1', 'question-2']);
    renderReview(
      makeInterview(1, {
        responses: [
          makeResponse({ transcription: { status: 'failed', text: null, segments: [] } }),
          makeResponse({
            questionId: 'question-2',
            transcription: { status: 'unavailable', text: null, segments: [] },
          }),
        ],
      }),
    );
    await waitFor(() => expect(screen.getAllByText('Transcript unavailable')).toHaveLength(2));
    expect(screen.queryByText('Transcription in progress…')).toBeNull();
  });

  it('says why a transcript is unavailable: a language the engines here do not know', async () => {
    answerQuestions(['question-1']);
    const reason = 'not in English, and the built-in engines transcribe English only';
    renderReview(
      makeInterview(1, {
        responses: [
          makeResponse({
            transcription: { status: 'unavailable', text: null, segments: [], language: 'es', reason },
          }),
        ],
      }),
    );
    expect(
      await screen.findByText('Not in English, and the built-in engines transcribe English only.'),
    ).toBeTruthy();
    expect(screen.getByText('Transcript unavailable')).toBeTruthy();
    // The answer's language is named, in the interface's language, since it is not the interface's.
    expect(screen.getByText('Language: Spanish')).toBeTruthy();
  });

  it('polls while a transcript is pending and shows it once done', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const pending = makeInterview(1, {
      responses: [makeResponse({ transcription: { status: 'pending', text: null, segments: [] } })],
    });
    renderReview(pending);
    expect(await screen.findByText('Transcription in progress…')).toBeTruthy();
    expect(detail.calls).toHaveLength(1);
    const done = answerInterview(makeInterview(1));
    await act(() => vi.advanceTimersByTimeAsync(TRANSCRIPT_POLL_MS + 50));
    expect(await screen.findByRole('button', { name: /My name is Ada/ })).toBeTruthy();
    expect(screen.queryByText('Transcription in progress…')).toBeNull();
    const calls = done.calls.length;
    await act(() => vi.advanceTimersByTimeAsync(TRANSCRIPT_POLL_MS * 2));
    // Done: no more polling.
    expect(done.calls.length).toBe(calls);
  });

  it('shows Processing… in place of the player until the media is made, then the player', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const processing = makeInterview(1, {
      responses: [
        makeResponse({
          mediaStatus: 'processing',
          videoUrl: null,
          audioUrl: null,
          thumbnailUrl: null,
          duration: null,
          // No consent: only the media is awaited, and the screen still asks again.
          transcription: { status: 'unavailable', text: null, segments: [] },
        }),
      ],
    });
    renderReview(processing);
    const notice = await screen.findByText('Processing…');
    expect(notice.closest('[role="status"]')).not.toBeNull();
    expect(document.querySelector('video')).toBeNull();
    answerInterview(makeInterview(1));
    await act(() => vi.advanceTimersByTimeAsync(TRANSCRIPT_POLL_MS + 50));
    await waitFor(() => expect(document.querySelector('video')).not.toBeNull());
    expect(screen.queryByText('Processing…')).toBeNull();
  });

  it('says why an answer could not be processed', async () => {
    const failed = makeInterview(1, {
      responses: [
        makeResponse({
          mediaStatus: 'failed',
          mediaError: 'The recording could not be read as audio or video.',
          videoUrl: null,
          audioUrl: null,
          thumbnailUrl: null,
        }),
      ],
    });
    renderReview(failed);
    expect(
      await screen.findByText(
        'This answer could not be processed: The recording could not be read as audio or video. The applicant is asked to record it again.',
      ),
    ).toBeTruthy();
    expect(document.querySelector('video')).toBeNull();
  });

  it('seeks and plays from a transcript line (click or Enter) and marks the spoken line', async () => {
    const played = mockApi('post', '/media/answers/:answerId/played', undefined);
    const { container } = renderReview(makeInterview(1));
    const line = await screen.findByRole('button', { name: /I build robots/ });
    const video = container.querySelector('video') as HTMLVideoElement;
    expect(line.getAttribute('aria-current')).toBeNull();

    const user = userEvent.setup();
    await user.click(line);
    expect(video.currentTime).toBe(3);
    expect(video.paused).toBe(false);
    expect(line.getAttribute('aria-current')).toBe('true');
    // Playback started, so the audit log hears of it: once per answer in this page's life.
    await waitFor(() => expect(played.calls).toHaveLength(1));
    expect(played.last()?.body).toEqual({ kind: 'video' });

    const last = screen.getByRole('button', { name: /hard problems/ });
    last.focus();
    await user.keyboard('{Enter}');
    expect(video.currentTime).toBe(7.25);
    expect(last.getAttribute('aria-current')).toBe('true');
    expect(line.getAttribute('aria-current')).toBeNull();

    // Playing on: the highlight follows the media's time.
    video.currentTime = 1;
    fireEvent.timeUpdate(video);
    expect(screen.getByRole('button', { name: /My name is Ada/ }).getAttribute('aria-current')).toBe('true');
  });

  it('plays, pauses and seeks 5 s with the keyboard on the player region only', async () => {
    // The play report, which the previous test may already have sent for this answer in this page's life.
    mockApi('post', '/media/answers/:answerId/played', undefined);
    const { container } = renderReview(makeInterview(1));
    const region = await screen.findByRole('group', { name: 'Answer to question 1' });
    const video = container.querySelector('video') as HTMLVideoElement;
    const user = userEvent.setup();
    region.focus();
    await user.keyboard(' ');
    expect(video.paused).toBe(false);
    await user.keyboard(' ');
    expect(video.paused).toBe(true);
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(video.currentTime).toBe(10);
    await user.keyboard('{ArrowRight}');
    expect(video.currentTime).toBe(12);
    await user.keyboard('{ArrowLeft}');
    expect(video.currentTime).toBe(7);

    // Keys on the speed list are the list's own.
    const speed = within(region).getByLabelText('Playback speed');
    fireEvent.keyDown(speed, { key: 'ArrowRight' });
    fireEvent.keyDown(speed, { key: ' ' });
    expect(video.currentTime).toBe(7);
    expect(video.paused).toBe(true);
  });

  it('sets the playback speed for every answer', async () => {
    answerQuestions(['question-1', 'question-2']);
    const { container } = renderReview(
      makeInterview(1, {
        responses: [makeResponse(), makeResponse({ questionId: 'question-2', videoUrl: null })],
      }),
    );
    const [first] = await screen.findAllByLabelText('Playback speed');
    const user = userEvent.setup();
    await user.selectOptions(first!, '1.5');
    const media = Array.from(container.querySelectorAll<HTMLMediaElement>('video, audio'));
    expect(media).toHaveLength(2);
    expect(media.map((m) => m.playbackRate)).toEqual([1.5, 1.5]);
    expect(screen.getAllByLabelText<HTMLSelectElement>('Playback speed').map((s) => s.value)).toEqual([
      '1.5',
      '1.5',
    ]);
  });

  it('steps to the previous and next interview of the list, with links and [ ]', async () => {
    const interviews = [makeInterview(1), makeInterview(2), makeInterview(3)];
    renderReview(interviews[1]!, interviews);
    const previous = await screen.findByRole('link', { name: 'Previous interview' });
    expect(previous.getAttribute('href')).toBe(`/recruiter/interviews/${interviews[0]!.id}`);
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Next interview' }).getAttribute('href')).toBe(
        `/recruiter/interviews/${interviews[2]!.id}`,
      ),
    );
    expect(screen.getByText('2 / 3')).toBeTruthy();

    const user = userEvent.setup();
    await user.keyboard(']');
    await waitFor(() =>
      expect(screen.getByTestId('where').textContent).toBe(`/recruiter/interviews/${interviews[2]!.id}`),
    );
    await screen.findByRole('heading', { level: 2, name: 'Applicant 3' });
    // The last one: no Next.
    expect(screen.getByRole('button', { name: 'Next interview' }).hasAttribute('disabled')).toBe(true);
    await user.keyboard('[[');
    await screen.findByRole('heading', { level: 2, name: 'Applicant 2' });
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: 'Applicant 2' }));
  });

  it('opens each interview at its top, and a half-written note stays with the interview it was written on', async () => {
    const interviews = [makeInterview(1), makeInterview(2)];
    const page = document.scrollingElement ?? document.documentElement;
    page.scrollTop = 800;
    renderReview(interviews[0]!, interviews);
    await screen.findByRole('heading', { level: 2, name: 'Applicant 1' });
    expect(page.scrollTop).toBe(0);
    const user = userEvent.setup();
    fireEvent.change(screen.getByLabelText('New note'), { target: { value: 'Half a thought' } });
    expect(screen.getByLabelText<HTMLTextAreaElement>('New note').value).toBe('Half a thought');

    page.scrollTop = 600;
    await screen.findByRole('link', { name: 'Next interview' });
    await user.keyboard(']');
    await screen.findByRole('heading', { level: 2, name: 'Applicant 2' });
    expect(page.scrollTop).toBe(0);
    expect(screen.getByLabelText<HTMLTextAreaElement>('New note').value).toBe('');
  });

  it('keeps the list filter from the address for Previous/Next', async () => {
    const interviews = [makeInterview(1), makeInterview(2, { status: 'Incomplete' })];
    renderReview(interviews[0]!, interviews, `/recruiter/interviews/${interviews[0]!.id}?status=all`);
    const next = await screen.findByRole('link', { name: 'Next interview' });
    expect(next.getAttribute('href')).toBe(`/recruiter/interviews/${interviews[1]!.id}?status=all`);
    expect(list.calls.map((call) => call.query)).toContainEqual({ page: '1', limit: '20' });
  });

  it('says when the interview does not exist', async () => {
    renderReview(makeInterview(1), [], '/recruiter/interviews/00000000-0000-4000-8000-999999999999');
    expect((await screen.findByRole('alert')).textContent).toContain('This interview was not found.');
  });

  it('walks all interviews when the one opened is outside the list filter', async () => {
    const interviews = [makeInterview(1), makeInterview(2, { status: 'Incomplete' }), makeInterview(3)];
    renderReview(interviews[1]!, interviews);
    const next = await screen.findByRole('link', { name: 'Next interview' });
    expect(next.getAttribute('href')).toBe(`/recruiter/interviews/${interviews[2]!.id}?status=all`);
    expect(list.last()?.query).toEqual({ page: '1', limit: '20' });
  });
});

const otherReview: Review = {
  id: 'review-dana',
  kind: 'recruiter',
  reviewerName: 'Dana Reyes',
  reviewerUserId: 2,
  shareLinkId: null,
  isMine: false,
  overall: 4,
  recommendation: 'yes',
  comment: null,
  ratings: [{ questionId: 'question-1', stars: 5 }],
  criteria: [],
  createdAt: '2026-03-05T10:00:00.000Z',
  updatedAt: '2026-03-05T10:00:00.000Z',
};

/** The interview as GET /interviews/{id} answers it: with the reviews and the questionnaire's criteria. */
function detailOf(interview: Interview, reviews: Review[] = [otherReview]): Interview {
  const detail: InterviewDetail = {
    ...interview,
    rating: { average: 4, count: 1 },
    reviews,
    criteria: [{ criterionId: 'crit-1', label: 'Communication' }],
  };
  return detail;
}

function note(overrides: Partial<Note>): Note {
  return {
    id: 'note-1',
    interviewId: makeInterview(1).id,
    text: 'A note',
    questionId: null,
    atSeconds: null,
    author: { userId: 2, name: 'Dana Reyes' },
    isMine: false,
    createdAt: '2026-03-05T10:00:00.000Z',
    updatedAt: '2026-03-05T10:00:00.000Z',
    ...overrides,
  };
}

describe('ReviewPage: deciding', { timeout: scaled(30_000) }, () => {
  it("rates the focused answer with keys 1–5 (not while typing), and shows the team's average and reviews", async () => {
    const interview = detailOf(makeInterview(1));
    const save = mockApi('put', '/interviews/:id/review', ({ body }) => {
      const { ratings } = body as ReviewBody;
      return {
        review: {
          ...otherReview,
          id: 'mine',
          isMine: true,
          reviewerName: 'Me',
          ratings: (ratings ?? []).map((r) => ({ questionId: r.questionId, stars: r.stars ?? 0 })),
        },
        rating: { average: 4, count: ratings ? 2 : 1 },
      };
    });
    renderReview(interview);
    expect((await screen.findByTestId('team-rating')).textContent).toContain('4.0 of 5 from 1 review');
    expect(screen.getByText('Dana Reyes')).toBeTruthy();
    expect(screen.getByRole('img', { name: '5 stars' })).toBeTruthy();

    const user = userEvent.setup();
    screen.getByRole('group', { name: 'Answer to question 1' }).focus();
    await user.keyboard('4');
    await waitFor(() =>
      expect(save.calls.map(({ path, body }) => ({ path, body }))).toEqual([
        {
          path: `/interviews/${interview.id}/review`,
          body: { ratings: [{ questionId: 'question-1', stars: 4 }] },
        },
      ]),
    );
    const answerStars = screen.getByRole('group', { name: 'Your rating of answer 1' });
    expect(within(answerStars).getByRole<HTMLInputElement>('radio', { name: '4 stars' }).checked).toBe(true);
    await waitFor(() => expect(screen.getByTestId('team-rating').textContent).toContain('from 2 reviews'));

    // Typing a note's digits rates nothing.
    await user.type(screen.getByLabelText('New note'), '3 things');
    expect(save.calls).toHaveLength(1);
  });

  it('saves the overall stars, the recommendation and the scorecard with each click', async () => {
    const interview = detailOf(makeInterview(1));
    const save = mockApi('put', '/interviews/:id/review', {
      review: { ...otherReview, isMine: true },
      rating: { average: 4, count: 2 },
    });
    renderReview(interview);
    const overall = await screen.findByRole('group', { name: 'Overall' });
    const user = userEvent.setup();
    await user.click(within(overall).getByText('5 stars'));
    await user.click(screen.getByRole('radio', { name: 'Strong yes' }));
    const communication = screen.getByRole('group', { name: 'Communication' });
    await user.click(within(communication).getByText('2 stars'));
    await waitFor(() => expect(save.calls).toHaveLength(3));
    expect(save.calls.map((call) => call.body)).toEqual([
      { overall: 5 },
      { recommendation: 'strong_yes' },
      { criteria: [{ criterionId: 'crit-1', stars: 2 }] },
    ]);
  });

  it('shows notes as text with their author, seeks to a pinned moment, and pins a new note where the player is', async () => {
    notes = mockApi('get', '/interviews/:id/notes', {
      data: [
        note({ id: 'n-1', text: '<b>Strong</b> start', questionId: 'question-1', atSeconds: 4.5 }),
        note({ id: 'n-2', text: 'Mine', isMine: true, author: { userId: 1, name: 'Me Myself' } }),
      ],
    });
    const create = mockApi('post', '/interviews/:id/notes', note({ id: 'n-3' }));
    const { container } = renderReview(detailOf(makeInterview(1)));
    expect(await screen.findByText('<b>Strong</b> start')).toBeTruthy();
    expect(container.querySelector('.note b')).toBeNull();
    // Edit and Delete only on the caller's own note.
    expect(screen.getAllByRole('button', { name: 'Edit' })).toHaveLength(1);
    expect(screen.getAllByRole('button', { name: 'Delete' })).toHaveLength(1);

    const video = container.querySelector('video') as HTMLVideoElement;
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Note at 0:04: <b>Strong</b> start' }));
    expect(video.currentTime).toBe(4.5);
    video.currentTime = 0;
    await user.click(screen.getByRole('button', { name: 'Play answer 1 from 0:04' }));
    expect(video.currentTime).toBe(4.5);
    expect(document.activeElement).toBe(screen.getByRole('group', { name: 'Answer to question 1' }));

    await user.keyboard('{ArrowRight}');
    expect(video.currentTime).toBe(9.5);
    await user.type(screen.getByLabelText('New note'), 'Good example');
    await user.click(screen.getByRole('button', { name: 'Pin to this moment' }));
    expect(screen.getByText('Pinned to answer 1 at 0:09')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Add note' }));
    await waitFor(() =>
      expect(create.calls.map(({ path, body }) => ({ path, body }))).toEqual([
        {
          path: `/interviews/${makeInterview(1).id}/notes`,
          body: { text: 'Good example', questionId: 'question-1', atSeconds: 9.5 },
        },
      ]),
    );
    // The list is read again with the new note.
    await waitFor(() => expect(notes.calls.length).toBeGreaterThan(1));
  });

  it('moves the stage with S and R (not while typing) and with the stage list', async () => {
    const interview = detailOf(makeInterview(1));
    const patch = mockApi('patch', '/interviews/:id', ({ body }) => {
      const { stage } = body as { stage: InterviewStage };
      return { ...interview, reviews: [], criteria: [], stage } as InterviewDetail;
    });
    const stages = () => patch.calls.map(({ path, body }) => ({ path, body }));
    renderReview(interview);
    const stage = await screen.findByLabelText<HTMLSelectElement>('Stage');
    expect(stage.value).toBe('new');
    const user = userEvent.setup();
    await user.keyboard('s');
    await waitFor(() => expect(stage.value).toBe('shortlisted'));
    expect(stages()).toEqual([{ path: `/interviews/${interview.id}`, body: { stage: 'shortlisted' } }]);
    await user.keyboard('r');
    await waitFor(() => expect(stage.value).toBe('rejected'));
    await user.type(screen.getByLabelText('New note'), 'srs');
    expect(patch.calls).toHaveLength(2);
    await user.selectOptions(stage, 'hired');
    await waitFor(() => expect(stage.value).toBe('hired'));
    expect(stages().at(-1)).toEqual({ path: `/interviews/${interview.id}`, body: { stage: 'hired' } });
  });

  it('moves to the next and previous candidate with J and K, and lists the keys on ?', async () => {
    const interviews = [makeInterview(1), makeInterview(2), makeInterview(3)];
    renderReview(interviews[1]!, interviews);
    await screen.findByRole('heading', { level: 2, name: 'Applicant 2' });
    await waitFor(() => expect(screen.getByRole('link', { name: 'Next interview' })).toBeTruthy());
    const user = userEvent.setup();
    await user.keyboard('j');
    await screen.findByRole('heading', { level: 2, name: 'Applicant 3' });
    await user.keyboard('k');
    await screen.findByRole('heading', { level: 2, name: 'Applicant 2' });
    await user.keyboard('?');
    const dialog = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    expect(within(dialog).getByText('Move to Shortlisted')).toBeTruthy();
    // Under the open dialog the keys do nothing.
    await user.keyboard('j');
    expect(screen.getByTestId('where').textContent).toBe(`/recruiter/interviews/${interviews[1]!.id}`);
  });

  it('labels the transcript as machine-made', async () => {
    renderReview(makeInterview(1));
    expect(await screen.findByText('Automatic transcript — may contain mistakes.')).toBeTruthy();
  });
});

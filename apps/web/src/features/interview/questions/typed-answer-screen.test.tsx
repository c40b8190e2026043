import {
  resolveInterviewSettings,
  type InitializeAnswersResponse,
  type JobQuestionnaireCheck,
  type Question,
} from '@vi/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetPublicConfigCache } from '../../../shared/api/public-config';
import { createPublicConfig } from '../../../test/public-config-fixture';
import {
  api,
  apiError,
  expectNoRequests,
  http,
  HttpResponse,
  mockApi,
  networkError,
  renderWithProviders,
  scaled,
  server,
} from '../../../testing';
import { interviewSession } from '../api/interview-session';
import { QuestionPage } from './question-page';

const GUID = '0b5c1f2e-3a7d-4c8e-9f10-2b3c4d5e6f70';
const base = { required: true, options: null };
const QUESTIONS: Question[] = [
  {
    ...base,
    questionId: 'work',
    questionText: 'May you work in Norway?',
    text: 'May you work in Norway?',
    type: 'Select',
    // As the applicant reads them: no option is marked a knockout.
    options: [
      { optionId: 'yes', label: 'Yes', knockout: false },
      { optionId: 'no', label: 'No', knockout: false },
    ],
  },
  {
    ...base,
    questionId: 'shifts',
    questionText: 'Which shifts suit you?',
    text: 'Which shifts suit you?',
    type: 'Multiselect',
    options: [
      { optionId: 'early', label: 'Early', knockout: false },
      { optionId: 'late', label: 'Late', knockout: false },
      { optionId: 'night', label: 'Night', knockout: false },
    ],
  },
  {
    ...base,
    questionId: 'more',
    questionText: 'Anything to add?',
    text: 'Anything to add?',
    type: 'Written',
    required: false,
    maxCharacters: 50,
  },
];

const QUESTIONNAIRE: JobQuestionnaireCheck = {
  hasQuestionnaire: true,
  data: {
    questionnaireId: 'q1',
    questionnaireName: 'Warehouse',
    contentType: 'Video',
    active: true,
    questions: QUESTIONS,
    settings: resolveInterviewSettings(),
  },
};

function progress(answered: string[]): InitializeAnswersResponse {
  return {
    applicationGuid: GUID,
    status: 'Incomplete',
    questions: QUESTIONS.map((q) => ({
      questionId: q.questionId,
      questionText: q.questionText,
      answered: answered.includes(q.questionId),
      attemptsUsed: 0,
      attemptsLeft: 3,
    })),
    answerTimeSeconds: 120,
    thinkTimeSeconds: 0,
    triesPerQuestion: 3,
    practiceQuestion: false,
    audioOnlyAllowed: false,
  };
}

const answerRoute = (id: string) => `/answer/${GUID}/questions/${id}`;

function renderPage(answered: string[] = []) {
  mockApi('post', `/answer/${GUID}/initialize`, progress(answered));
  return renderWithProviders(<QuestionPage kind="video" />, {
    path: '/interview/questions/video',
    routes: [
      { path: '/interview/success', element: <p>success page</p> },
      { path: '/interview/already-completed', element: <p>completed page</p> },
    ],
  });
}

beforeEach(async () => {
  await interviewSession.clear();
  await interviewSession.set('applicantGuid', GUID);
  await interviewSession.set('questionnaires', QUESTIONNAIRE);
  await interviewSession.set('interviewId', 'interview-1');
  await interviewSession.set('ttsAudio', []);
  resetPublicConfigCache();
  mockApi('get', '/config', createPublicConfig());
  server.use(http.head(api('/health'), () => new HttpResponse(null, { status: 200 })));
});

describe('questions answered on the page', () => {
  it(
    'takes a Select, a Multiselect and a written answer by keyboard, saving each before the next',
    async () => {
      const user = userEvent.setup();
      const saved = mockApi('post', '/answer/:guid/questions/:questionId', ({ params }) => ({
        questionId: params.questionId,
        type: 'Select',
        skipped: false,
        answeredAt: '2026-11-27T09:00:00.000Z',
      }));
      const finished = mockApi('patch', `/interview/${GUID}`, {});
      const { router } = renderPage();

      const group = await screen.findByRole('group', { name: '“May you work in Norway?”' });
      expect(group).toBeTruthy();
      expect(screen.getByRole('heading', { name: 'Question 1 of 3' })).toBeTruthy();
      // A required question offers no skip; nothing chosen is refused on the page, not sent.
      expect(screen.queryByRole('button', { name: 'Skip this question' })).toBeNull();
      await user.click(screen.getByRole('button', { name: 'Submit' }));
      expect(screen.getByRole('alert').textContent).toBe('Choose an answer before you submit.');
      await expectNoRequests(saved);

      // Keyboard: Space chooses the focused option, Enter submits the form (arrow keys: the browser test;
      // jsdom lacks the CSS.escape user-event's radio walk needs).
      screen.getByRole('radio', { name: 'No' }).focus();
      await user.keyboard(' ');
      expect(screen.getByRole('radio', { name: 'No' })).toHaveProperty('checked', true);
      await user.keyboard('{Enter}');

      await screen.findByRole('heading', { name: 'Question 2 of 3' });
      expect(saved.calls.map((c) => [c.params.questionId, c.body])).toEqual([
        ['work', { optionIds: ['no'] }],
      ]);
      expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Question 2 of 3' }));
      await user.click(screen.getByRole('checkbox', { name: 'Night' }));
      await user.click(screen.getByRole('checkbox', { name: 'Early' }));
      await user.click(screen.getByRole('button', { name: 'Submit' }));

      await screen.findByRole('heading', { name: 'Question 3 of 3' });
      expect(saved.last()?.body).toEqual({ optionIds: ['early', 'night'] });
      const field = screen.getByRole('textbox', { name: 'Your answer' });
      // Emoji count once each, as the server counts them.
      await user.type(field, 'Forklift 🙂');
      expect(screen.getByText('10 of 50 characters')).toBeTruthy();
      await user.click(screen.getByRole('button', { name: 'Submit' }));

      await waitFor(() => expect(router.state.location.pathname).toBe('/interview/success'));
      expect(saved.last()?.body).toEqual({ text: 'Forklift 🙂' });
      // The last answer was not a recording: the page completes the interview itself.
      expect(finished.calls.map((c) => c.body)).toEqual([{ status: 'Completed' }]);
      // Three screens typed through: longer than the default 5 s on a busy two-core machine.
    },
    scaled(20_000),
  );

  it('shows a refusal plainly and keeps what was typed; a skip is offered for an optional question', async () => {
    const user = userEvent.setup();
    mockApi(
      'post',
      answerRoute('more'),
      apiError(400, { code: 'INVALID_ANSWER', message: 'The answer may be at most 50 characters long.' }),
      { once: true },
    );
    renderPage(['work', 'shifts']);
    const field = await screen.findByRole<HTMLTextAreaElement>('textbox', { name: 'Your answer' });
    await user.type(field, 'I hold a forklift licence');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect((await screen.findByRole('alert')).textContent).toBe(
      'Your answer was not saved: The answer may be at most 50 characters long. Your answer is still here; please try again.',
    );
    expect(field.value).toBe('I hold a forklift licence');
    expect(screen.getByRole('heading', { name: 'Question 3 of 3' })).toBeTruthy();

    // The connection drops: said as plainly, nothing lost.
    mockApi('post', answerRoute('more'), networkError, { once: true });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain('Your answer was not saved: Network Error.'),
    );
    expect(field.value).toBe('I hold a forklift licence');

    const skipped = mockApi('post', answerRoute('more'), {
      questionId: 'more',
      type: 'Written',
      skipped: true,
      answeredAt: '',
    });
    mockApi('patch', `/interview/${GUID}`, {});
    await user.click(screen.getByRole('button', { name: 'Skip this question' }));
    await screen.findByText('success page');
    expect(skipped.calls.map((c) => c.body)).toEqual([{ skipped: true }]);
  });

  it('counts past the limit, says so, and does not send it', async () => {
    const user = userEvent.setup();
    const saved = mockApi('post', answerRoute('more'), {});
    renderPage(['work', 'shifts']);
    const field = await screen.findByRole('textbox', { name: 'Your answer' });
    await user.click(field);
    await user.paste('x'.repeat(52));
    expect(screen.getByText('52 of 50 characters')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(
      '2 characters over the limit of 50. Please shorten your answer.',
    );
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByRole('alert').textContent).toBe(
      '2 characters over the limit of 50. Please shorten your answer.',
    );
    await expectNoRequests(saved);
  });

  it('keeps a written draft over a reload', async () => {
    const user = userEvent.setup();
    const first = renderPage(['work', 'shifts']);
    await user.type(await screen.findByRole('textbox', { name: 'Your answer' }), 'Half written');
    await waitFor(async () =>
      expect(await interviewSession.get('writtenDraft')).toEqual({
        questionId: 'more',
        text: 'Half written',
      }),
    );
    first.unmount();
    renderPage(['work', 'shifts']);
    await waitFor(() =>
      expect(screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Your answer' }).value).toBe(
        'Half written',
      ),
    );
  });

  it('leaves for the completed page when the interview was completed elsewhere', async () => {
    const user = userEvent.setup();
    mockApi('post', answerRoute('work'), apiError(409, { code: 'ALREADY_ANSWERED', message: 'completed' }));
    renderPage();
    await user.click(await screen.findByRole('radio', { name: 'Yes' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByText('completed page');
  });
});

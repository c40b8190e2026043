import {
  resolveInterviewSettings,
  type InitializeAnswersResponse,
  type JobQuestionnaireCheck,
} from '@vi/contracts';
import { render, screen } from '@testing-library/react';
import { AxiosError, AxiosHeaders } from 'axios';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockPublicConfig } from '../../../test/public-config-fixture';
import * as applicantApi from '../api/applicant-api';
import { interviewSession } from '../api/interview-session';
import { QuestionPage } from './question-page';

/** The spec's limits, as initialize reports them for a questionnaire without settings. */
const SPEC_ALLOWANCES = {
  answerTimeSeconds: 120,
  thinkTimeSeconds: 0,
  triesPerQuestion: 3,
  practiceQuestion: false,
  audioOnlyAllowed: false,
};

const GUID = '0b5c1f2e-3a7d-4c8e-9f10-2b3c4d5e6f70';

function question(questionId: string, questionText: string) {
  return {
    questionId,
    questionText,
    text: questionText,
    required: true,
    type: 'Text' as const,
    options: null,
  };
}

const QUESTIONNAIRE: JobQuestionnaireCheck = {
  hasQuestionnaire: true,
  data: {
    questionnaireId: 'q1',
    questionnaireName: 'Support',
    contentType: 'Audio',
    active: true,
    questions: [
      question('question-1', 'Why us?'),
      question('question-2', 'Why you?'),
      question('question-3', 'Why now?'),
    ],
    settings: resolveInterviewSettings(),
  },
};

function progress(answered: number, attemptsLeftOfNext = 3): InitializeAnswersResponse {
  return {
    applicationGuid: GUID,
    status: 'Incomplete',
    questions: QUESTIONNAIRE.data!.questions.map((item, index) => ({
      questionId: item.questionId,
      questionText: item.questionText,
      answered: index < answered,
      attemptsUsed: index === answered ? 3 - attemptsLeftOfNext : 0,
      attemptsLeft: index === answered ? attemptsLeftOfNext : 3,
    })),
    ...SPEC_ALLOWANCES,
  };
}

function renderPage() {
  return render(
    <MemoryRouter initialEntries={['/interview/questions/audio']}>
      <Routes>
        <Route path="/interview/questions/audio" element={<QuestionPage kind="audio" />} />
        <Route path="/interview/already-completed" element={<p>completed page</p>} />
        <Route path="/interview/onboarding/:guid" element={<p>onboarding page</p>} />
        <Route path="/interview/expired/:guid" element={<p>expired page</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

async function seedSession() {
  await interviewSession.set('applicantGuid', GUID);
  await interviewSession.set('questionnaires', QUESTIONNAIRE);
  await interviewSession.set('interviewId', 'interview-1');
  await interviewSession.set('companyId', 1);
  await interviewSession.set('ttsAudio', []);
}

beforeEach(async () => {
  await interviewSession.clear();
  mockPublicConfig();
  // Connectivity probes and client logs must not leave the test.
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.resolve(new Response(null, { status: 200 }))),
  );
  vi.spyOn(applicantApi, 'logClientError').mockResolvedValue();
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('QuestionPage', () => {
  it('explains a missing session instead of failing when opened directly', async () => {
    renderPage();
    expect(
      await screen.findByText(
        'We could not find your interview session. Please open the interview link from your invitation again.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Back to the interview start' })).toBeNull();
  });

  it('offers the way back to onboarding when only the questionnaire is missing', async () => {
    await interviewSession.set('applicantGuid', GUID);
    renderPage();
    const link = await screen.findByRole('link', { name: 'Back to the interview start' });
    expect(link.getAttribute('href')).toBe(`/interview/onboarding/${GUID}`);
  });

  it('resumes at the first unanswered question with the server count of tries', async () => {
    await seedSession();
    vi.spyOn(applicantApi, 'initializeAnswers').mockResolvedValue(progress(1, 1));
    renderPage();

    expect(await screen.findByRole('heading', { name: 'Question 2 of 3' })).toBeTruthy();
    expect(screen.getByText('“Why you?”')).toBeTruthy();
    expect(screen.getByText('1 try left')).toBeTruthy();
    expect(screen.getByText('Maximum Answer Length: 2 Minutes')).toBeTruthy();
    expect(screen.getByText('Click "Start Recording" to begin')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Start Recording' })).toBeTruthy();
    expect(screen.getByText('No job information available')).toBeTruthy();
    const support = await screen.findByRole('link', { name: 'help@example.test' });
    expect(support.getAttribute('href')).toBe('mailto:help@example.test');
    expect(screen.getByText(/Need Assistance\? Please email us at/)).toBeTruthy();
    expect(applicantApi.initializeAnswers).toHaveBeenCalledWith(GUID);
  });

  it('offers again a question whose submitted take could not be processed, saying so in plain words', async () => {
    await seedSession();
    const base = progress(1);
    const message =
      'We could not process your answer to “Why you?”. Please record it again. The recording could not be read as audio or video.';
    vi.spyOn(applicantApi, 'initializeAnswers').mockResolvedValue({
      ...base,
      questions: base.questions.map((q, i) => (i === 1 ? { ...q, mediaFailure: message } : q)),
    });
    renderPage();

    expect(await screen.findByRole('heading', { name: 'Question 2 of 3' })).toBeTruthy();
    expect(screen.getByText(message).getAttribute('role')).toBe('status');
    expect(screen.getByText('3 tries left')).toBeTruthy();
  });

  it('sends a completed interview to the already-completed page', async () => {
    await seedSession();
    vi.spyOn(applicantApi, 'initializeAnswers').mockResolvedValue({ ...progress(3), status: 'Completed' });
    renderPage();
    expect(await screen.findByText('completed page')).toBeTruthy();
  });

  it('sends an expired invitation (410 INVITATION_EXPIRED) to the expired page', async () => {
    await seedSession();
    const expired = new AxiosError(
      'Request failed with status code 410',
      'ERR_BAD_REQUEST',
      undefined,
      undefined,
      {
        status: 410,
        statusText: 'Gone',
        data: {
          statusCode: 410,
          error: 'Gone',
          message: 'The deadline has passed.',
          code: 'INVITATION_EXPIRED',
        },
        headers: {},
        config: { headers: new AxiosHeaders() },
      },
    );
    vi.spyOn(applicantApi, 'initializeAnswers').mockRejectedValue(expired);
    renderPage();
    expect(await screen.findByText('expired page')).toBeTruthy();
  });

  it('says so when the progress cannot be read', async () => {
    await seedSession();
    vi.spyOn(applicantApi, 'initializeAnswers').mockRejectedValue(new Error('Network Error'));
    renderPage();
    expect(
      await screen.findByText('There was an error fetching the application data. Please try again later.'),
    ).toBeTruthy();
  });

  it("shows this applicant's limits: answer time, tries and think time", async () => {
    await seedSession();
    vi.spyOn(applicantApi, 'initializeAnswers').mockResolvedValue({
      ...progress(0, 5),
      answerTimeSeconds: 180,
      triesPerQuestion: 5,
      thinkTimeSeconds: 30,
    });
    renderPage();

    expect(await screen.findByRole('heading', { name: 'Question 1 of 3' })).toBeTruthy();
    expect(screen.getByText('5 tries left')).toBeTruthy();
    expect(screen.getByText('Maximum Answer Length: 3 Minutes')).toBeTruthy();
    // The think time runs before the first take: its countdown, and Start now in place of Start Recording.
    expect(await screen.findByText('Recording starts in 0:30')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Start now' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Start Recording' })).toBeNull();
  });

  it('records audio only on a video interview when the applicant chose it and the invitation allows it', async () => {
    await seedSession();
    await interviewSession.set('questionnaires', {
      ...QUESTIONNAIRE,
      data: { ...QUESTIONNAIRE.data!, contentType: 'Video' },
    });
    await interviewSession.set('answerWithAudioOnly', true);
    const getUserMedia = vi.fn(() => Promise.reject(new Error('no camera here')));
    const mediaDevices = Object.assign(new EventTarget(), {
      getUserMedia,
      enumerateDevices: () => Promise.resolve([]),
    });
    Object.defineProperty(navigator, 'mediaDevices', { value: mediaDevices, configurable: true });
    vi.spyOn(applicantApi, 'initializeAnswers').mockResolvedValue({ ...progress(0), audioOnlyAllowed: true });
    renderPage();

    expect(await screen.findByText('Answering with audio only')).toBeTruthy();
    // No camera is asked for: no preview opens on the question.
    expect(getUserMedia).not.toHaveBeenCalled();
    expect(screen.queryByLabelText('Camera preview')).toBeNull();
    Reflect.deleteProperty(navigator, 'mediaDevices');
  });

  it('ignores an audio-only choice the invitation does not allow', async () => {
    await seedSession();
    await interviewSession.set('answerWithAudioOnly', true);
    vi.spyOn(applicantApi, 'initializeAnswers').mockResolvedValue(progress(0));
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Question 1 of 3' })).toBeTruthy();
    expect(screen.queryByText('Answering with audio only')).toBeNull();
  });
});

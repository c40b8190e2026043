import {
  resolveInterviewSettings,
  type InitializeAnswersResponse,
  type JobQuestionnaireCheck,
} from '@vi/contracts';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { countLiveStreams } from '../../../shared/media/live-tracks';
import { mockPublicConfig } from '../../../test/public-config-fixture';
import * as applicantApi from '../api/applicant-api';
import { interviewSession } from '../api/interview-session';
import { PracticePage } from './practice-page';

const GUID = '0b5c1f2e-3a7d-4c8e-9f10-2b3c4d5e6f70';

function questionnaire(contentType: 'Audio' | 'Video'): JobQuestionnaireCheck {
  return {
    hasQuestionnaire: true,
    data: {
      questionnaireId: 'q1',
      questionnaireName: 'Support',
      contentType,
      active: true,
      questions: [
        {
          questionId: 'question-1',
          questionText: 'Why us?',
          text: 'Why us?',
          required: true,
          type: 'Text',
          options: null,
        },
      ],
      settings: resolveInterviewSettings(),
    },
  };
}

function progress(overrides: Partial<InitializeAnswersResponse> = {}): InitializeAnswersResponse {
  return {
    applicationGuid: GUID,
    status: 'Incomplete',
    questions: [
      {
        questionId: 'question-1',
        questionText: 'Why us?',
        answered: false,
        attemptsUsed: 0,
        attemptsLeft: 3,
      },
    ],
    answerTimeSeconds: 90,
    thinkTimeSeconds: 0,
    triesPerQuestion: 3,
    practiceQuestion: true,
    audioOnlyAllowed: false,
    ...overrides,
  };
}

type FakeTrack = { kind: string; readyState: string; stop: () => void };

function fakeStream(kinds: string[]) {
  const tracks: FakeTrack[] = kinds.map((kind) => ({
    kind,
    readyState: 'live',
    stop() {
      this.readyState = 'ended';
    },
  }));
  return {
    tracks,
    stream: {
      getTracks: () => tracks,
      getAudioTracks: () => tracks.filter((t) => t.kind === 'audio'),
      getVideoTracks: () => tracks.filter((t) => t.kind === 'video'),
    } as unknown as MediaStream,
  };
}

const getUserMedia = vi.fn<(constraints: MediaStreamConstraints) => Promise<MediaStream>>();

async function seed(contentType: 'Audio' | 'Video', extra: { audioOnly?: boolean } = {}) {
  await interviewSession.set('applicantGuid', GUID);
  await interviewSession.set('questionnaires', questionnaire(contentType));
  await interviewSession.set('selectedAudioDeviceId', 'mic-2');
  await interviewSession.set('selectedCameraDeviceId', 'cam-2');
  if (extra.audioOnly !== undefined) await interviewSession.set('answerWithAudioOnly', extra.audioOnly);
}

function renderPage() {
  return render(
    <MemoryRouter initialEntries={['/interview/practice']}>
      <Routes>
        <Route path="/interview/practice" element={<PracticePage />} />
        <Route path="/interview/questions" element={<p>video questions page</p>} />
        <Route path="/interview/questions/audio" element={<p>audio questions page</p>} />
        <Route path="/interview/already-completed" element={<p>completed page</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(async () => {
  await interviewSession.clear();
  mockPublicConfig();
  getUserMedia.mockReset();
  vi.stubGlobal('navigator', { ...navigator, mediaDevices: { getUserMedia } });
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('PracticePage routing', () => {
  it.each([
    ['Video', undefined, 'video questions page'],
    ['Audio', undefined, 'audio questions page'],
    ['Video', true, 'audio questions page'],
  ] as const)(
    'goes straight on when practice is off (%s, audio only %s)',
    async (contentType, audioOnly, page) => {
      await seed(contentType, { audioOnly });
      vi.spyOn(applicantApi, 'initializeAnswers').mockResolvedValue(progress({ practiceQuestion: false }));
      renderPage();
      expect(await screen.findByText(page)).toBeTruthy();
      expect(getUserMedia).not.toHaveBeenCalled();
    },
  );

  it('sends a completed interview to the already-completed page', async () => {
    await seed('Video');
    vi.spyOn(applicantApi, 'initializeAnswers').mockResolvedValue(progress({ status: 'Completed' }));
    renderPage();
    expect(await screen.findByText('completed page')).toBeTruthy();
  });

  it('explains a missing session', async () => {
    renderPage();
    expect(await screen.findByText(/could not find your interview session/)).toBeTruthy();
  });
});

describe('PracticePage', () => {
  it('shows the practice question, focused, with a live preview on the onboarding devices', async () => {
    await seed('Video');
    vi.spyOn(applicantApi, 'initializeAnswers').mockResolvedValue(progress());
    getUserMedia.mockResolvedValue(fakeStream(['audio', 'video']).stream);
    renderPage();

    const heading = await screen.findByRole('heading', { name: 'Practice question' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.getByText(/what you had for breakfast/)).toBeTruthy();
    expect(screen.getByText('Up to 1 minute 30 seconds, as in the real questions.')).toBeTruthy();
    expect(await screen.findByLabelText('Camera preview')).toBeTruthy();
    expect(getUserMedia).toHaveBeenCalledTimes(1);
    const constraints = getUserMedia.mock.calls[0]![0];
    expect(constraints.audio).toEqual({ deviceId: { exact: 'mic-2' } });
    expect(constraints.video).toMatchObject({ deviceId: { exact: 'cam-2' }, width: { ideal: 640 } });
    expect(screen.getByRole('button', { name: 'Start Recording' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('records audio only on a video questionnaire when the applicant chose it', async () => {
    await seed('Video', { audioOnly: true });
    vi.spyOn(applicantApi, 'initializeAnswers').mockResolvedValue(progress());
    getUserMedia.mockResolvedValue(fakeStream(['audio']).stream);
    renderPage();
    expect(await screen.findByRole('meter', { name: 'Microphone level' })).toBeTruthy();
    await waitFor(() => expect(getUserMedia).toHaveBeenCalled());
    expect(getUserMedia.mock.calls[0]![0].video).toBe(false);
    expect(screen.queryByLabelText('Camera preview')).toBeNull();
  });

  it('falls back to the default devices when the chosen ones are gone', async () => {
    await seed('Audio');
    vi.spyOn(applicantApi, 'initializeAnswers').mockResolvedValue(progress());
    getUserMedia
      .mockRejectedValueOnce(new DOMException('gone', 'OverconstrainedError'))
      .mockResolvedValue(fakeStream(['audio']).stream);
    renderPage();
    await waitFor(() => expect(getUserMedia).toHaveBeenCalledTimes(2));
    expect(getUserMedia.mock.calls[1]![0]).toEqual({ audio: true, video: false });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('releases the camera and microphone, then opens the first real question', async () => {
    await seed('Video');
    vi.spyOn(applicantApi, 'initializeAnswers').mockResolvedValue(progress());
    const { stream, tracks } = fakeStream(['audio', 'video']);
    getUserMedia.mockResolvedValue(stream);
    renderPage();
    await screen.findByLabelText('Camera preview');
    // The preview is on the page before the camera answers: wait for the stream itself.
    await waitFor(() => expect(countLiveStreams()).toBe(1));

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Start the interview' }));
      await Promise.resolve();
    });
    expect(await screen.findByText('video questions page')).toBeTruthy();
    expect(tracks.every((track) => track.readyState === 'ended')).toBe(true);
    expect(countLiveStreams()).toBe(0);
  });

  it('says why when the devices cannot be opened, and still lets the interview start', async () => {
    await seed('Audio');
    vi.spyOn(applicantApi, 'initializeAnswers').mockResolvedValue(progress());
    getUserMedia.mockRejectedValue(new DOMException('denied', 'NotAllowedError'));
    renderPage();
    expect((await screen.findByRole('alert')).textContent).toBe(
      "Can't access your microphone. Please check your browser permissions and try again.",
    );
    fireEvent.click(screen.getByRole('button', { name: 'Start the interview' }));
    expect(await screen.findByText('audio questions page')).toBeTruthy();
  });
});

import {
  resolveInterviewSettings,
  type ApplicantInterview,
  type InitializeAnswersResponse,
  type JobQuestionnaireCheck,
  type PublicConfig,
  type PublicJob,
} from '@vi/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetPublicConfigCache } from '../../../shared/api/public-config';
import { BackgroundBlurContext, type UseBackgroundBlur } from '../../../shared/media/background-blur';
import { countLiveStreams, stopAllTracks } from '../../../shared/media/live-tracks';
import type { SessionKey } from '../../../shared/storage/session-store';
import { createPublicConfig } from '../../../test/public-config-fixture';
import { formatDeadline } from '../../../shared/lib/format-deadline';
import {
  apiError,
  expectNoRequests,
  mockApi,
  networkError,
  renderWithProviders,
  type ApiResponse,
  type MockedEndpoint,
} from '../../../testing';
import { interviewSession } from '../api/interview-session';
import { OnboardingPage } from './onboarding-page';

/** The spec's limits, as initialize reports them for a questionnaire without settings. */
const SPEC_ALLOWANCES = {
  answerTimeSeconds: 120,
  thinkTimeSeconds: 0,
  triesPerQuestion: 3,
  practiceQuestion: false,
  audioOnlyAllowed: false,
};

/** The applicant's session values as the page stored them (the real encrypted store, read back). */
async function readSession(keys: SessionKey[]): Promise<Record<string, unknown>> {
  const entries = await Promise.all(
    keys.map(async (key): Promise<[string, unknown]> => [key, await interviewSession.get(key)]),
  );
  return Object.fromEntries(entries);
}

const connectivity = vi.hoisted(() => {
  const listeners = new Set<() => void>();
  return {
    isOnline: true,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** What the real hook does when a probe result changes: every user re-renders. */
    set(isOnline: boolean) {
      this.isOnline = isOnline;
      for (const listener of listeners) listener();
    },
  };
});

type BlurState = { supported: boolean; checking: boolean; error: string | null };
const blur = vi.hoisted(() => ({
  state: { supported: false, checking: false, error: null as string | null },
  whenEnabled: undefined as BlurState | undefined,
  calls: [] as boolean[],
}));
/** The blur app/ provides to the interview screens, played by a stand-in. */
const useFakeBlur: UseBackgroundBlur = (input, enabled) => {
  blur.calls.push(enabled);
  const state = enabled && blur.whenEnabled ? blur.whenEnabled : blur.state;
  return {
    ...state,
    supported: input !== null && state.supported,
    output: null,
    canvas: null,
    whenOutputReady: () => Promise.resolve(null),
  };
};
/*
 * The connection state stays a stand-in: the real hook combines the browser's online events with a timed
 * health probe, and these tests must drop the connection at one exact moment (inside the 250 ms wait).
 */
vi.mock('../hooks/use-connectivity', async () => {
  const { useSyncExternalStore } = await import('react');
  return {
    useConnectivity: () => ({
      isOnline: useSyncExternalStore(
        (listener) => connectivity.subscribe(listener),
        () => connectivity.isOnline,
      ),
    }),
  };
});

const GUID = '0b7c3f0e-8d1a-4c55-9a53-2f7b1c9d4e61';

/** The server's answer to any applicant call once the deadline has passed. */
function expiredError() {
  return apiError(410, {
    statusCode: 410,
    error: 'Gone',
    message: 'The deadline for this interview has passed.',
    code: 'INVITATION_EXPIRED',
  });
}

/** The texts of the list under a welcome-text heading. */
function listItems(heading: string): string[] {
  const list = screen.getByRole('heading', { name: heading }).nextElementSibling;
  return within(list as HTMLElement)
    .getAllByRole('listitem')
    .map((item) => item.textContent);
}

const interview: ApplicantInterview = {
  _id: 'int-1',
  interviewId: 'int-1',
  applicationGuid: GUID,
  applicantGuid: GUID,
  jobId: 12,
  companyId: 1,
  status: 'Incomplete',
  firstName: 'Ada',
  questionnaireId: 'q-1',
  contentType: 'Audio',
  consentGiven: false,
  transcriptionConsent: false,
  startedAt: null,
  completedAt: null,
};

const job: PublicJob = {
  id: 12,
  title: 'Support Engineer',
  companyName: 'Demo Company',
  companyId: 1,
  locations: [{ city: 'Berlin', region: 'BE', country: 'Germany' }],
  industry: 'Software',
  description: '<p>Help customers.</p>',
  roleDescription: 'Front line.',
  responsibilities: ['Answer tickets'],
  skills: 'empathy,linux',
  requirements: null,
};

function questionnaire(contentType: 'Audio' | 'Video', active = true): JobQuestionnaireCheck {
  const question = (n: number) => ({
    questionId: `question-${n}`,
    questionText: `Question text ${n}`,
    text: `Question text ${n}`,
    required: true,
    type: 'Text' as const,
    options: null,
  });
  return {
    hasQuestionnaire: true,
    data: {
      questionnaireId: 'q-1',
      questionnaireName: 'Screening',
      contentType,
      active,
      questions: [question(1), question(2)],
      settings: resolveInterviewSettings(),
    },
  };
}

type FakeDevice = { deviceId: string; kind: MediaDeviceKind; label: string };

function fakeTrack(kind: 'audio' | 'video') {
  const events = new EventTarget();
  return {
    kind,
    readyState: 'live',
    stop: vi.fn(),
    addEventListener: events.addEventListener.bind(events),
    removeEventListener: events.removeEventListener.bind(events),
    /** What the browser does when the device goes away. */
    end: () => events.dispatchEvent(new Event('ended')),
  };
}
const openedTracks: ReturnType<typeof fakeTrack>[] = [];

const DEVICE_LIST_DELAY_MS = 30;

function installMediaDevices(devices: FakeDevice[], getUserMedia?: () => Promise<MediaStream>) {
  const mediaDevices = {
    // The list arrives a moment after the page renders, as on a busy machine: what a test clicks or reads
    // about devices must wait for it, or it passes only while the machine is quick.
    enumerateDevices: vi.fn(
      () => new Promise<FakeDevice[]>((resolve) => setTimeout(() => resolve(devices), DEVICE_LIST_DELAY_MS)),
    ),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    getUserMedia: vi.fn(
      getUserMedia ??
        ((constraints: MediaStreamConstraints) => {
          const tracks = [constraints.audio ? fakeTrack('audio') : fakeTrack('video')];
          openedTracks.push(...tracks);
          return Promise.resolve({
            getTracks: () => tracks,
            getAudioTracks: () => tracks.filter((track) => track.kind === 'audio'),
            getVideoTracks: () => tracks.filter((track) => track.kind === 'video'),
          } as unknown as MediaStream);
        }),
    ),
  };
  Object.defineProperty(navigator, 'mediaDevices', { value: mediaDevices, configurable: true });
  return mediaDevices;
}

/**
 * A device test button once it can be pressed: it renders disabled until the device list arrives, and a
 * click on it before then does nothing (a slow machine showed that as a meter that never moved).
 */
async function deviceTestButton(name: 'Test Audio' | 'Test Camera'): Promise<HTMLButtonElement> {
  const button = await screen.findByRole<HTMLButtonElement>('button', { name });
  await waitFor(() => expect(button.disabled).toBe(false));
  return button;
}

const MIC: FakeDevice = { deviceId: 'mic-1', kind: 'audioinput', label: 'Built-in Microphone' };
const CAMERA: FakeDevice = { deviceId: 'cam-1', kind: 'videoinput', label: 'Built-in Camera' };

function renderOnboarding() {
  const { router } = renderWithProviders(
    <BackgroundBlurContext value={useFakeBlur}>
      <OnboardingPage />
    </BackgroundBlurContext>,
    {
      path: '/interview/onboarding/:applicantGuid',
      route: `/interview/onboarding/${GUID}`,
      routes: [
        { path: '/interview/already-completed', element: <p>already completed page</p> },
        { path: '/interview/expired/:applicantGuid', element: <p>expired page</p> },
        { path: '/interview/questions', element: <p>video questions page</p> },
        { path: '/interview/questions/audio', element: <p>audio questions page</p> },
        { path: '/interview/practice', element: <p>practice page</p> },
        { path: '/', element: <p>home page</p> },
      ],
    },
  );
  return router;
}

/** GET /config: the product's public settings (the cached copy is dropped so this one is read). */
function serveConfig(config: PublicConfig = createPublicConfig()) {
  resetPublicConfigCache();
  mockApi('get', '/config', config);
}

/** The applicant's endpoints, as the latest handler for each answers them: what the assertions read. */
type Endpoint = 'interview' | 'job' | 'questionnaire' | 'status' | 'initialize' | 'clips' | 'consent' | 'log';
let net: Record<Endpoint, MockedEndpoint>;

/** GET /interview/{guid}: a list whose first item is the interview ([]: no application). */
function answerInterview(response: ApiResponse, options?: { delay: 'infinite' }) {
  net.interview = mockApi('get', '/interview/:applicantGuid', response, options);
}
const answerJob = (response: ApiResponse) => (net.job = mockApi('get', '/job/:jobId', response));
const answerQuestionnaire = (response: ApiResponse) =>
  (net.questionnaire = mockApi('get', '/job/:jobId/questionnaire', response));
const answerConsent = (response: ApiResponse) =>
  (net.consent = mockApi('post', '/interview/:applicantGuid/consent', response));

/** Every applicant call answered as for an open invitation; a test then changes the one it is about. */
function mockReady(
  contentType: 'Audio' | 'Video' = 'Audio',
  allowances: Partial<typeof SPEC_ALLOWANCES> = {},
  questions: InitializeAnswersResponse['questions'] = [],
) {
  answerInterview([{ ...interview, contentType }]);
  answerJob(job);
  answerQuestionnaire(questionnaire(contentType));
  net.status = mockApi('patch', '/interview/:applicantGuid', undefined);
  net.initialize = mockApi('post', '/answer/:applicationGuid/initialize', {
    applicationGuid: GUID,
    status: 'Incomplete',
    questions,
    ...SPEC_ALLOWANCES,
    ...allowances,
  });
  net.clips = mockApi('post', '/media/audio/tts', { data: { audioFilePaths: ['/tts/a.mp3', '/tts/b.mp3'] } });
  answerConsent(undefined);
}

const CONSENT = { termsAccepted: true, privacyAccepted: true };

describe('OnboardingPage', () => {
  beforeEach(async () => {
    await interviewSession.clear();
    connectivity.isOnline = true;
    blur.state = { supported: false, checking: false, error: null };
    blur.whenEnabled = undefined;
    blur.calls = [];
    serveConfig();
    net = { log: mockApi('post', '/logger/log', undefined) } as typeof net;
    // Answered, so a test about the first call can check that the next ones were never made.
    mockReady();
    installMediaDevices([MIC, CAMERA]);
  });

  afterEach(() => {
    stopAllTracks();
    vi.useRealTimers();
    vi.clearAllMocks();
    vi.restoreAllMocks();
  });

  it('shows a spinner while loading', () => {
    answerInterview([interview], { delay: 'infinite' });
    renderOnboarding();
    expect(screen.getByRole('status').textContent).toContain('Loading your interview...');
  });

  it('says when there is no application', async () => {
    answerInterview([]);
    renderOnboarding();
    expect((await screen.findByRole('alert')).textContent).toBe('No application found for this applicant.');
  });

  it('says when the application cannot be fetched, and logs it', async () => {
    answerInterview(networkError);
    renderOnboarding();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'There was an error fetching the application data. Please try again later.',
    );
    await waitFor(() => expect(net.log.calls).toHaveLength(1));
    expect(net.log.last()?.body).toMatchObject({ level: 'error', applicantGuid: GUID });
  });

  it('sends a completed interview to the already-completed page', async () => {
    answerInterview([{ ...interview, status: 'Completed' }]);
    const router = renderOnboarding();
    expect(await screen.findByText('already completed page')).toBeTruthy();
    expect(router.state.historyAction).toBe('REPLACE');
    await expectNoRequests(net.job);
  });

  it('sends an expired invitation (410 INVITATION_EXPIRED) to the expired page', async () => {
    answerInterview(expiredError());
    const router = renderOnboarding();
    expect(await screen.findByText('expired page')).toBeTruthy();
    expect(router.state.location.pathname).toBe(`/interview/expired/${GUID}`);
    expect(router.state.historyAction).toBe('REPLACE');
    await expectNoRequests(net.job);
    await expectNoRequests(net.log);
  });

  it('goes to the expired page when the deadline passes before Start records consent', async () => {
    mockReady();
    answerConsent(expiredError());
    const user = userEvent.setup();
    const router = renderOnboarding();
    const start = await screen.findByRole('button', { name: 'Start Interview' });
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Microphone' })).toBeTruthy());
    await user.click(screen.getByRole('checkbox', { name: /Terms of Use.*Privacy Policy/ }));
    await user.click(start);
    expect(await screen.findByText('expired page')).toBeTruthy();
    expect(router.state.location.pathname).toBe(`/interview/expired/${GUID}`);
  });

  it('shows the deadline in the applicant’s own format, and nothing without one', async () => {
    mockReady();
    const deadline = '2031-03-07T16:00:00.000Z';
    answerInterview([{ ...interview, deadline }]);
    renderOnboarding();
    const time = await screen.findByText(formatDeadline(deadline));
    expect(time.tagName).toBe('TIME');
    expect(time.getAttribute('datetime')).toBe(deadline);
    expect(time.parentElement?.textContent).toBe(`Please complete by ${formatDeadline(deadline)}`);
  });

  it('shows no deadline for an invitation without one', async () => {
    mockReady();
    renderOnboarding();
    await screen.findByRole('button', { name: 'Start Interview' });
    expect(screen.queryByText(/Please complete by/)).toBeNull();
  });

  it('says when the job cannot be fetched', async () => {
    mockReady();
    answerJob(apiError(500));
    renderOnboarding();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Failed to fetch job information. Please try again later.',
    );
  });

  it('says when the job has no title or company', async () => {
    mockReady();
    answerJob({ ...job, companyName: null });
    renderOnboarding();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Job information is incomplete. Please contact support.',
    );
  });

  it('shows the no-questionnaire message instead of the card and starts nothing', async () => {
    mockReady();
    answerQuestionnaire({ hasQuestionnaire: false, status: 204, data: null });
    renderOnboarding();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This job does not have a questionnaire. Please contact the recruiter for more information.',
    );
    expect(screen.queryByRole('heading', { name: 'Support Engineer' })).toBeNull();
    await expectNoRequests(net.status);
  });

  it('prepares an active questionnaire and stores the session values', async () => {
    mockReady('Video');
    document.cookie = 'jtToken=old-token; path=/';
    renderOnboarding();
    expect(await screen.findByRole('heading', { name: 'Support Engineer' })).toBeTruthy();

    expect(document.cookie).not.toContain('jtToken=');
    expect(net.status.calls.map(({ path, body }) => ({ path, body }))).toEqual([
      { path: `/interview/${GUID}`, body: { status: 'Incomplete' } },
    ]);
    // The card and the questions are read through the applicant's own application: a job closed since
    // the invitation has no public card, and the questions are never public.
    expect(net.job.calls.map(({ path, query }) => ({ path, query }))).toEqual([
      { path: `/job/${job.id}`, query: { guid: GUID } },
    ]);
    expect(net.questionnaire.calls.map(({ path, query }) => ({ path, query }))).toEqual([
      { path: `/job/${job.id}/questionnaire`, query: { guid: GUID } },
    ]);
    expect(net.initialize.calls.map((call) => call.path)).toEqual([`/answer/${GUID}/initialize`]);
    await waitFor(() =>
      expect(net.clips.calls.map((call) => call.body)).toEqual([
        { text: ['Question text 1', 'Question text 2'], appGuid: GUID },
      ]),
    );
    await waitFor(async () => expect(await interviewSession.get('selectedCameraDeviceId')).toBe('cam-1'));
    expect(
      await readSession([
        'applicantGuid',
        'jobId',
        'interviewId',
        'companyId',
        'job',
        'ttsAudio',
        'questionnaires',
        'selectedAudioDeviceId',
        'selectedCameraDeviceId',
        'isBlurEnabled',
      ]),
    ).toEqual({
      applicantGuid: GUID,
      jobId: 12,
      interviewId: 'int-1',
      companyId: 1,
      job,
      ttsAudio: ['/tts/a.mp3', '/tts/b.mp3'],
      questionnaires: questionnaire('Video'),
      selectedAudioDeviceId: 'mic-1',
      selectedCameraDeviceId: 'cam-1',
      isBlurEnabled: false,
    });
  });

  it('shows the spec welcome text word for word for a video interview at the spec limits', async () => {
    mockReady('Video');
    renderOnboarding();
    await screen.findByRole('heading', { name: 'Support Engineer' });
    expect(screen.getByRole('heading', { level: 2, name: 'Welcome to your video interview' })).toBeTruthy();
    expect(screen.getByText(/no pressure/i)).toBeTruthy();
    expect(listItems('Before you start')).toEqual([
      'Keep each answer under 2 minutes.',
      'Be presentable, as you would for an interview in person.',
      'Test your camera and microphone below before you begin.',
      'Find a quiet environment without background noise.',
    ]);
    expect(listItems('How it works')).toEqual([
      'You have 3 tries per question.',
      'Recording starts only when you press Record.',
      'You can review your answers before submitting them.',
    ]);
  });

  it('words an audio interview as audio: no camera and nothing to be presentable for', async () => {
    mockReady('Audio');
    renderOnboarding();
    await screen.findByRole('heading', { name: 'Support Engineer' });
    expect(screen.getByRole('heading', { level: 2, name: 'Welcome to your audio interview' })).toBeTruthy();
    expect(listItems('Before you start')).toEqual([
      'Keep each answer under 2 minutes.',
      'Test your microphone below before you begin.',
      'Find a quiet environment without background noise.',
    ]);
    expect(screen.queryByText(/video interview|presentable|camera/i)).toBeNull();
  });

  it('enables Start only after the terms are ticked, then records consent and opens the audio questions', async () => {
    mockReady('Audio');
    const user = userEvent.setup();
    renderOnboarding();
    const start = await screen.findByRole('button', { name: 'Start Interview' });
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Microphone' })).toBeTruthy());
    expect((start as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByRole('combobox', { name: 'Camera' })).toBeNull();

    await user.click(
      screen.getByRole('checkbox', { name: /Terms of Use.*Privacy Policy.*transcribed by AI/ }),
    );
    expect((start as HTMLButtonElement).disabled).toBe(false);
    await user.click(start);

    expect(await screen.findByText('audio questions page')).toBeTruthy();
    expect(net.consent.calls.map(({ path, body }) => ({ path, body }))).toEqual([
      { path: `/interview/${GUID}/consent`, body: { ...CONSENT, transcriptionConsent: true } },
    ]);
  });

  it('shows the AI notice before the agreement, and with transcription off asks no consent to it', async () => {
    mockReady('Audio');
    answerInterview([
      {
        ...interview,
        contentType: 'Audio',
        aiNotice: {
          version: '2026-12-01',
          transcriptionEnabled: false,
          engine: { kind: 'local', name: 'pocketsphinx', host: null },
        },
      },
    ]);
    const user = userEvent.setup();
    renderOnboarding();
    const notice = await screen.findByRole('region', { name: 'How AI is used in this interview' });
    expect(notice.textContent).toContain('Your answers are not transcribed');
    const agreement = screen.getByRole('checkbox', { name: /Terms of Use.*Privacy Policy/ });
    // The notice comes first in the reading order.
    expect(notice.compareDocumentPosition(agreement) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.queryByRole('checkbox', { name: /transcribed by AI/ })).toBeNull();
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Microphone' })).toBeTruthy());
    await user.click(agreement);
    await user.click(screen.getByRole('button', { name: 'Start Interview' }));
    expect(await screen.findByText('audio questions page')).toBeTruthy();
    expect(net.consent.calls.map((call) => call.body)).toEqual([{ ...CONSENT, transcriptionConsent: false }]);
  });

  it('waits 250 ms before starting', async () => {
    mockReady('Video');
    renderOnboarding();
    await screen.findByRole('heading', { name: 'Support Engineer' });
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Camera' })).toBeTruthy());
    vi.useFakeTimers();
    act(() => screen.getByRole('checkbox').click());
    act(() => screen.getByRole('button', { name: /Start Interview/ }).click());
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(net.consent.calls).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(60));
    vi.useRealTimers();
    await waitFor(() => expect(net.consent.calls).toHaveLength(1));
    expect(await screen.findByText('video questions page')).toBeTruthy();
  });

  it('does not start when the connection drops during the 250 ms wait', async () => {
    mockReady('Audio');
    renderOnboarding();
    await screen.findByRole('heading', { name: 'Support Engineer' });
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Microphone' })).toBeTruthy());
    vi.useFakeTimers();
    act(() => screen.getByRole('checkbox').click());
    act(() => screen.getByRole('button', { name: /Start Interview/ }).click());
    await act(() => vi.advanceTimersByTimeAsync(100));
    act(() => connectivity.set(false));
    await act(() => vi.advanceTimersByTimeAsync(200));
    vi.useRealTimers();
    expect(within(await screen.findByRole('dialog')).getByText('Connection Lost')).toBeTruthy();
    await expectNoRequests(net.consent);
  });

  it('keeps Start disabled for a video interview without a camera', async () => {
    installMediaDevices([MIC]);
    mockReady('Video');
    const user = userEvent.setup();
    renderOnboarding();
    await screen.findByRole('heading', { name: 'Support Engineer' });
    await user.click(screen.getByRole('checkbox'));
    expect(screen.getByText('No camera found. Please connect a camera.')).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Start Interview' }).disabled).toBe(true);
  });

  it('keeps Start disabled without a microphone', async () => {
    installMediaDevices([]);
    mockReady('Audio');
    const user = userEvent.setup();
    renderOnboarding();
    await screen.findByRole('heading', { name: 'Support Engineer' });
    await user.click(screen.getByRole('checkbox'));
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Start Interview' }).disabled).toBe(true);
  });

  it('shows Connection Lost instead of starting when offline', async () => {
    connectivity.isOnline = false;
    mockReady('Audio');
    const user = userEvent.setup();
    renderOnboarding();
    await screen.findByRole('heading', { name: 'Support Engineer' });
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Microphone' })).toBeTruthy());
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Start Interview' }));

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'Connection Lost' })).toBeTruthy();
    expect(within(dialog).getByText('You are offline. Please reconnect to continue.')).toBeTruthy();
    await expectNoRequests(net.consent);
  });

  it('shows Connection Lost when the connection drops and closes it when it is back', async () => {
    mockReady('Audio');
    renderOnboarding();
    await screen.findByRole('heading', { name: 'Support Engineer' });
    expect(screen.queryByRole('dialog')).toBeNull();

    act(() => connectivity.set(false));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('You are offline. Please reconnect to continue.')).toBeTruthy();

    act(() => connectivity.set(true));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('tests the microphone with a live level meter and stops the stream', async () => {
    mockReady('Audio');
    const frameLevel = { value: 85 };
    class FakeAudioContext {
      createMediaStreamSource = () => ({ connect: vi.fn(), disconnect: vi.fn() });
      createAnalyser = () => ({
        fftSize: 0,
        frequencyBinCount: 4,
        getByteFrequencyData: (frame: Uint8Array) => frame.fill(frameLevel.value),
      });
      resume = () => Promise.resolve();
      close = () => Promise.resolve();
    }
    vi.stubGlobal('AudioContext', FakeAudioContext);
    const user = userEvent.setup();
    renderOnboarding();
    await user.click(await deviceTestButton('Test Audio'));

    const meter = screen.getByRole('meter', { name: 'Microphone level' });
    // 85 × 3 / 255 = 100 %.
    await waitFor(() => expect(meter.getAttribute('aria-valuenow')).toBe('100'));
    frameLevel.value = 17;
    await waitFor(() => expect(meter.getAttribute('aria-valuenow')).toBe('20'));
    expect(countLiveStreams()).toBe(1);
    expect(screen.getByText(/Audio test running/)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Stop Audio Test' }));
    expect(countLiveStreams()).toBe(0);
    expect(meter.getAttribute('aria-valuenow')).toBe('0');
    vi.unstubAllGlobals();
  });

  it('shows the camera preview for a video interview', async () => {
    mockReady('Video');
    const user = userEvent.setup();
    renderOnboarding();
    await user.click(await deviceTestButton('Test Camera'));
    expect(await screen.findByLabelText('Camera preview')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Stop Camera' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Stop Camera' }));
    expect(screen.queryByLabelText('Camera preview')).toBeNull();
  });

  it('stops the camera test and says so when the camera is unplugged', async () => {
    mockReady('Video');
    const user = userEvent.setup();
    renderOnboarding();
    await user.click(await deviceTestButton('Test Camera'));
    await screen.findByRole('button', { name: 'Stop Camera' });
    act(() => {
      openedTracks.at(-1)?.end();
    });
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'Device Disconnected' })).toBeTruthy();
    expect(
      within(dialog).getByText(
        'Your camera has been disconnected. Please reconnect your device and try again.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Test Camera' })).toBeTruthy();
    expect(countLiveStreams()).toBe(0);
  });

  it('offers blur for a video camera test when supported and stores the choice', async () => {
    blur.state = { supported: true, checking: false, error: null };
    mockReady('Video');
    const user = userEvent.setup();
    renderOnboarding();
    await screen.findByRole('heading', { name: 'Support Engineer' });
    expect(screen.queryByRole('switch', { name: 'Background blur' })).toBeNull();
    await user.click(await deviceTestButton('Test Camera'));
    const toggle = await screen.findByRole('switch', { name: 'Background blur' });
    expect((toggle as HTMLInputElement).checked).toBe(false);
    await user.click(toggle);
    expect((toggle as HTMLInputElement).checked).toBe(true);
    expect(blur.calls.at(-1)).toBe(true);
    await waitFor(async () => expect(await interviewSession.get('isBlurEnabled')).toBe(true));
  });

  it('says blur is not supported when asking for it fails, and turns it back off', async () => {
    blur.state = { supported: true, checking: false, error: null };
    blur.whenEnabled = { supported: false, checking: false, error: null };
    mockReady('Video');
    const user = userEvent.setup();
    renderOnboarding();
    await user.click(await deviceTestButton('Test Camera'));
    await user.click(await screen.findByRole('switch', { name: 'Background blur' }));
    expect(
      (await screen.findByText(/Background blur is not supported on this device\. You can still record/))
        .textContent,
    ).toContain(
      'Background blur is not supported on this device. You can still record your interview normally.',
    );
    // The choice is written to the encrypted session store after the message shows: wait for it.
    await waitFor(async () => expect(await interviewSession.get('isBlurEnabled')).toBe(false));
    expect(screen.getByRole<HTMLInputElement>('switch', { name: 'Background blur' }).checked).toBe(false);
  });

  it('says blur is not supported when the model failed on this device', async () => {
    blur.state = {
      supported: false,
      checking: false,
      error: 'Background blur is not supported on this device. You can still record your interview normally.',
    };
    mockReady('Video');
    const user = userEvent.setup();
    renderOnboarding();
    await user.click(await deviceTestButton('Test Camera'));
    expect(await screen.findByText(/Background blur is not supported on this device/)).toBeTruthy();
    expect(screen.queryByRole('switch', { name: 'Background blur' })).toBeNull();
  });

  it('shows the device message in a dialog when the microphone is refused', async () => {
    installMediaDevices([MIC], () =>
      Promise.reject(Object.assign(new Error('denied'), { name: 'NotAllowedError' })),
    );
    mockReady('Audio');
    const user = userEvent.setup();
    renderOnboarding();
    await user.click(await deviceTestButton('Test Audio'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'Microphone Error' })).toBeTruthy();
    expect(
      within(dialog).getByText(
        "Can't access your microphone. Please check your browser permissions and try again.",
      ),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Test Audio' })).toBeTruthy();
  });

  it('opens the explainer titled with the product and offers rates from 0.25 to 2', async () => {
    mockReady('Video');
    const user = userEvent.setup();
    renderOnboarding();
    await user.click(await screen.findByRole('button', { name: 'Watch Explainer Video' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'Welcome to Acme Careers' })).toBeTruthy();
    const media = dialog.querySelector('video');
    expect(media?.getAttribute('src')).toBe('/api/v1/media/explainer/video');
    const rate = within(dialog).getByRole('combobox', { name: 'Playback speed' });
    const values = within(rate)
      .getAllByRole('option')
      .map((option) => Number((option as HTMLOptionElement).value));
    expect(values[0]).toBe(0.25);
    expect(values.at(-1)).toBe(2);
    await user.selectOptions(rate, '1.5');
    expect(media?.playbackRate).toBe(1.5);

    act(() => {
      media?.dispatchEvent(new Event('error'));
    });
    expect(within(dialog).getByRole('alert').textContent).toBe('Unable to load explainer video');
  });

  it('says what to expect from the applicant limits initialize reports', async () => {
    mockReady('Video');
    renderOnboarding();
    await screen.findByRole('heading', { name: 'What to expect' });
    // 2 questions of 120 s and 30 s to read and submit each: 5 minutes.
    expect(
      screen.getByText('2 questions · about 5 minutes · up to 2:00 per answer · 3 tries per question'),
    ).toBeTruthy();
    expect(screen.queryByText(/practice question/)).toBeNull();
  });

  it('states stretched limits, the think time and the practice question', async () => {
    mockReady('Audio', {
      answerTimeSeconds: 90,
      thinkTimeSeconds: 30,
      triesPerQuestion: 1,
      practiceQuestion: true,
    });
    renderOnboarding();
    await screen.findByRole('heading', { name: 'What to expect' });
    expect(
      screen.getByText(
        '2 questions · about 5 minutes · 30 seconds to think, then up to 1:30 per answer · 1 try per question',
      ),
    ).toBeTruthy();
    expect(screen.getByText(/You start with a practice question/)).toBeTruthy();
    expect(listItems('Before you start')[0]).toBe('Keep each answer under 1 minute 30 seconds.');
    expect(listItems('How it works')[0]).toBe('You have 1 try per question.');
  });

  it('links the consent to the built-in terms and privacy pages, in a new tab', async () => {
    mockReady('Audio');
    renderOnboarding();
    const checkbox = await screen.findByRole('checkbox', {
      name: 'I agree to the Terms of Use and the Privacy Policy, and I consent to my answers being transcribed by AI.',
    });
    expect(checkbox).toBeTruthy();
    const terms = screen.getByRole('link', { name: 'Terms of Use' });
    const privacy = screen.getByRole('link', { name: 'Privacy Policy' });
    expect(terms.getAttribute('href')).toBe('/terms');
    expect(privacy.getAttribute('href')).toBe('/privacy');
    for (const link of [terms, privacy]) {
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toContain('noopener');
    }
  });

  it("links the consent to the company's own terms and privacy pages when configured", async () => {
    serveConfig(
      createPublicConfig({ termsUrl: 'https://acme.test/terms', privacyUrl: 'https://acme.test/privacy' }),
    );
    mockReady('Audio');
    renderOnboarding();
    await screen.findByRole('heading', { name: 'Support Engineer' });
    // Until the config arrives the link is the built-in one, a different element: look it up afresh.
    const termsLink = () => screen.getByRole('link', { name: 'Terms of Use' });
    await waitFor(() => expect(termsLink().getAttribute('href')).toBe('https://acme.test/terms'));
    expect(termsLink().getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe(
      'https://acme.test/privacy',
    );
  });

  it('says Tap instead of Tick on a touch screen', async () => {
    vi.stubGlobal(
      'matchMedia',
      (query: string) =>
        ({
          matches: query === '(pointer: coarse)',
          addEventListener: vi.fn(),
          removeEventListener: vi.fn(),
        }) as unknown as MediaQueryList,
    );
    mockReady('Audio');
    renderOnboarding();
    expect(await screen.findByText('Tap the agreement above to start.')).toBeTruthy();
    vi.unstubAllGlobals();
  });

  it('goes to the practice question first when the questionnaire has one', async () => {
    mockReady('Video', { practiceQuestion: true });
    const user = userEvent.setup();
    renderOnboarding();
    await screen.findByRole('heading', { name: 'Support Engineer' });
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Camera' })).toBeTruthy());
    await user.click(screen.getByRole('checkbox', { name: /Terms of Use/ }));
    await user.click(screen.getByRole('button', { name: 'Start Interview' }));
    expect(await screen.findByText('practice page')).toBeTruthy();
    expect(net.consent.calls).toHaveLength(1);
    expect(await interviewSession.get('answerWithAudioOnly')).toBe(false);
  });

  it('skips the practice question once a real question has a take', async () => {
    const begun = [
      { questionId: 'question-1', questionText: 'Q1', answered: false, attemptsUsed: 1, attemptsLeft: 2 },
    ];
    mockReady('Audio', { practiceQuestion: true }, begun);
    const user = userEvent.setup();
    renderOnboarding();
    await screen.findByRole('heading', { name: 'Support Engineer' });
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Microphone' })).toBeTruthy());
    expect(screen.queryByText(/practice question/)).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: /Terms of Use/ }));
    await user.click(screen.getByRole('button', { name: 'Start Interview' }));
    expect(await screen.findByText('audio questions page')).toBeTruthy();
  });

  it('offers audio only when the invitation allows it: no camera needed, and the audio questions open', async () => {
    installMediaDevices([MIC]);
    mockReady('Video', { audioOnlyAllowed: true });
    const user = userEvent.setup();
    renderOnboarding();
    const audioOnly = await screen.findByRole('checkbox', {
      name: 'Answer with audio only (your camera stays off)',
    });
    await user.click(screen.getByRole('checkbox', { name: /Terms of Use/ }));
    const start = screen.getByRole<HTMLButtonElement>('button', { name: 'Start Interview' });
    expect(start.disabled).toBe(true);
    expect(await screen.findByText('A camera is needed to start.')).toBeTruthy();

    await user.click(audioOnly);
    expect(screen.queryByRole('button', { name: 'Test Camera' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Camera' })).toBeNull();
    expect(listItems('Before you start')).not.toContain(
      'Test your camera and microphone below before you begin.',
    );
    await waitFor(() => expect(start.disabled).toBe(false));
    await user.click(start);

    expect(await screen.findByText('audio questions page')).toBeTruthy();
    expect(await interviewSession.get('answerWithAudioOnly')).toBe(true);
  });

  it('stops the camera test when audio only is chosen', async () => {
    mockReady('Video', { audioOnlyAllowed: true });
    const user = userEvent.setup();
    renderOnboarding();
    await user.click(await deviceTestButton('Test Camera'));
    await screen.findByLabelText('Camera preview');
    expect(countLiveStreams()).toBe(1);
    await user.click(screen.getByRole('checkbox', { name: /Answer with audio only/ }));
    expect(countLiveStreams()).toBe(0);
  });

  it('keeps the video route and stores no audio-only choice when it is left unticked', async () => {
    mockReady('Video', { audioOnlyAllowed: true });
    const user = userEvent.setup();
    renderOnboarding();
    await screen.findByRole('checkbox', { name: /Answer with audio only/ });
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Camera' })).toBeTruthy());
    await user.click(screen.getByRole('checkbox', { name: /Terms of Use/ }));
    await user.click(screen.getByRole('button', { name: 'Start Interview' }));
    expect(await screen.findByText('video questions page')).toBeTruthy();
    expect(await interviewSession.get('answerWithAudioOnly')).toBe(false);
  });

  it.each([
    ['a video interview without the allowance', 'Video', false],
    ['an audio interview', 'Audio', true],
  ] as const)('does not offer audio only for %s', async (_, contentType, audioOnlyAllowed) => {
    mockReady(contentType, { audioOnlyAllowed });
    renderOnboarding();
    await screen.findByRole('heading', { name: 'Support Engineer' });
    expect(screen.queryByRole('checkbox', { name: /Answer with audio only/ })).toBeNull();
  });

  it('gives a bad link a way on: open the link again, the home page and the support contact', async () => {
    answerInterview([]);
    const user = userEvent.setup();
    renderOnboarding();
    expect((await screen.findByRole('alert')).textContent).toBe('No application found for this applicant.');
    expect(screen.getByText(/Open the link from your invitation email again/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect((await screen.findByRole('link', { name: 'help@example.test' })).getAttribute('href')).toBe(
      'mailto:help@example.test',
    );
    await user.click(screen.getByRole('link', { name: 'Go to the home page' }));
    expect(await screen.findByText('home page')).toBeTruthy();
  });

  it('offers Try again when the application could not be fetched', async () => {
    answerInterview(networkError);
    renderOnboarding();
    await screen.findByRole('alert');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(screen.getByText('This is usually temporary. Try again in a moment.')).toBeTruthy();
  });
});

import { RECORDING_CLOSE_CODES } from '@vi/contracts';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as applicantApi from '../api/applicant-api';
import type { MediaKinds } from '../hooks/device-messages';
import {
  createTestSocket,
  startRecordingServer,
  type RecordingServer,
} from '../recording/test-recording-server';
import { createMemoryChunkStore } from '../recording/chunk-store';
import { createMemoryTakeJournal } from '../recording/take-journal';
import { scaled } from '../../../testing/time-scale';
import type { AnswerLimits } from './answer-machine';
import type { TakeMedia, TakeNavigation } from './take-ports';
import type { TakeStorage } from './take-recovery';
import { useAnswerTake } from './use-answer-take';
import type { InterviewQuestion } from './use-interview-session';

/*
 * The take hook against the real recording protocol: the server is the `ws` server of the channel tests.
 * Only the browser's MediaRecorder is a stand-in (jsdom has none): it hands out the chunks the test tells
 * it to, as the browser does every timeslice.
 */
class FakeMediaRecorder {
  static instances: FakeMediaRecorder[] = [];
  static isTypeSupported = (type: string) => type === 'audio/webm;codecs=opus';
  state: 'inactive' | 'recording' = 'inactive';
  readonly mimeType: string;
  ondataavailable: ((event: { data: Blob }) => void) | null = null;
  onstop: (() => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;

  constructor(
    readonly stream: MediaStream,
    options: { mimeType?: string } = {},
  ) {
    this.mimeType = options.mimeType ?? '';
    FakeMediaRecorder.instances.push(this);
  }

  start() {
    this.state = 'recording';
  }

  /** One timeslice's chunk. */
  emit(text: string) {
    this.ondataavailable?.({ data: new Blob([text], { type: this.mimeType }) });
  }

  stop() {
    this.state = 'inactive';
    // The browser flushes the last chunk, then reports the stop.
    setTimeout(() => {
      this.emit('last');
      this.onstop?.();
    }, 0);
  }
}

function latestRecorder(): FakeMediaRecorder {
  const recorder = FakeMediaRecorder.instances.at(-1);
  if (!recorder) throw new Error('no recorder was started');
  return recorder;
}

function fakeMedia() {
  const stream = {
    getTracks: () => [{ kind: 'audio', readyState: 'live' }],
    getAudioTracks: () => [{ kind: 'audio', readyState: 'live' }],
    getVideoTracks: () => [],
  } as unknown as MediaStream;
  const listeners = new Set<(lost: MediaKinds) => void>();
  const media: TakeMedia = {
    openStream: vi.fn(() => Promise.resolve(stream)),
    recordingStream: (input) => Promise.resolve(input),
    subscribeDeviceLost: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return { media, loseDevice: (lost: MediaKinds) => listeners.forEach((listener) => listener(lost)) };
}

const QUESTION: InterviewQuestion = {
  questionId: 'question-2',
  questionText: 'Why you?',
  answered: false,
  attemptsLeft: 3,
  type: 'Text',
  required: true,
  options: [],
  maxCharacters: undefined,
};

let server: RecordingServer | undefined;

type SetupOptions = {
  isOnline?: boolean;
  storage?: TakeStorage;
  limits?: AnswerLimits;
  countInSeconds?: number;
  question?: InterviewQuestion;
};

async function setup({ isOnline = true, ...rest }: SetupOptions = {}) {
  server ??= await startRecordingServer();
  const { media, loseDevice } = fakeMedia();
  const navigation: TakeNavigation = {
    completeQuestion: vi.fn(),
    finishInterview: vi.fn(),
    leaveCompletedInterview: vi.fn(),
    leaveExpiredInterview: vi.fn(),
    backToOnboarding: vi.fn(),
  };
  const storage = rest.storage ?? { store: createMemoryChunkStore(), journal: createMemoryTakeJournal() };
  const showDialog = vi.fn();
  const showOffline = vi.fn();
  const onStarting = vi.fn();
  const url = server.url;
  // What each render showed: the count-in's number beside how many recorders existed by then.
  const renders: { countIn: number | undefined; recorders: number }[] = [];
  const hook = renderHook(
    (props: { isOnline: boolean }) => {
      const take = useAnswerTake({
        interview: { applicantGuid: 'guid-1', interviewId: 'interview-1', companyId: 1, kind: 'audio' },
        question: rest.question ?? QUESTION,
        limits: rest.limits,
        storage,
        countInSeconds: rest.countInSeconds ?? 0,
        questionIndex: 1,
        totalQuestions: 3,
        isOnline: props.isOnline,
        media,
        navigation,
        showDialog,
        showOffline,
        onStarting,
        connection: { url, createSocket: createTestSocket },
      });
      renders.push({ countIn: take.countIn, recorders: FakeMediaRecorder.instances.length });
      return take;
    },
    { initialProps: { isOnline } },
  );
  // The check for a take kept over a reload runs first at each question.
  await waitFor(() => expect(hook.result.current.recoveryStatus).toBe('done'));
  return {
    server,
    hook,
    renders,
    media,
    loseDevice,
    navigation,
    showDialog,
    showOffline,
    onStarting,
    storage,
  };
}

type World = Awaited<ReturnType<typeof setup>>;

async function startTake(world: World, source: 'start' | 'rerecord' = 'start') {
  await act(() => world.hook.result.current.start(source));
  expect(world.hook.result.current.answer.phase).toBe('recording');
}

/** Chunks recorded and confirmed by the server, as the page's upload line counts them. */
async function recordChunks(world: World, ...chunks: string[]) {
  const before = world.hook.result.current.upload?.acknowledged ?? 0;
  act(() => {
    for (const chunk of chunks) latestRecorder().emit(chunk);
  });
  await waitFor(() =>
    expect(world.hook.result.current.upload).toMatchObject({ acknowledged: before + chunks.length }),
  );
}

async function stopTake(world: World) {
  await act(() => world.hook.result.current.stop());
  expect(world.hook.result.current.answer.phase).toBe('stopped');
}

beforeEach(() => {
  FakeMediaRecorder.instances = [];
  vi.stubGlobal('MediaRecorder', FakeMediaRecorder);
  let made = 0;
  vi.spyOn(URL, 'createObjectURL').mockImplementation(() => `blob:take-${(made += 1)}`);
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(applicantApi, 'logClientError').mockResolvedValue();
});

afterEach(async () => {
  await server?.close();
  server = undefined;
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('useAnswerTake', () => {
  it('Start, Stop and Submit send the take to the server, and move on to the next question', async () => {
    const world = await setup();
    await startTake(world);
    expect(world.onStarting).toHaveBeenCalledOnce();
    expect(world.server.texts[0]).toMatchObject({
      type: 'metadata',
      applicantGuid: 'guid-1',
      questionId: 'question-2',
      questionText: 'Why you?',
      isLastQuestion: false,
      totalQuestions: 3,
      mimeType: 'audio/webm;codecs=opus',
      s3MetaData: { interviewId: 'interview-1', companyId: 1 },
    });

    await recordChunks(world, 'one', 'two');
    await stopTake(world);
    const { result } = world.hook;
    expect(result.current.takeUrl).toBe('blob:take-1');
    expect(result.current.answer).toMatchObject({ hasRecording: true, triesLeft: 2 });

    await act(() => result.current.submit());
    expect(world.navigation.completeQuestion).toHaveBeenCalledOnce();
    const recording = world.server.only();
    expect(recording.processed).toBe(1);
    expect(recording.chunks.map((chunk) => chunk.toString())).toEqual(['one', 'two', 'last']);
    expect(world.showDialog).not.toHaveBeenCalled();
  });

  it('finishes the interview when the server says the last answer completed it', async () => {
    const world = await setup();
    world.server.plan.interviewStatus = 'Completed';
    await startTake(world);
    await recordChunks(world, 'only');
    await stopTake(world);
    await act(() => world.hook.result.current.submit());
    expect(world.navigation.finishInterview).toHaveBeenCalledOnce();
    expect(world.navigation.completeQuestion).not.toHaveBeenCalled();
  });

  it('Rerecord throws the take away and starts a new attempt, which costs another try', async () => {
    const world = await setup();
    await startTake(world);
    await recordChunks(world, 'first');
    await stopTake(world);

    world.server.plan.attemptsLeft = 1;
    await startTake(world, 'rerecord');
    const { result } = world.hook;
    expect(result.current.startedBy).toBe('rerecord');
    expect(result.current.takeUrl).toBeUndefined();
    await recordChunks(world, 'second');
    await stopTake(world);
    expect(result.current.answer.triesLeft).toBe(1);
    expect(result.current.takeUrl).toBe('blob:take-2');
    expect(world.server.recordings.size).toBe(2);

    await act(() => result.current.submit());
    const submitted = [...world.server.recordings.values()].find((recording) => recording.processed > 0);
    expect(submitted?.chunks.map((chunk) => chunk.toString())).toEqual(['second', 'last']);
  });

  it('a NO_MORE_ATTEMPTS refusal leaves no tries and says so', async () => {
    const world = await setup();
    world.server.plan.refuseOpen = {
      code: 'NO_MORE_ATTEMPTS',
      message: 'No more recording attempts remaining.',
    };
    await act(() => world.hook.result.current.start('start'));
    expect(world.hook.result.current.answer).toMatchObject({ phase: 'idle', triesLeft: 0 });
    expect(world.showDialog).toHaveBeenCalledExactlyOnceWith({
      title: 'Recording Error',
      message: 'No more recording attempts remaining.',
    });

    // With no tries left Start asks nothing of the server.
    const asked = world.server.texts.length;
    await act(() => world.hook.result.current.start('start'));
    expect(world.server.texts).toHaveLength(asked);
  });

  it.each([
    ['ALREADY_ANSWERED', 'completeQuestion'],
    ['INTERVIEW_COMPLETED', 'leaveCompletedInterview'],
    ['INVITATION_EXPIRED', 'leaveExpiredInterview'],
  ] as const)('a %s refusal moves the applicant on (%s)', async (code, move) => {
    const world = await setup();
    world.server.plan.refuseOpen = { code, message: 'x' };
    await act(() => world.hook.result.current.start('start'));
    expect(world.navigation[move]).toHaveBeenCalledOnce();
    expect(world.showDialog).not.toHaveBeenCalled();
    expect(world.hook.result.current.answer.phase).toBe('idle');
  });

  it('a refused submit that lost the take asks for a new one; a failed one keeps it for a retry', async () => {
    const world = await setup();
    await startTake(world);
    await recordChunks(world, 'one');
    await stopTake(world);
    const { result } = world.hook;

    world.server.plan.failProcess = {
      code: 'FINALIZE_FAILED',
      message:
        'Failed to submit recording. Please check your microphone or internet connection and try again.',
    };
    await act(() => result.current.submit());
    expect(result.current.answer).toMatchObject({ phase: 'stopped', hasRecording: true });
    expect(world.showDialog).toHaveBeenLastCalledWith({
      title: 'Recording Error',
      message: world.server.plan.failProcess.message,
    });

    world.server.plan.failProcess = {
      code: 'RECORDING_FAILED',
      message: 'Recording failed. Please try again.',
    };
    await act(() => result.current.submit());
    expect(result.current.answer).toMatchObject({ phase: 'idle', hasRecording: false });
    expect(result.current.takeUrl).toBeUndefined();
    expect(world.showDialog).toHaveBeenLastCalledWith({
      title: 'Recording Error',
      message: 'Recording failed. Please try again.',
    });
    expect(world.navigation.completeQuestion).not.toHaveBeenCalled();
  });

  it('resumes after the connection drops mid-take, and the server ends up with every chunk once', async () => {
    const world = await setup();
    await startTake(world);
    await recordChunks(world, 'a');
    // Chunk 2 reaches the server's disk, which then fails and closes the connection without its ack.
    world.server.plan.dropAfterStoring = 2;
    world.server.plan.dropCode = RECORDING_CLOSE_CODES.stagingFailed;
    act(() => latestRecorder().emit('b'));
    const { result } = world.hook;
    await waitFor(() => expect(result.current.upload?.connection).toBe('reconnecting'));
    act(() => latestRecorder().emit('c'));

    await waitFor(() => expect(result.current.upload).toMatchObject({ connection: 'open', acknowledged: 3 }));
    await stopTake(world);
    await act(() => result.current.submit());

    expect(world.navigation.completeQuestion).toHaveBeenCalledOnce();
    const recording = world.server.only();
    expect(recording.chunks.map((chunk) => chunk.toString())).toEqual(['a', 'b', 'c', 'last']);
    expect(world.server.texts.filter((text) => text.resume === true)).toHaveLength(1);
  });

  it('a device that goes away mid-take ends it, and the next Start reports it first', async () => {
    const world = await setup();
    await startTake(world);
    act(() => world.loseDevice({ audio: true, video: false }));
    const { result } = world.hook;
    expect(result.current.answer).toMatchObject({ phase: 'idle', hasRecording: false, triesLeft: 2 });
    const disconnected = {
      title: 'Device Error',
      message: 'Your microphone has been disconnected. Please reconnect your device and try again.',
    };
    expect(world.showDialog).toHaveBeenLastCalledWith(disconnected);
    expect(latestRecorder().state).toBe('inactive');

    await act(() => result.current.start('start'));
    expect(world.showDialog).toHaveBeenLastCalledWith({ ...disconnected, title: 'Recording Error' });
    expect(result.current.answer.phase).toBe('idle');
    await startTake(world);
  });

  it('does not start offline: Connection Lost instead', async () => {
    const world = await setup({ isOnline: false });
    await act(() => world.hook.result.current.start('start'));
    expect(world.showOffline).toHaveBeenCalledOnce();
    expect(world.media.openStream).not.toHaveBeenCalled();
    expect(world.server.texts).toHaveLength(0);
  });

  it('Submit offline sends nothing and waits; back online the take goes by itself', async () => {
    const world = await setup();
    await startTake(world);
    await recordChunks(world, 'one', 'two');
    await stopTake(world);
    const { result } = world.hook;
    world.hook.rerender({ isOnline: false });
    await act(() => result.current.submit());
    expect(result.current.isSubmitWaiting).toBe(true);
    expect(result.current.answer.phase).toBe('stopped');
    expect(world.server.texts.filter((text) => text.type === 'process_recording')).toHaveLength(0);
    expect(world.showOffline).not.toHaveBeenCalled();
    expect(world.navigation.completeQuestion).not.toHaveBeenCalled();

    world.hook.rerender({ isOnline: true });
    await waitFor(() => expect(world.navigation.completeQuestion).toHaveBeenCalledOnce());
    expect(world.server.texts.filter((text) => text.type === 'process_recording')).toHaveLength(1);
    expect(result.current.isSubmitWaiting).toBe(false);
  });

  it('counts 3, 2, 1 before the take records, and only then starts the recorder', async () => {
    const world = await setup({ countInSeconds: 3 });
    const { result } = world.hook;
    let started: Promise<void> | undefined;
    const pressedAt = Date.now();
    act(() => {
      started = result.current.start('start');
    });
    expect(result.current.answer.phase).toBe('starting');
    await waitFor(() => expect(result.current.countIn).toBe(3));
    await act(() => started);
    const recordedAfter = Date.now() - pressedAt;
    expect(result.current.answer.phase).toBe('recording');
    expect(result.current.countIn).toBeUndefined();
    expect(FakeMediaRecorder.instances).toHaveLength(1);
    // The numbers come from the clock (count-in.test.ts holds them to a second apart with a fake one):
    // here a loaded machine may skip one, so this holds the hook to counting down from 3 without going
    // back up, for the whole three seconds, with no recorder before the count is over.
    const shown = world.renders.map((render) => render.countIn).filter((left) => left !== undefined);
    const numbers = shown.filter((left, index) => left !== shown[index - 1]);
    expect(numbers[0]).toBe(3);
    expect(numbers).toEqual([...numbers].sort((a, b) => b - a));
    expect(new Set(numbers).size).toBe(numbers.length);
    expect(world.renders.filter((render) => render.countIn !== undefined && render.recorders > 0)).toEqual(
      [],
    );
    expect(recordedAfter).toBeGreaterThanOrEqual(3000);
  });

  it("stops by itself at this applicant's answer time and says so", async () => {
    const world = await setup({ limits: { answerTimeSeconds: 1, triesPerQuestion: 3 } });
    await startTake(world);
    const { result } = world.hook;
    await waitFor(() => expect(result.current.answer.phase).toBe('stopped'), { timeout: scaled(4000) });
    expect(result.current.answer).toMatchObject({ isTimeUp: true, hasRecording: true, triesLeft: 2 });
  });

  it("uses the applicant's tries per question", async () => {
    const world = await setup({
      limits: { answerTimeSeconds: 120, triesPerQuestion: 5 },
      question: { ...QUESTION, attemptsLeft: 5 },
    });
    world.server.plan.attemptsLeft = 4;
    await startTake(world);
    await recordChunks(world, 'one');
    await stopTake(world);
    expect(world.hook.result.current.answer.triesLeft).toBe(4);
  });

  it('a reload offers the take back, and Submit resumes it without a new attempt', async () => {
    const first = await setup();
    await startTake(first);
    await recordChunks(first, 'one', 'two');
    await stopTake(first);
    const [recording] = [...first.server.recordings.values()];
    // The page goes away (a reload); the take stays on this device.
    first.hook.unmount();

    const second = await setup({ storage: first.storage, question: { ...QUESTION, attemptsLeft: 2 } });
    const { result } = second.hook;
    expect(result.current.answer).toMatchObject({
      phase: 'stopped',
      hasRecording: true,
      isRecovered: true,
      triesLeft: 2,
    });
    expect(result.current.takeUrl).toMatch(/^blob:/);

    const metadataBefore = second.server.texts.filter((text) => text.type === 'metadata').length;
    await act(() => result.current.submit());
    expect(second.navigation.completeQuestion).toHaveBeenCalledOnce();
    const resumes = second.server.texts.filter((text) => text.type === 'metadata').slice(metadataBefore);
    expect(resumes).toEqual([expect.objectContaining({ resume: true, recordingId: recording?.id })]);
    expect(second.server.recordings.size).toBe(1);
    expect(recording?.processed).toBe(1);
    expect(recording?.chunks.map((chunk) => chunk.toString())).toEqual(['one', 'two', 'last']);
    // Submitted: nothing is kept any more.
    await waitFor(async () => expect(await first.storage.store.count()).toBe(0));
    expect(await first.storage.journal.load()).toBeUndefined();
  });

  it('a reload before the server had every chunk resends the missing ones from this device', async () => {
    const first = await setup();
    await startTake(first);
    await recordChunks(first, 'one');
    // Chunk 2 never reaches the server: the connection dies with it.
    first.server.plan.dropAfterStoring = 99;
    const [recording] = [...first.server.recordings.values()];
    await act(async () => {
      await first.storage.store.put(2, new TextEncoder().encode('two').buffer);
      const entry = await first.storage.journal.load();
      if (entry) await first.storage.journal.save({ ...entry, chunks: 2, isStopped: true });
    });
    first.hook.unmount();

    const second = await setup({ storage: first.storage, question: { ...QUESTION, attemptsLeft: 2 } });
    await act(() => second.hook.result.current.submit());
    expect(second.navigation.completeQuestion).toHaveBeenCalledOnce();
    expect(recording?.chunks.map((chunk) => chunk.toString())).toEqual(['one', 'two']);
  });

  it('a take the server no longer holds is lost, and the applicant is told to record again', async () => {
    const first = await setup();
    await startTake(first);
    await recordChunks(first, 'one');
    await stopTake(first);
    first.hook.unmount();
    first.server.recordings.clear();

    const second = await setup({ storage: first.storage, question: { ...QUESTION, attemptsLeft: 2 } });
    const { result } = second.hook;
    await act(() => result.current.submit());
    expect(result.current.answer).toMatchObject({ phase: 'idle', hasRecording: false, triesLeft: 2 });
    expect(second.showDialog).toHaveBeenLastCalledWith({
      title: 'Recording Error',
      message: 'Your recorded take could not be recovered. Please record your answer again.',
    });
    expect(await first.storage.journal.load()).toBeUndefined();
  });

  it('another question does not see the take, and empties the store', async () => {
    const first = await setup();
    await startTake(first);
    await recordChunks(first, 'one');
    await stopTake(first);
    first.hook.unmount();

    const other = { ...QUESTION, questionId: 'question-3' };
    const second = await setup({ storage: first.storage, question: other });
    expect(second.hook.result.current.answer).toMatchObject({ phase: 'idle', hasRecording: false });
    expect(await first.storage.store.count()).toBe(0);
  });

  it('CONSENT_REQUIRED says so and sends the applicant back to onboarding', async () => {
    const world = await setup();
    world.server.plan.refuseOpen = {
      code: 'CONSENT_REQUIRED',
      message: 'Please agree to the terms on the start page before recording your answers.',
    };
    await act(() => world.hook.result.current.start('start'));
    expect(world.hook.result.current.answer.phase).toBe('idle');
    expect(world.showDialog).toHaveBeenCalledExactlyOnceWith({
      title: 'Consent Required',
      message: 'Please agree to the terms on the start page before recording your answers.',
      closeLabel: 'Go to the start page',
      onClosed: world.navigation.backToOnboarding,
    });
  });

  it('RECORDING_TOO_LONG loses the take and leaves the remaining tries to record it again', async () => {
    const world = await setup();
    await startTake(world);
    await recordChunks(world, 'one');
    await stopTake(world);
    world.server.plan.failProcess = {
      code: 'RECORDING_TOO_LONG',
      message: 'This answer is longer than the time allowed. Please record it again.',
    };
    const { result } = world.hook;
    await act(() => result.current.submit());
    expect(result.current.answer).toMatchObject({ phase: 'idle', hasRecording: false, triesLeft: 2 });
    expect(result.current.takeUrl).toBeUndefined();
    expect(world.showDialog).toHaveBeenLastCalledWith({
      title: 'Recording Error',
      message: 'This answer is longer than the time allowed. Please record it again.',
    });
    world.server.plan.failProcess = undefined;
    await startTake(world);
  });
});

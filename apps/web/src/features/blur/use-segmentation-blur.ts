import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { httpClient } from '../../shared/api/http-client';
import { usePublicConfig } from '../../shared/api/public-config';
import { blurSupport, detectCanvasCapture, detectWebGL } from '../../shared/lib/blur-support';
import type { BackgroundBlur } from '../../shared/media/background-blur';
import { getModelStatus, setModelStatus, subscribeModelStatus } from './blur-model-status';
import { startBlurPipeline, type BlurPipeline } from './blur-pipeline';
import { closeQuietly, createSelfieSegmenter, type Segmenter } from './load-selfie-segmentation';
import { BLUR_UNAVAILABLE_MESSAGE } from './texts';

export type BlurCapabilities = { hasWebGL: boolean; hasCanvasCapture: boolean; userAgent: string };

/** The outside world of the hook, replaceable in tests. */
export type BlurDeps = {
  createSegmenter: () => Promise<Segmenter>;
  startPipeline: (
    input: MediaStream,
    segmenter: Segmenter,
    onError: (error: unknown) => void,
  ) => BlurPipeline;
  probeCapabilities: () => BlurCapabilities;
  viewportWidth: () => number;
  subscribeViewport: (onChange: () => void) => () => void;
  /** Called once per page, for the first failure of the model. */
  logFailure: (error: unknown) => void;
};

let capabilities: BlurCapabilities | undefined;

function probeCapabilities(): BlurCapabilities {
  capabilities ??= {
    hasWebGL: detectWebGL(),
    hasCanvasCapture: detectCanvasCapture(),
    userAgent: navigator.userAgent,
  };
  return capabilities;
}

function logFailure(error: unknown): void {
  const message = error instanceof Error ? error.message : String(error);
  console.warn('Background blur unavailable:', error);
  // Logging must never disturb the interview; a failed log call is dropped.
  httpClient
    .post('/logger/log', {
      level: 'warn',
      message: `Background blur unavailable: ${message}`.slice(0, 2000),
      context: {
        component: 'BackgroundBlur',
        userAgent: navigator.userAgent.slice(0, 500),
        url: window.location.href.slice(0, 2000),
        timestamp: new Date().toISOString(),
      },
    })
    .catch(() => undefined);
}

const DEFAULT_BLUR_DEPS: BlurDeps = {
  createSegmenter: () => createSelfieSegmenter(),
  startPipeline: (input, segmenter, onError) => startBlurPipeline(input, segmenter, onError),
  probeCapabilities,
  viewportWidth: () => window.innerWidth,
  subscribeViewport: (onChange) => {
    window.addEventListener('resize', onChange);
    return () => window.removeEventListener('resize', onChange);
  },
  logFailure,
};

function reportFailure(error: unknown, log: (error: unknown) => void): void {
  if (getModelStatus() !== 'failed') log(error);
  setModelStatus('failed');
}

type Running = {
  input: MediaStream;
  track: MediaStreamTrack;
  pipeline: BlurPipeline;
};

type BlurState = Omit<BackgroundBlur, 'whenOutputReady'>;
type OutputWaiter = { input: MediaStream; resolve: (output: MediaStream | null) => void };

/** What a take waiting for `whenOutputReady` gets: the stream, null (no blur coming), or undefined (still loading). */
function settledOutput(state: BlurState): MediaStream | null | undefined {
  if (state.output !== null) return state.output;
  if (state.error !== null || (!state.checking && !state.supported)) return null;
  return undefined;
}

/**
 * Background blur for the applicant's camera (spec §5) with MediaPipe's selfie segmentation; app/ provides
 * it to the interview screens as their `useBackgroundBlur`. The model (several MB) is fetched only once a
 * camera stream exists and every other condition holds; until it has loaded, blur is not "supported".
 * With `enabled`, frames of `input` are blurred into `canvas` and `output`; turning it off, a new input
 * or unmounting stops the loop, the canvas tracks and the model. The input's own tracks are never stopped.
 */
export function useSegmentationBlur(input: MediaStream | null, enabled: boolean): BackgroundBlur {
  const config = usePublicConfig();
  return useSegmentationBlurWith(input, enabled, {
    mobileBlur: config.config?.features.mobileBlur ?? false,
  });
}

export function useSegmentationBlurWith(
  input: MediaStream | null,
  enabled: boolean,
  { mobileBlur, deps = DEFAULT_BLUR_DEPS }: { mobileBlur: boolean; deps?: BlurDeps },
): BackgroundBlur {
  const { createSegmenter, startPipeline, logFailure: log } = deps;
  const width = useSyncExternalStore(deps.subscribeViewport, deps.viewportWidth);
  const modelStatus = useSyncExternalStore(subscribeModelStatus, getModelStatus);
  const [running, setRunning] = useState<Running | null>(null);
  // The last committed outcome for the last committed input, and who waits for the outcome of which input.
  const settled = useRef<{ input: MediaStream | null; output: MediaStream | null | undefined }>({
    input: null,
    output: undefined,
  });
  const waiters = useRef<OutputWaiter[]>([]);

  const track = input?.getVideoTracks()[0] ?? null;
  const hasVideo = track !== null;
  // Probed only for video: an audio interview never creates a WebGL context.
  const probe = deps.probeCapabilities;
  const caps = useMemo(() => (hasVideo ? probe() : null), [hasVideo, probe]);
  const pure = caps === null ? null : blurSupport({ ...caps, width, mobileBlur, modelLoaded: true });
  const conditionsHold = pure?.supported === true;
  // The model is loaded once to learn whether it works here, and again whenever blur is turned on.
  const shouldLoad =
    input !== null && conditionsHold && modelStatus !== 'failed' && (enabled || modelStatus === 'unknown');

  useEffect(() => {
    if (!shouldLoad || input === null || track === null) return;
    let cancelled = false;
    let segmenter: Segmenter | null = null;
    let pipeline: BlurPipeline | null = null;

    const release = () => {
      const [stopping, closing] = [pipeline, segmenter];
      pipeline = null;
      segmenter = null;
      // A stopped pipeline must not be handed out again, e.g. when blur is turned back on.
      if (stopping !== null) setRunning((current) => (current?.pipeline === stopping ? null : current));
      void (async () => {
        await stopping?.stop();
        await closeQuietly(closing);
      })();
    };
    const fail = (error: unknown) => {
      if (cancelled) return;
      release();
      reportFailure(error, log);
    };

    createSegmenter().then((created) => {
      if (cancelled || !enabled) {
        void closeQuietly(created);
        if (!cancelled) setModelStatus('loaded');
        return;
      }
      segmenter = created;
      try {
        pipeline = startPipeline(input, created, fail);
      } catch (error) {
        fail(error);
        return;
      }
      setModelStatus('loaded');
      setRunning({ input, track, pipeline });
    }, fail);

    return () => {
      cancelled = true;
      release();
    };
  }, [shouldLoad, input, track, enabled, createSegmenter, startPipeline, log]);

  const state = blurState({ pure, modelStatus, enabled, shouldLoad, running, input, track });
  const output = settledOutput(state);

  useEffect(() => {
    settled.current = { input, output };
    if (input === null || output === undefined) return;
    const ready = waiters.current.filter((waiter) => waiter.input === input);
    waiters.current = waiters.current.filter((waiter) => waiter.input !== input);
    for (const waiter of ready) waiter.resolve(output);
  }, [input, output]);

  const whenOutputReady = useCallback((target: MediaStream) => {
    const current = settled.current;
    if (current.input === target && current.output !== undefined) return Promise.resolve(current.output);
    return new Promise<MediaStream | null>((resolve) => {
      waiters.current.push({ input: target, resolve });
    });
  }, []);

  return { ...state, whenOutputReady };
}

function blurState({
  pure,
  modelStatus,
  enabled,
  shouldLoad,
  running,
  input,
  track,
}: {
  pure: ReturnType<typeof blurSupport> | null;
  modelStatus: ReturnType<typeof getModelStatus>;
  enabled: boolean;
  shouldLoad: boolean;
  running: Running | null;
  input: MediaStream | null;
  track: MediaStreamTrack | null;
}): BlurState {
  const failed = modelStatus === 'failed';
  const error = failed ? BLUR_UNAVAILABLE_MESSAGE : null;
  if (pure === null) {
    return { supported: false, checking: false, output: null, canvas: null, error, reason: null };
  }
  if (!pure.supported) {
    return { supported: false, checking: false, output: null, canvas: null, error, reason: pure.reason };
  }
  if (failed) {
    return {
      supported: false,
      checking: false,
      output: null,
      canvas: null,
      error,
      reason: 'model-not-loaded',
    };
  }
  const current =
    enabled && running !== null && running.input === input && running.track === track ? running : null;
  const supported = modelStatus === 'loaded';
  return {
    supported,
    checking: shouldLoad && current === null,
    output: current?.pipeline.output ?? null,
    canvas: current?.pipeline.canvas ?? null,
    error: null,
    reason: null,
  };
}

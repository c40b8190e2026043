import type { Segmenter, SegmentationResults } from './load-selfie-segmentation';
import { BLURRED_PREVIEW_LABEL } from './texts';

export type BlurPipeline = {
  /** The canvas the blurred frames are drawn on (for the preview). */
  canvas: HTMLCanvasElement;
  /** The canvas's captured video plus the input's own audio tracks (not copies: stopping blur keeps them). */
  output: MediaStream;
  /** Stops the loop and the canvas tracks; resolves once no frame is in the model any more. */
  stop(): Promise<void>;
};

type BlurPipelineOptions = {
  /** Longest side of the processed frames; the recording does not need more and the model uses 256x144. */
  maxWidth?: number;
  fps?: number;
  blurPx?: number;
  doc?: Document;
};

const DEFAULTS = { maxWidth: 640, fps: 24, blurPx: 12 };

/** Safari before 18 ignores `ctx.filter`; drawing the background through a tiny canvas still hides it. */
function supportsCanvasFilter(ctx: CanvasRenderingContext2D): boolean {
  ctx.filter = 'blur(1px)';
  const supported = ctx.filter === 'blur(1px)';
  ctx.filter = 'none';
  return supported;
}

function fitWithin(width: number, height: number, maxWidth: number): { width: number; height: number } {
  if (width <= 0 || height <= 0) return { width: maxWidth, height: Math.round((maxWidth * 3) / 4) };
  const scale = Math.min(1, maxWidth / width);
  return { width: Math.round(width * scale), height: Math.round(height * scale) };
}

/**
 * Draws the input camera into a canvas with the person kept sharp and the background blurred: each
 * frame goes to the model, and its mask decides what stays sharp. Frames are sent one at a time (a
 * frame still in the model means the next is skipped, and the next waits as long as the last took), so a
 * slow device lowers the rate instead of queueing work or starving the page.
 */
export function startBlurPipeline(
  input: MediaStream,
  segmenter: Segmenter,
  onError: (error: unknown) => void,
  options: BlurPipelineOptions = {},
): BlurPipeline {
  const { maxWidth, fps, blurPx } = { ...DEFAULTS, ...options };
  const doc = options.doc ?? document;
  const win = doc.defaultView ?? window;

  const video = doc.createElement('video');
  video.muted = true;
  video.playsInline = true;
  video.srcObject = new MediaStream(input.getVideoTracks());

  const canvas = doc.createElement('canvas');
  canvas.setAttribute('role', 'img');
  canvas.setAttribute('aria-label', BLURRED_PREVIEW_LABEL);
  const initial = fitWithin(
    input.getVideoTracks()[0]?.getSettings().width ?? 0,
    input.getVideoTracks()[0]?.getSettings().height ?? 0,
    maxWidth,
  );
  canvas.width = initial.width;
  canvas.height = initial.height;
  const ctx = canvas.getContext('2d');
  if (ctx === null) throw new Error('No 2D canvas context');
  const canFilter = supportsCanvasFilter(ctx);
  const small = canFilter ? null : doc.createElement('canvas');

  const captured = canvas.captureStream(fps);
  const output = new MediaStream([...captured.getVideoTracks(), ...input.getAudioTracks()]);

  let stopped = false;
  let inFlight: Promise<void> | null = null;
  let frameHandle: number | undefined;
  let lastSent = 0;
  const minInterval = 1000 / fps;
  // How long the last frame was in the model, as seen from the animation frames (its send to the first
  // frame that found it done). While the model works the page's main thread often waits on it (MediaPipe
  // reads its mask back synchronously), so the next frame waits at least as long again: on a slow device
  // (no GPU, a busy CPU) blur takes at most half the page's time, and the recording channel, the timers
  // and the buttons keep the rest.
  let lastBusy = 0;
  let measuring: number | undefined;

  function drawBlurredBackground(image: CanvasImageSource, width: number, height: number): void {
    if (ctx === null) return;
    if (small === null) {
      ctx.filter = `blur(${blurPx}px)`;
      // Drawn past the edges: the filter blurs in the transparency outside the image, which would fade
      // the frame's border into a see-through halo.
      const margin = blurPx * 2;
      ctx.drawImage(image, -margin, -margin, width + 2 * margin, height + 2 * margin);
      ctx.filter = 'none';
      return;
    }
    small.width = Math.max(1, Math.round(width / blurPx));
    small.height = Math.max(1, Math.round(height / blurPx));
    small.getContext('2d')?.drawImage(image, 0, 0, small.width, small.height);
    ctx.imageSmoothingEnabled = true;
    ctx.drawImage(small, 0, 0, width, height);
  }

  function draw({ image, segmentationMask }: SegmentationResults): void {
    if (stopped || ctx === null) return;
    const { width, height } = canvas;
    ctx.save();
    ctx.clearRect(0, 0, width, height);
    // The mask's opaque pixels are the person: keep the sharp frame there…
    ctx.drawImage(segmentationMask, 0, 0, width, height);
    ctx.globalCompositeOperation = 'source-in';
    ctx.drawImage(image, 0, 0, width, height);
    // …and paint the blurred frame behind it everywhere else.
    ctx.globalCompositeOperation = 'destination-over';
    drawBlurredBackground(image, width, height);
    // MediaPipe's output frame is not fully opaque; the recording must not carry see-through pixels.
    ctx.fillStyle = '#000';
    ctx.fillRect(0, 0, width, height);
    ctx.restore();
  }

  segmenter.onResults(draw);

  function matchVideoSize(): void {
    const size = fitWithin(video.videoWidth, video.videoHeight, maxWidth);
    if (canvas.width !== size.width) canvas.width = size.width;
    if (canvas.height !== size.height) canvas.height = size.height;
  }

  // requestAnimationFrame rather than requestVideoFrameCallback: the video element is never attached to
  // the page, and browsers need not report frames of a video they don't render.
  function schedule(): void {
    if (!stopped) frameHandle = win.requestAnimationFrame(tick);
  }

  function tick(now: number): void {
    if (stopped) return;
    const ready = video.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA && video.videoWidth > 0;
    if (inFlight === null && measuring !== undefined) {
      lastBusy = now - measuring;
      measuring = undefined;
    }
    if (ready && inFlight === null && now - lastSent >= Math.max(minInterval, 2 * lastBusy)) {
      lastSent = now;
      measuring = now;
      matchVideoSize();
      inFlight = segmenter
        .send({ image: video })
        .catch((error: unknown) => {
          if (!stopped) onError(error);
        })
        .finally(() => {
          inFlight = null;
        });
    }
    schedule();
  }

  video.play().then(schedule, (error: unknown) => {
    if (!stopped) onError(error);
  });

  return {
    canvas,
    output,
    async stop() {
      if (stopped) return;
      stopped = true;
      if (frameHandle !== undefined) win.cancelAnimationFrame(frameHandle);
      for (const track of captured.getTracks()) track.stop();
      video.pause();
      video.srcObject = null;
      // Closing the model under a frame it is still processing breaks MediaPipe (mediapipe#3373).
      await inFlight;
    },
  };
}

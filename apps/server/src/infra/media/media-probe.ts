import { z } from 'zod';

/** What ffprobe says of a file, and the errors the media tools raise (ffmpeg.ts runs the binaries). */
export interface ProbeResult {
  /** Seconds; null when neither the container nor a stream states it. */
  durationSeconds: number | null;
  hasAudio: boolean;
  hasVideo: boolean;
  /** ffprobe's demuxer names, e.g. 'matroska,webm' or 'mov,mp4,m4a,3gp,3g2,mj2'. */
  formatName: string;
  videoCodec: string | null;
  audioCodec: string | null;
}

export class MediaToolError extends Error {
  override name = 'MediaToolError';
  constructor(
    message: string,
    readonly stderr: string,
  ) {
    super(stderr ? `${message}: ${stderr}` : message);
  }
}

/** The file is not audio or video ffprobe can read (random bytes, a document, an image). */
export class NotMediaError extends MediaToolError {
  override name = 'NotMediaError';
}

const ProbeJsonSchema = z.object({
  streams: z
    .array(
      z.object({
        codec_type: z.string().optional(),
        codec_name: z.string().optional(),
        duration: z.string().optional(),
        tags: z.record(z.string(), z.string()).optional(),
      }),
    )
    .default([]),
  format: z.object({ format_name: z.string(), duration: z.string().optional() }).optional(),
});

const seconds = (value: string | undefined): number | null => {
  const n = value === undefined ? NaN : Number(value);
  return Number.isFinite(n) && n >= 0 ? n : null;
};

/** Matroska writes per-stream durations as tags ("00:00:30.007000000") when the container has none. */
const tagSeconds = (value: string | undefined): number | null => {
  const m = value ? /^(\d+):(\d{2}):(\d{2}(?:\.\d+)?)$/.exec(value) : null;
  return m ? Number(m[1]) * 3600 + Number(m[2]) * 60 + Number(m[3]) : null;
};

/**
 * Demuxers that "succeed" on files that are not recordings: any text is a 'tty' video of ANSI art,
 * and still images and subtitle files have their own. Their streams are not audio or video to us.
 */
const NOT_MEDIA_FORMATS =
  /^(tty|image2|[a-z0-9]+_pipe|gif|apng|webp|ico|bin|ass|srt|webvtt|subviewer1?|microdvd|mpl2|jacosub|lrc|sami|vplayer|pjs|realtext|stl|scc|mcc)$/;

export function parseProbe(json: string): ProbeResult {
  let data: z.infer<typeof ProbeJsonSchema>;
  try {
    data = ProbeJsonSchema.parse(JSON.parse(json));
  } catch {
    throw new NotMediaError('ffprobe returned no usable description', '');
  }
  const video = data.streams.find((s) => s.codec_type === 'video');
  const audio = data.streams.find((s) => s.codec_type === 'audio');
  if (!data.format || (!video && !audio)) throw new NotMediaError('no audio or video stream', '');
  if (NOT_MEDIA_FORMATS.test(data.format.format_name))
    throw new NotMediaError(`not a recording (${data.format.format_name})`, '');
  const streamDurations = data.streams
    .map((s) => seconds(s.duration) ?? tagSeconds(s.tags?.DURATION ?? s.tags?.duration))
    .filter((d): d is number => d !== null);
  return {
    durationSeconds:
      seconds(data.format.duration) ?? (streamDurations.length ? Math.max(...streamDurations) : null),
    hasAudio: audio !== undefined,
    hasVideo: video !== undefined,
    formatName: data.format.format_name,
    videoCodec: video?.codec_name ?? null,
    audioCodec: audio?.codec_name ?? null,
  };
}

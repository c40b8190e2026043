import { z } from 'zod';

/** POST /media/audio/tts: one clip per question text. */
export const TtsBodySchema = z.object({
  text: z.array(z.string().trim().min(1).max(2000)).min(1).max(20),
  appGuid: z.string().max(64),
});
export const TtsResponseSchema = z.object({
  data: z.object({
    /** One path per question, by index; the last segment is the file name for /media/audio/stream/{fileName}. */
    audioFilePaths: z.array(z.string()),
  }),
});
/** Clip file names are made by the server: a hash and an extension, nothing else. */
export const TTS_FILE_NAME_PATTERN = /^[a-f0-9]{32,64}\.(wav|mp3|ogg)$/;
/** A question clip's captions are served beside it: the clip's hash with `.vtt`. */
export const TTS_CAPTIONS_FILE_NAME_PATTERN = /^[a-f0-9]{32,64}\.vtt$/;
/** The captions address of a question clip's address (the same path, `.vtt` for its extension). */
export const ttsCaptionsPath = (clipPath: string) => clipPath.replace(/\.[a-z0-9]+$/, '.vtt');
export const TtsStreamParamsSchema = z.object({ fileName: z.string().max(80) });

export const AnswerMediaParamsSchema = z.object({
  answerId: z.string().max(64),
  kind: z.enum(['video', 'audio', 'thumbnail']),
});

/** GET /media/answers/{answerId}/captions: WebVTT from the answer's transcript. */
export const AnswerCaptionsParamsSchema = z.object({ answerId: z.string().max(64) });

/**
 * POST /media/answers/{answerId}/played and /shared/{token}/media/{answerId}/played: the player started
 * playback (not merely loaded). Recorded once per answer and viewer per window; answered 204.
 */
export const AnswerPlayedParamsSchema = z.object({ answerId: z.string().max(64) });
export const AnswerPlayedBodySchema = z.object({ kind: z.enum(['video', 'audio']) });
export type AnswerPlayedBody = z.infer<typeof AnswerPlayedBodySchema>;

/** The applicant's own guid, for playing back their take while the interview is open. */
export const AnswerMediaQuerySchema = z.object({ guid: z.string().max(64).optional() });

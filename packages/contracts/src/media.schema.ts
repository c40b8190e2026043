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
export const TtsStreamParamsSchema = z.object({ fileName: z.string().max(80) });

export const AnswerMediaParamsSchema = z.object({
  answerId: z.string().max(64),
  kind: z.enum(['video', 'audio', 'thumbnail']),
});

/** The applicant's own guid, for playing back their take while the interview is open. */
export const AnswerMediaQuerySchema = z.object({ guid: z.string().max(64).optional() });

import { z } from 'zod';

/**
 * The AI notice (docs/privacy.md): what the applicant is told, before consenting, about the AI used on
 * their answers. Its wording lives with the onboarding screen; its version lives here, so the server
 * keeps with each consent the notice the applicant was shown. Change the version whenever the notice's
 * meaning changes (what the AI does, what it does not do, who runs it).
 */
export const AI_NOTICE_VERSION = '2026-12-01';

/**
 * Who turns speech into text: `local` runs on this server (`name`, e.g. pocketsphinx), `external` is a
 * configured service (`host`, its host name and port only, never its path or credentials), `none` is no
 * engine at all.
 */
export const TranscriptionEngineKindSchema = z.enum(['local', 'external', 'none']);
export type TranscriptionEngineKind = z.infer<typeof TranscriptionEngineKindSchema>;

export const TranscriptionEngineSchema = z.object({
  kind: TranscriptionEngineKindSchema,
  name: z.string().nullable(),
  host: z.string().nullable(),
});
export type TranscriptionEngine = z.infer<typeof TranscriptionEngineSchema>;

/** What the applicant's onboarding needs to show the notice (part of GET /interview/{applicantGuid}). */
export const AiNoticeSchema = z.object({
  version: z.string(),
  /**
   * Whether this interview's answers are transcribed at all: the company has transcription on and an
   * engine exists. When false the applicant is not asked for transcription consent.
   */
  transcriptionEnabled: z.boolean(),
  engine: TranscriptionEngineSchema,
});
export type AiNotice = z.infer<typeof AiNoticeSchema>;

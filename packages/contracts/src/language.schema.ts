import { z } from 'zod';

/**
 * The languages the product ships complete (docs/languages.md): its screens' catalogues, questionnaires'
 * `language` and a user's interface language take one of these BCP 47 tags, spelled as here.
 */
export const SHIPPED_LANGUAGES = [
  { tag: 'en', name: 'English' },
  { tag: 'es', name: 'Español' },
  { tag: 'fr', name: 'Français' },
  { tag: 'de', name: 'Deutsch' },
  { tag: 'pt-BR', name: 'Português (Brasil)' },
] as const;

export type LanguageTag = (typeof SHIPPED_LANGUAGES)[number]['tag'];
export const DEFAULT_LANGUAGE: LanguageTag = 'en';
export const LANGUAGE_TAGS = SHIPPED_LANGUAGES.map((l) => l.tag) as [LanguageTag, ...LanguageTag[]];

export const UNSHIPPED_LANGUAGE_MESSAGE = `language must be one of ${LANGUAGE_TAGS.join(', ')}`;

/** The shipped tag a BCP 47 tag names, matched case-insensitively (`pt-br` is `pt-BR`); undefined otherwise. */
export function shippedLanguageOf(tag: string): LanguageTag | undefined {
  const lower = tag.trim().toLowerCase();
  return LANGUAGE_TAGS.find((t) => t.toLowerCase() === lower);
}

/** Input: a shipped tag in any letter case, given back in its canonical spelling; anything else is a 400. */
export const LanguageTagInputSchema = z.preprocess(
  (v) => (typeof v === 'string' ? (shippedLanguageOf(v) ?? v) : v),
  z.enum(LANGUAGE_TAGS, { error: UNSHIPPED_LANGUAGE_MESSAGE }),
);

/** Output: a stored tag. A row written by hand with another tag is still shown as it is. */
export const LanguageTagSchema = z.string();

/** GET /config `languages`: what each shipped language has beyond its screens. */
export const LanguageInfoSchema = z.object({
  tag: z.string(),
  name: z.string(),
  /** Questions can be read aloud in this language (a voice for it is installed or TTS_URL is set). */
  tts: z.boolean(),
  /** Answers in this language can be transcribed by the configured engine. */
  transcription: z.boolean(),
});
export type LanguageInfo = z.infer<typeof LanguageInfoSchema>;

/** PATCH /auth/me: the signed-in user's interface language. */
export const UpdateMeBodySchema = z.object({ language: LanguageTagInputSchema }).strict();
export type UpdateMeBody = z.infer<typeof UpdateMeBodySchema>;

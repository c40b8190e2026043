import { SHIPPED_LANGUAGES, shippedLanguageOf, type LanguageTag } from '@vi/contracts';

/**
 * Languages the applicant's screens can be shown in beyond the shipped five (docs/languages.md "Right to
 * left"): their catalogues are partial on purpose, and a message they lack is shown in English (i18next's
 * fallback), not reported as an error. They are not shipped: a questionnaire cannot be written in one (the
 * server refuses the tag), and mails, the voice and transcripts do not speak it. The applicant may choose
 * one in the header's switch; the option's name says the translation is partial.
 */
export const PARTIAL_APPLICANT_LANGUAGES = [{ tag: 'ar', name: 'العربية (ترجمة جزئية)' }] as const;

export type PartialApplicantLanguage = (typeof PARTIAL_APPLICANT_LANGUAGES)[number]['tag'];
export type ApplicantLanguageTag = LanguageTag | PartialApplicantLanguage;

/** The applicant's language switch: the shipped languages, then the partial ones, each named in itself. */
export const APPLICANT_INTERFACE_LANGUAGES: readonly { tag: ApplicantLanguageTag; name: string }[] = [
  ...SHIPPED_LANGUAGES,
  ...PARTIAL_APPLICANT_LANGUAGES,
];

/** The interface language a BCP 47 tag names, in any letter case; undefined for one the screens lack. */
export function applicantLanguageOf(tag: string): ApplicantLanguageTag | undefined {
  const lower = tag.trim().toLowerCase();
  return shippedLanguageOf(tag) ?? PARTIAL_APPLICANT_LANGUAGES.find((l) => l.tag === lower)?.tag;
}

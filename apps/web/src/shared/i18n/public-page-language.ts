import { useEffect, useState } from 'react';
import { DEFAULT_LANGUAGE } from '@vi/contracts';
import {
  APPLICANT_CATALOGUE_LANGUAGES,
  applicantLanguageShown,
  interviewLanguageOfThisTab,
  showApplicantLanguage,
  useApplicantLanguage,
} from './applicant-i18n';
import { applicantLanguageOf } from './applicant-languages';

/**
 * The language of the pages anyone may land on: the Terms of Use, the Privacy Policy, the 404, 401 and error
 * pages (docs/languages.md). They use the applicant's catalogues, since applicants see them most.
 */

/**
 * The first of the browser's languages with a complete applicant catalogue: an exact tag, else the same
 * language in another region (`de-AT` is German); English when none is.
 */
export function browserApplicantLanguage(
  asked: readonly string[] = typeof navigator === 'undefined' ? [] : navigator.languages,
): string {
  for (const tag of asked) {
    const primary = tag.split('-')[0]!.toLowerCase();
    const match =
      APPLICANT_CATALOGUE_LANGUAGES.find((l) => l.toLowerCase() === tag.toLowerCase()) ??
      APPLICANT_CATALOGUE_LANGUAGES.find((l) => l.split('-')[0]!.toLowerCase() === primary);
    if (match) return match;
  }
  return DEFAULT_LANGUAGE;
}

/**
 * `asked` (the address's `?lang=`, which the consent's links carry: the interview's interface language,
 * since they open a new tab that knows nothing of the interview), else the language of the interview this
 * tab is in, else the browser's.
 */
export function publicPageLanguage(asked?: string | null): string {
  for (const tag of [asked, interviewLanguageOfThisTab()]) {
    const language = tag ? applicantLanguageOf(tag) : undefined;
    if (language) return language;
  }
  return browserApplicantLanguage();
}

/** How long a page waits for its catalogue before it shows English rather than nothing. */
const SLOW_CATALOGUE_MS = 3000;

/**
 * Shows the applicant texts in the page's language (`publicPageLanguage`), with the catalogues of the pages
 * loaded so far (the legal pages' own). False while they load, so the page shows nothing rather than
 * English first; a catalogue that fails to load (the connection the error page is about) or takes too long
 * leaves English.
 */
export function usePublicPageLanguage(asked?: string | null): boolean {
  const language = publicPageLanguage(asked);
  // Re-renders the page when the language changes.
  useApplicantLanguage();
  const [settled, setSettled] = useState<string>();
  useEffect(() => {
    if (applicantLanguageShown(language)) return;
    let current = true;
    const settle = () => {
      if (current) setSettled(language);
    };
    const timer = setTimeout(settle, SLOW_CATALOGUE_MS);
    showApplicantLanguage(language)
      .catch(() => undefined)
      .finally(() => {
        clearTimeout(timer);
        settle();
      });
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [language]);
  return applicantLanguageShown(language) || settled === language;
}

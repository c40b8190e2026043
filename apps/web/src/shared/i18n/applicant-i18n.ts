import i18next from 'i18next';
import { useSyncExternalStore } from 'react';
import ICU from 'i18next-icu';
import {
  DEFAULT_LANGUAGE,
  RECORDING_ERROR_MESSAGE_KEYS,
  type LanguageTag,
  type RecordingErrorCode,
} from '@vi/contracts';
import { applicantLanguageOf, type ApplicantLanguageTag } from './applicant-languages';
import en from './locales/en/applicant.json';
import { showDocumentIn, textDirectionOf } from './text-direction';

/**
 * The applicant's screens' texts, from catalogues (docs/languages.md, decision 0030). English is the
 * source and is bundled; another language's catalogue is loaded when an interview in it is opened.
 * The screens' text modules read these at render time, so they follow the interview's language.
 */
export type ApplicantCatalogue = typeof en;
export type ApplicantSection = keyof ApplicantCatalogue;

/** A partial catalogue (applicant-languages.ts): some sections, each with some of English's keys. */
type PartialCatalogue = { [S in ApplicantSection]?: Partial<ApplicantCatalogue[S]> };

/**
 * The shipped languages' catalogues are complete (typed by English's, and the catalogue test holds them to
 * its keys); a partial language's falls back to English message by message.
 */
const loaders: Partial<
  Record<ApplicantLanguageTag, () => Promise<{ default: ApplicantCatalogue | PartialCatalogue }>>
> = {
  es: () => import('./locales/es/applicant.json'),
  fr: () => import('./locales/fr/applicant.json'),
  de: () => import('./locales/de/applicant.json'),
  'pt-BR': () => import('./locales/pt-BR/applicant.json'),
  ar: () => import('./locales/ar/applicant.json'),
};
export const APPLICANT_CATALOGUE_LANGUAGES: readonly LanguageTag[] = ['en', 'es', 'fr', 'de', 'pt-BR'];

const NAMESPACE = 'applicant';
const i18n = i18next.createInstance();
void i18n.use(ICU).init({
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  ns: [NAMESPACE],
  defaultNS: NAMESPACE,
  resources: { en: { [NAMESPACE]: en } },
  initAsync: false,
  returnObjects: true,
  interpolation: { escapeValue: false },
});

/**
 * A message in the active language. One a partial right-to-left language lacks is English (the fallback),
 * wrapped in Unicode's first-strong isolate (FSI … PDI) so that on a right-to-left page its words and its
 * full stop keep their order ("3 tries left", not "tries left 3"), while the page stays aligned right.
 */
function translate(key: string, values?: Record<string, string | number>, ns = NAMESPACE): string {
  const text: unknown = i18n.t(key, { ...values, ns });
  const isFallback =
    typeof text === 'string' &&
    textDirectionOf(i18n.language) === 'rtl' &&
    i18n.getResource(i18n.language, ns, key) === undefined;
  return isFallback ? `\u2068${text}\u2069` : (text as string);
}

/** The message of `section.key` in the active language, ICU arguments filled in. */
export function applicantText(key: string, values?: Record<string, string | number>): string {
  return translate(key, values);
}

/**
 * An object with one property per key of a catalogue section, each read from the active language when
 * accessed: `QUESTION_TEXTS.startRecording` keeps working and follows the interview's language.
 */
export function applicantTexts<S extends ApplicantSection>(section: S): Readonly<ApplicantCatalogue[S]>;
/**
 * The same, with `formatters` in place of the section's messages that take arguments
 * (`pageSummary: (job, company) => t('yourData.pageSummary', { job, company })`).
 */
export function applicantTexts<
  S extends ApplicantSection,
  F extends Partial<Record<keyof ApplicantCatalogue[S], unknown>>,
>(section: S, formatters: F): Readonly<Omit<ApplicantCatalogue[S], keyof F> & F>;
export function applicantTexts(section: ApplicantSection, formatters: Record<string, unknown> = {}): unknown {
  const texts: Record<string, unknown> = {};
  for (const key of Object.keys(en[section])) {
    if (key in formatters) texts[key] = formatters[key];
    else Object.defineProperty(texts, key, { enumerable: true, get: () => translate(`${section}.${key}`) });
  }
  return texts;
}

type PageCatalogue = Record<string, Record<string, string>>;

/**
 * Catalogues a page brings with its own chunk (the legal pages' long prose stays out of the onboarding's
 * first download), by namespace: the loader of each shipped language's file. A partial language has none
 * and shows English there.
 */
const pageCatalogues = new Map<string, Partial<Record<ApplicantLanguageTag, () => Promise<unknown>>>>();

async function loadPageCatalogues(language: ApplicantLanguageTag): Promise<void> {
  await Promise.all(
    [...pageCatalogues].map(async ([name, loaders]) => {
      const load = loaders[language];
      if (load && !i18n.hasResourceBundle(language, name))
        i18n.addResourceBundle(language, name, ((await load()) as { default: PageCatalogue }).default);
    }),
  );
}

export type ApplicantPageNamespace<C extends PageCatalogue> = { readonly name: string; readonly english: C };

/**
 * Registers a page's catalogue (`locales/<tag>/<name>.json`): English is imported by the page's chunk,
 * each other language's file (typed by English's) is loaded when that language is shown.
 */
export function applicantPageNamespace<C extends PageCatalogue>(
  name: `applicant-${string}`,
  english: C,
  loaders: Record<Exclude<LanguageTag, 'en'>, () => Promise<{ default: C }>>,
): ApplicantPageNamespace<C> {
  if (!i18n.hasResourceBundle(DEFAULT_LANGUAGE, name))
    i18n.addResourceBundle(DEFAULT_LANGUAGE, name, english);
  pageCatalogues.set(name, loaders);
  return { name, english };
}

/** `section.key` of a page's catalogue in the active language. */
export function applicantPageText(
  namespace: ApplicantPageNamespace<PageCatalogue>,
  key: string,
  values?: Record<string, string | number>,
): string {
  return translate(key, values, namespace.name);
}

/**
 * A section of a page's catalogue as a text module (`TERMS_OF_USE_TEXTS.intro`), each property read from the
 * active language; `formatters` (getters or functions) replace the messages that take arguments.
 */
export function applicantPageTexts<C extends PageCatalogue, S extends keyof C & string>(
  namespace: ApplicantPageNamespace<C>,
  section: S,
  formatters: Partial<Record<keyof C[S], unknown>> = {},
): Readonly<C[S]> {
  const texts: Record<string, unknown> = {};
  for (const key of Object.keys(namespace.english[section] ?? {})) {
    const own = Object.getOwnPropertyDescriptor(formatters, key);
    if (own) Object.defineProperty(texts, key, { ...own, enumerable: true });
    else
      Object.defineProperty(texts, key, {
        enumerable: true,
        get: () => translate(`${section}.${key}`, undefined, namespace.name),
      });
  }
  return texts as C[S];
}

/** Whether the texts show `tag`, with the catalogue of every page registered so far loaded for it. */
export function applicantLanguageShown(tag: string): boolean {
  if (i18n.language !== tag) return false;
  return [...pageCatalogues].every(
    ([name, loaders]) => !loaders[tag as ApplicantLanguageTag] || i18n.hasResourceBundle(tag, name),
  );
}

/**
 * The applicant-facing @vi/contracts MESSAGES in the interview's language (catalogue section `messages`,
 * whose English is MESSAGES' own wording).
 */
export const APPLICANT_MESSAGES = applicantTexts('messages');

/** A recording channel refusal's message in the interview's language; the server's text for a code this build does not know. */
export function refusalText(code: RecordingErrorCode | undefined, serverText: string): string {
  const key = code === undefined ? undefined : RECORDING_ERROR_MESSAGE_KEYS[code];
  return key !== undefined && key in en.messages ? translate(`messages.${key}`) : serverText;
}

export const activeApplicantLanguage = (): string => i18n.language;

const STORAGE_KEY = 'vi.language';

/**
 * Shows the applicant's texts in `tag` without remembering it for this tab: loads its catalogue, switches and
 * sets `<html lang dir>`. A tag without a catalogue shows English. Returns the language asked for.
 */
export async function showApplicantLanguage(tag: string | undefined): Promise<string> {
  const language = (tag && applicantLanguageOf(tag)) || DEFAULT_LANGUAGE;
  const load = loaders[language];
  if (load && !i18n.hasResourceBundle(language, NAMESPACE)) {
    i18n.addResourceBundle(language, NAMESPACE, (await load()).default);
  }
  await loadPageCatalogues(language);
  await i18n.changeLanguage(load || language === DEFAULT_LANGUAGE ? language : DEFAULT_LANGUAGE);
  showDocumentIn(i18n.language);
  return language;
}

/**
 * Shows the applicant's screens in `tag` (the interview's language), as `showApplicantLanguage` does (right to
 * left for Arabic), and remembers it for this tab so a reload of a question page keeps it.
 */
export async function applyApplicantLanguage(tag: string | undefined): Promise<void> {
  const language = await showApplicantLanguage(tag);
  try {
    sessionStorage.setItem(STORAGE_KEY, language);
  } catch {
    // Storage blocked (a third-party iframe): the language lasts until a reload.
  }
}

/** The language of the interview this tab is in (set by its onboarding or the applicant's switch), if any. */
export function interviewLanguageOfThisTab(): string | null {
  try {
    return sessionStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

/** The language this tab's interview was opened in, for the pages after onboarding (a reload keeps it). */
export async function restoreApplicantLanguage(): Promise<void> {
  const stored = interviewLanguageOfThisTab();
  if (stored && stored !== i18n.language) await applyApplicantLanguage(stored);
}

/**
 * A message with elements in it (a link inside a sentence): `{terms}` in the message is replaced by
 * `slots.terms`, wherever the language puts it. Returns the pieces in order, text and elements.
 */
export function applicantParts<T>(key: string, slots: Record<string, T>): (string | T)[] {
  const marker = (name: string) => `\u0000${name}\u0000`;
  const text = translate(key, Object.fromEntries(Object.keys(slots).map((name) => [name, marker(name)])));
  // Split on the markers: odd pieces are slot names, even pieces the text around them.
  return text
    .split('\u0000')
    .map((piece, index) => (index % 2 === 1 && piece in slots ? slots[piece]! : piece))
    .filter((piece) => piece !== '');
}

const INTERVIEW_KEY = 'vi.language.interview';
const CHOICE_PREFIX = 'vi.language.choice.';

function read(storage: () => Storage, key: string): string | null {
  try {
    return storage().getItem(key);
  } catch {
    return null;
  }
}

function write(storage: () => Storage, key: string, value: string): void {
  try {
    storage().setItem(key, value);
  } catch {
    // Storage blocked (a third-party iframe): the choice lasts until the page is left.
  }
}

/**
 * Onboarding's switch to the interview's language: the applicant's own earlier choice for this interview
 * in this browser if there is one, else the questionnaire's. Remembers which interview this tab is in.
 */
export async function applyInterviewLanguage(
  applicantGuid: string,
  questionnaireLanguage: string | undefined,
): Promise<void> {
  write(() => sessionStorage, INTERVIEW_KEY, applicantGuid);
  const chosen = read(() => localStorage, CHOICE_PREFIX + applicantGuid);
  await applyApplicantLanguage(chosen ?? questionnaireLanguage);
}

/** The applicant's own choice of interface language: shown now, and kept for this interview in this browser. */
export async function chooseApplicantLanguage(tag: ApplicantLanguageTag): Promise<void> {
  const applicantGuid = read(() => sessionStorage, INTERVIEW_KEY);
  if (applicantGuid) write(() => localStorage, CHOICE_PREFIX + applicantGuid, tag);
  await applyApplicantLanguage(tag);
}

function subscribe(onChange: () => void): () => void {
  i18n.on('languageChanged', onChange);
  return () => i18n.off('languageChanged', onChange);
}

/**
 * The active applicant language, re-rendering the caller when it changes. A page's top component calls it
 * so its whole tree reads the texts again after a switch, without being remounted (a take in progress stays).
 */
export function useApplicantLanguage(): string {
  return useSyncExternalStore(subscribe, activeApplicantLanguage, activeApplicantLanguage);
}

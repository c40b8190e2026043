import i18next from 'i18next';
import ICU from 'i18next-icu';
import { useSyncExternalStore } from 'react';
import { DEFAULT_LANGUAGE, shippedLanguageOf, type LanguageTag } from '@vi/contracts';

/**
 * The recruiter's screens' texts, from catalogues (docs/languages.md, decision 0030). One namespace per
 * feature area (`locales/<tag>/recruiter-<area>.json`): a feature's text module imports its English file,
 * so English ships with the feature's own chunk. Another language's files are loaded, each its own chunk,
 * when the recruiter's interface switches to it. Separate from the applicant's instance: an interview
 * opened in Spanish does not change the recruiter's language, nor the other way round.
 */
export type RecruiterCatalogue = Record<string, Record<string, string>>;

const i18n = i18next.createInstance();
void i18n.use(ICU).init({
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  ns: [],
  resources: {},
  initAsync: false,
  interpolation: { escapeValue: false },
});

/** Every translated recruiter catalogue, by path, loaded on demand (English is imported by each feature). */
const translations = import.meta.glob<{ default: RecruiterCatalogue }>([
  './locales/*/recruiter-*.json',
  '!./locales/en/**',
]);

/**
 * Languages whose recruiter catalogues are complete (the catalogue test holds each to English's keys). A
 * shipped language not listed (one being added, partial) shows the recruiter's screens in English.
 */
export const RECRUITER_CATALOGUE_LANGUAGES: readonly LanguageTag[] = ['en', 'es', 'fr', 'de', 'pt-BR'];

/** The recruiter language a tag names: a shipped one with complete recruiter catalogues, else undefined. */
function recruiterLanguageOf(tag: string): LanguageTag | undefined {
  const shipped = shippedLanguageOf(tag);
  return shipped && RECRUITER_CATALOGUE_LANGUAGES.includes(shipped) ? shipped : undefined;
}

export type RecruiterNamespace<C extends RecruiterCatalogue> = {
  readonly name: string;
  readonly english: C;
  /** The message of `section.key` in the active language, ICU arguments filled in. */
  t(key: string, values?: Record<string, string | number>): string;
};

/** Registers a feature area's English catalogue (the source of its keys) under `name`. */
export function recruiterNamespace<C extends RecruiterCatalogue>(
  name: `recruiter-${string}`,
  english: C,
): RecruiterNamespace<C> {
  if (!i18n.hasResourceBundle(DEFAULT_LANGUAGE, name))
    i18n.addResourceBundle(DEFAULT_LANGUAGE, name, english);
  return { name, english, t: (key, values) => i18n.t(key, { ...values, ns: name }) };
}

/**
 * One property per key of a catalogue section, each read from the active language when accessed, so a
 * text module (`LAYOUT_TEXTS.signOut`) keeps its shape. `formatters` replace the messages with arguments
 * (`newCompleted: (count: number) => ns.t('work.newCompleted', { count })`), or getters for a message whose
 * argument is a constant (`get passwordHelp() { … }`).
 */
export function recruiterTexts<C extends RecruiterCatalogue, S extends keyof C & string>(
  namespace: RecruiterNamespace<C>,
  section: S,
): Readonly<C[S]>;
export function recruiterTexts<
  C extends RecruiterCatalogue,
  S extends keyof C & string,
  F extends Partial<Record<keyof C[S], unknown>>,
>(namespace: RecruiterNamespace<C>, section: S, formatters: F): Readonly<Omit<C[S], keyof F> & F>;
export function recruiterTexts(
  namespace: RecruiterNamespace<RecruiterCatalogue>,
  section: string,
  formatters: Record<string, unknown> = {},
): unknown {
  const texts: Record<string, unknown> = {};
  for (const key of Object.keys(namespace.english[section] ?? {})) {
    // A formatter may be a getter (a message with a fixed argument): its descriptor is kept, not its value.
    const own = Object.getOwnPropertyDescriptor(formatters, key);
    if (own) Object.defineProperty(texts, key, { ...own, enumerable: true });
    else Object.defineProperty(texts, key, { enumerable: true, get: () => namespace.t(`${section}.${key}`) });
  }
  return texts;
}

/**
 * The shipped language a browser asks for first (`navigator.languages`): an exact tag, else the same
 * language in another region (`de-AT` is German, `pt-PT` Portuguese (Brazil)); English when none is shipped.
 */
export function browserLanguage(
  asked: readonly string[] = typeof navigator === 'undefined' ? [] : navigator.languages,
): LanguageTag {
  for (const tag of asked) {
    const exact = recruiterLanguageOf(tag);
    if (exact) return exact;
    const primary = tag.split('-')[0]!.toLowerCase();
    const sameLanguage = RECRUITER_CATALOGUE_LANGUAGES.find(
      (t) => t.split('-')[0]!.toLowerCase() === primary,
    );
    if (sameLanguage) return sameLanguage;
  }
  return DEFAULT_LANGUAGE;
}

const REMEMBERED_KEY = 'vi.recruiter.language';

/** The language last shown to a recruiter in this browser, for the sign-in pages before anyone is known. */
export function rememberedRecruiterLanguage(): LanguageTag | undefined {
  try {
    return recruiterLanguageOf(localStorage.getItem(REMEMBERED_KEY) ?? '');
  } catch {
    return undefined;
  }
}

/**
 * The language in effect: the user's saved choice (GET /auth/me `language`), else the browser's, else
 * English. `saved` undefined means "not known yet" (signed out, or /auth/me still on its way): the
 * language this browser last showed a recruiter stands in for it.
 */
export function recruiterLanguageFor(saved: string | null | undefined): LanguageTag {
  const chosen = saved ? recruiterLanguageOf(saved) : undefined;
  if (chosen) return chosen;
  return (saved === undefined ? rememberedRecruiterLanguage() : undefined) ?? browserLanguage();
}

let requested: LanguageTag = DEFAULT_LANGUAGE;
const loaded = new Set<LanguageTag>([DEFAULT_LANGUAGE]);

async function loadLanguage(language: LanguageTag): Promise<void> {
  const prefix = `./locales/${language}/`;
  await Promise.all(
    Object.entries(translations)
      .filter(([file]) => file.startsWith(prefix))
      .map(async ([file, load]) => {
        const name = file.slice(prefix.length).replace(/\.json$/, '');
        i18n.addResourceBundle(language, name, (await load()).default, true, true);
      }),
  );
  loaded.add(language);
}

/**
 * Shows the recruiter's screens in `tag`: loads its catalogues (once), switches, sets `<html lang>` and
 * remembers it for this browser's sign-in pages. A tag not shipped, or catalogues that fail to load
 * (a dropped connection), leave English.
 */
export async function applyRecruiterLanguage(tag: string): Promise<void> {
  const language = recruiterLanguageOf(tag) ?? DEFAULT_LANGUAGE;
  requested = language;
  let shown: LanguageTag = language;
  if (!loaded.has(language)) {
    try {
      await loadLanguage(language);
    } catch {
      shown = DEFAULT_LANGUAGE;
    }
  }
  // A later request won the race while this one's files were loading.
  if (requested !== language) return;
  await i18n.changeLanguage(shown);
  if (typeof document !== 'undefined') document.documentElement.lang = shown;
  try {
    localStorage.setItem(REMEMBERED_KEY, language);
  } catch {
    // Storage blocked: the sign-in pages follow the browser's language.
  }
}

/** The language last asked for (it may still be loading). */
export const requestedRecruiterLanguage = (): LanguageTag => requested;

export const activeRecruiterLanguage = (): string => i18n.language;

function subscribe(onChange: () => void): () => void {
  i18n.on('languageChanged', onChange);
  return () => i18n.off('languageChanged', onChange);
}

/** The active recruiter language, re-rendering the caller when it changes. */
export function useRecruiterLanguage(): string {
  return useSyncExternalStore(subscribe, activeRecruiterLanguage, activeRecruiterLanguage);
}

/**
 * Resolves once the screens show `tag` (at once if they do), or after `timeoutMs` (its files failed to
 * load and English stayed): what a save waits for before it confirms in the new language.
 */
export function recruiterLanguageShown(tag: LanguageTag, timeoutMs = 10_000): Promise<void> {
  return new Promise((resolve) => {
    if (i18n.language === tag) return resolve();
    const done = () => {
      i18n.off('languageChanged', onChange);
      clearTimeout(timer);
      resolve();
    };
    const onChange = (language: string) => {
      if (language === tag) done();
    };
    const timer = setTimeout(done, timeoutMs);
    i18n.on('languageChanged', onChange);
  });
}

/** Tests: back to English with nothing remembered, as a fresh browser. */
export async function resetRecruiterLanguage(): Promise<void> {
  await applyRecruiterLanguage(DEFAULT_LANGUAGE);
  try {
    localStorage.removeItem(REMEMBERED_KEY);
  } catch {
    // Nothing was remembered.
  }
}

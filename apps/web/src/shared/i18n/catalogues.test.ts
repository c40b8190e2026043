import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { MESSAGES, RECORDING_ERROR_MESSAGE_KEYS, SHIPPED_LANGUAGES } from '@vi/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { APPLICANT_CATALOGUE_LANGUAGES, applicantText, applyApplicantLanguage } from './applicant-i18n';
import { PARTIAL_APPLICANT_LANGUAGES } from './applicant-languages';

const here = path.dirname(fileURLToPath(import.meta.url));
const read = (language: string, file = 'applicant.json') =>
  JSON.parse(readFileSync(path.join(here, 'locales', language, file), 'utf8')) as unknown;

/** Every leaf as `section.key` (arrays by index) with its message. */
function leaves(value: unknown, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  if (typeof value === 'string') out.set(prefix, value);
  else if (value && typeof value === 'object')
    for (const [key, child] of Object.entries(value))
      for (const [k, v] of leaves(child, prefix ? `${prefix}.${key}` : key)) out.set(k, v);
  return out;
}

/** The argument names a message uses, and whether each is a plural. */
function argumentsOf(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const e of elements) {
    if (e.type === TYPE.argument || e.type === TYPE.number) into.add(e.value);
    if (e.type === TYPE.plural || e.type === TYPE.select) {
      into.add(`${e.value}:${e.type === TYPE.plural ? 'plural' : 'select'}`);
      for (const option of Object.values(e.options)) argumentsOf(option.value, into);
    }
  }
  return into;
}

const english = leaves(read('en'));

/**
 * Partial languages (applicant-languages.ts) are held to less than the shipped five, on purpose: the
 * sections listed here must be complete (Arabic: everything the onboarding screen can show, with its
 * dialogs and the "Your data" section), any other key is optional and falls back to English.
 */
const PARTIAL_SECTIONS: Record<(typeof PARTIAL_APPLICANT_LANGUAGES)[number]['tag'], string[]> = {
  ar: [
    'onboarding',
    'job',
    'time',
    'messages',
    'devices',
    'deviceTitles',
    'dialogs',
    'aiNotice',
    'yourData',
    'support',
    'languageSwitch',
  ],
};

/** Each message of `translated` is valid ICU with the same arguments as English's, and not empty. */
function expectSameArguments(translated: Map<string, string>) {
  for (const [key, message] of translated) {
    expect(message.trim(), key).not.toBe('');
    expect([...argumentsOf(parse(message))].sort(), key).toEqual(
      [...argumentsOf(parse(english.get(key)!))].sort(),
    );
  }
}

/** The web app's source files (tests and catalogues left out), for the unused-key check. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/**
 * The catalogue keys the source reads: `section.key` as a string, or `NAME.key` where NAME is a text
 * module made by `applicantTexts('section')` (or an alias of it, `import { NAME as T }`).
 */
function usedKeys(): Set<string> {
  const files = sourceFiles(path.join(here, '..', '..')).map((file) => readFileSync(file, 'utf8'));
  const sectionOf = new Map<string, string>();
  for (const text of files)
    for (const match of text.matchAll(/(\w+) = applicantTexts\('(\w+)'/g))
      sectionOf.set(match[1]!, match[2]!);
  const used = new Set<string>();
  for (const text of files) {
    for (const match of text.matchAll(/'(\w+\.\w+)'/g)) used.add(match[1]!);
    const names = new Map(sectionOf);
    for (const match of text.matchAll(/\b(\w+) as (\w+)\b/g)) {
      const section = sectionOf.get(match[1]!);
      if (section) names.set(match[2]!, section);
    }
    for (const [name, section] of names)
      for (const match of text.matchAll(new RegExp(`\\b${name}\\.(\\w+)`, 'g')))
        used.add(`${section}.${match[1]}`);
  }
  // A refusal's message is read by its code's key (refusalText).
  for (const key of Object.values(RECORDING_ERROR_MESSAGE_KEYS)) used.add(`messages.${key}`);
  return used;
}

describe('applicant catalogues', () => {
  afterEach(() => applyApplicantLanguage('en'));

  it('holds a catalogue for each language said to have one: complete ones shipped, partial ones not', () => {
    const folders = readdirSync(path.join(here, 'locales')).sort();
    const partial = PARTIAL_APPLICANT_LANGUAGES.map((l) => l.tag as string);
    expect(folders).toEqual([...APPLICANT_CATALOGUE_LANGUAGES, ...partial].sort());
    const shipped = SHIPPED_LANGUAGES.map((l) => l.tag as string);
    for (const language of APPLICANT_CATALOGUE_LANGUAGES) expect(shipped).toContain(language);
    for (const language of partial) expect(shipped).not.toContain(language);
  });

  it('has no English key the source does not read', () => {
    const used = usedKeys();
    const topKeys = new Set([...english.keys()].map((key) => key.replace(/\.\d+$/, '')));
    expect(
      [...topKeys].filter((key) => !used.has(key)),
      'keys no screen reads',
    ).toEqual([]);
  });

  it('words the applicant-facing contracts MESSAGES as the contracts do, in English', () => {
    for (const [key, message] of english)
      if (key.startsWith('messages.'))
        expect(message, key).toBe(MESSAGES[key.slice(9) as keyof typeof MESSAGES]);
  });

  it.each(APPLICANT_CATALOGUE_LANGUAGES.filter((l) => l !== 'en'))(
    '%s has exactly the English keys, each a valid ICU message with the same arguments',
    (language) => {
      const translated = leaves(read(language));
      expect(
        [...translated.keys()].filter((k) => !english.has(k)),
        'keys English does not have',
      ).toEqual([]);
      expect(
        [...english.keys()].filter((k) => !translated.has(k)),
        'keys missing',
      ).toEqual([]);
      expectSameArguments(translated);
    },
  );

  it.each(PARTIAL_APPLICANT_LANGUAGES.map((l) => l.tag))(
    '%s (partial) has only English keys, and every key of the sections it must complete',
    (language) => {
      const translated = leaves(read(language));
      expect(
        [...translated.keys()].filter((k) => !english.has(k)),
        'keys English does not have',
      ).toEqual([]);
      const required = PARTIAL_SECTIONS[language];
      expect(
        [...english.keys()].filter((k) => required.includes(k.split('.')[0]!) && !translated.has(k)),
        'keys missing from a section it must complete',
      ).toEqual([]);
      expectSameArguments(translated);
    },
  );

  it('shows Arabic by its six plural forms, right to left, and English where its catalogue is partial', async () => {
    await applyApplicantLanguage('ar');
    const tries = (count: number) => applicantText('onboarding.summaryTries', { count });
    expect(tries(1)).toBe('محاولة واحدة لكل سؤال');
    expect(tries(2)).toBe('محاولتان لكل سؤال');
    expect(tries(3)).toMatch(/^(3|٣) محاولات لكل سؤال$/);
    expect(tries(11)).toMatch(/^(11|١١) محاولة لكل سؤال$/);
    expect(applicantText('onboarding.startInterview')).toBe('ابدأ المقابلة');
    // The question screens are not translated yet: English, deliberately, not a key name or an error;
    // isolated (FSI … PDI) so that its words keep their order on the right-to-left page.
    expect(applicantText('questions.submit')).toBe('\u2068Submit\u2069');
    expect(applicantText('questions.triesLeft', { count: 3 })).toBe('\u20683 tries left\u2069');
    expect(document.documentElement.lang).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
    await applyApplicantLanguage('de');
    expect(document.documentElement.dir).toBe('ltr');
  });

  it.each([
    ['en', '1 try left', '2 tries left', '1,000 of 1,200 characters'],
    ['es', 'Te queda 1 intento', 'Te quedan 2 intentos', '1000 de 1200 caracteres'],
    ['fr', '1 essai restant', '2 essais restants', '1\u202f000 sur 1\u202f200 caractères'],
    ['de', 'Noch 1 Versuch', 'Noch 2 Versuche', '1.000 von 1.200 Zeichen'],
    ['pt-BR', 'Resta 1 tentativa', 'Restam 2 tentativas', '1.000 de 1.200 caracteres'],
  ])(
    '%s says one try and several tries by its plural rules, numbers in its format',
    async (language, one, two, count) => {
      await applyApplicantLanguage(language);
      expect(applicantText('questions.triesLeft', { count: 1 })).toBe(one);
      expect(applicantText('questions.triesLeft', { count: 2 })).toBe(two);
      expect(applicantText('typed.characterCount', { count: 1000, limit: 1200 })).toBe(count);
      expect(document.documentElement.lang).toBe(language);
    },
  );

  it('chooses the device words with a select in each language', async () => {
    await applyApplicantLanguage('de');
    expect(applicantText('devices.cantAccess', { kinds: 'both' })).toContain('Ihre Kamera und Ihr Mikrofon');
    expect(applicantText('devices.cantAccess', { kinds: 'microphone' })).toContain('Ihr Mikrofon.');
  });

  it('shows English for a tag the product does not ship', async () => {
    await applyApplicantLanguage('xx');
    expect(applicantText('questions.submit')).toBe('Submit');
    expect(document.documentElement.lang).toBe('en');
  });
});

/**
 * The catalogues pages bring with their own chunk (`applicantPageNamespace`): the legal pages' prose. The
 * shipped languages are held to English's keys; a partial language has none (the pages show English).
 */
describe('applicant page catalogues', () => {
  const PAGE_FILES = ['applicant-legal.json'];

  it.each(PAGE_FILES)(
    '%s: every complete language has exactly the English keys, with its arguments',
    (file) => {
      const source = leaves(read('en', file));
      for (const language of APPLICANT_CATALOGUE_LANGUAGES.filter((l) => l !== 'en')) {
        const translated = leaves(read(language, file));
        expect(
          [...translated.keys()].filter((k) => !source.has(k)),
          `${language}: keys English lacks`,
        ).toEqual([]);
        expect(
          [...source.keys()].filter((k) => !translated.has(k)),
          `${language}: keys missing`,
        ).toEqual([]);
        for (const [key, message] of translated) {
          expect(message.trim(), `${language} ${key}`).not.toBe('');
          expect([...argumentsOf(parse(message))].sort(), `${language} ${key}`).toEqual(
            [...argumentsOf(parse(source.get(key)!))].sort(),
          );
        }
      }
    },
  );

  it.each(PAGE_FILES)('%s: has no English key the source does not read', (file) => {
    const texts = sourceFiles(path.join(here, '..', '..')).map((f) => readFileSync(f, 'utf8'));
    const sectionOf = new Map<string, string>();
    for (const text of texts)
      for (const match of text.matchAll(/(\w+) = applicantPageTexts\(\s*\w+,\s*'(\w+)'/g))
        sectionOf.set(match[1]!, match[2]!);
    const used = new Set<string>();
    for (const text of texts) {
      for (const match of text.matchAll(/'(\w+\.\w+)'/g)) used.add(match[1]!);
      const names = new Map(sectionOf);
      for (const match of text.matchAll(/\b(\w+) as (\w+)\b/g)) {
        const section = sectionOf.get(match[1]!);
        if (section) names.set(match[2]!, section);
      }
      for (const [name, section] of names)
        for (const match of text.matchAll(new RegExp(`\\b${name}\\.(\\w+)`, 'g')))
          used.add(`${section}.${match[1]}`);
    }
    expect(
      [...leaves(read('en', file)).keys()].filter((key) => !used.has(key)),
      'keys no page reads',
    ).toEqual([]);
  });
});

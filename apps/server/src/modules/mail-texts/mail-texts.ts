import { IntlMessageFormat } from 'intl-messageformat';
import { DEFAULT_LANGUAGE, shippedLanguageOf, type LanguageTag } from '@vi/contracts';
import de from './locales/de.json' with { type: 'json' };
import en from './locales/en.json' with { type: 'json' };
import es from './locales/es.json' with { type: 'json' };
import fr from './locales/fr.json' with { type: 'json' };
import ptBR from './locales/pt-BR.json' with { type: 'json' };

/**
 * The words of the mails, per language (docs/languages.md): one JSON catalogue per shipped language,
 * each value an ICU message. English is the source; the others are typed by it, so a catalogue missing
 * a key does not compile (and `mail-texts.test.ts` says which).
 */
export type MailCatalogue = typeof en;
export type MailSection = keyof MailCatalogue;

export const MAIL_CATALOGUES: Record<LanguageTag, MailCatalogue> = { en, es, fr, de, 'pt-BR': ptBR };

/**
 * The locale dates are written in. English keeps the day-month order its mails always had (`en-GB`);
 * the others use their own tag.
 */
const DATE_LOCALES: Record<LanguageTag, string> = {
  en: 'en-GB',
  es: 'es',
  fr: 'fr',
  de: 'de',
  'pt-BR': 'pt-BR',
};

export type MailValues = Record<string, string | number>;

export interface MailTexts {
  language: LanguageTag;
  /** `section.key` in this language, its arguments filled in (names people typed go in as they are). */
  t: <S extends MailSection>(section: S, key: keyof MailCatalogue[S] & string, values?: MailValues) => string;
  /** A deadline as people read it, with its time, in UTC (the applicant's time zone is not known here). */
  deadline: (iso: string) => string;
  /** A day, without its time. */
  day: (iso: string) => string;
}

const formats = new Map<string, IntlMessageFormat>();

function compiled(language: LanguageTag, section: MailSection, key: string): IntlMessageFormat {
  const id = `${language}|${section}.${key}`;
  let format = formats.get(id);
  if (!format) {
    const messages = MAIL_CATALOGUES[language][section] as Record<string, string>;
    const source = messages[key] ?? (MAIL_CATALOGUES.en[section] as Record<string, string>)[key];
    if (source === undefined) throw new Error(`no mail text ${section}.${key}`);
    format = new IntlMessageFormat(source, language);
    formats.set(id, format);
  }
  return format;
}

/** The texts of one language; a tag the product does not ship (a row written by hand) falls back to English. */
export function mailTexts(tag: string | null | undefined): MailTexts {
  const language = (tag && shippedLanguageOf(tag)) || DEFAULT_LANGUAGE;
  const locale = DATE_LOCALES[language];
  const deadlineFormat = new Intl.DateTimeFormat(locale, {
    timeZone: 'UTC',
    dateStyle: 'full',
    timeStyle: 'short',
  });
  const dayFormat = new Intl.DateTimeFormat(locale, { timeZone: 'UTC', dateStyle: 'long' });
  const t: MailTexts['t'] = (section, key, values) => String(compiled(language, section, key).format(values));
  return {
    language,
    t,
    deadline: (iso) => t('common', 'deadline', { date: deadlineFormat.format(new Date(iso)) }),
    day: (iso) => dayFormat.format(new Date(iso)),
  };
}

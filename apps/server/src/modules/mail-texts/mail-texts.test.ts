import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_TAGS, MEDIA_FAILURE_MESSAGES } from '@vi/contracts';
import { MAIL_CATALOGUES, mailTexts } from './mail-texts.js';

type Catalogue = Record<string, Record<string, string>>;
const catalogue = (tag: string) => MAIL_CATALOGUES[tag as keyof typeof MAIL_CATALOGUES] as Catalogue;
const keysOf = (c: Catalogue) =>
  Object.entries(c).flatMap(([s, m]) => Object.keys(m).map((k) => `${s}.${k}`));
const messageOf = (c: Catalogue, id: string) => {
  const [section, key] = id.split('.') as [string, string];
  return c[section]?.[key];
};

interface Element {
  type: number;
  value?: string;
  options?: Record<string, { value: Element[] }>;
}

/** The argument names a message uses, and for each plural or select its option names. */
function shapeOf(message: string, locale: string): { args: string[]; options: Record<string, string[]> } {
  const args = new Set<string>();
  const options: Record<string, string[]> = {};
  const walk = (elements: Element[]) => {
    for (const element of elements) {
      if (element.value && element.type !== 0) args.add(element.value);
      if (element.options) {
        options[element.value!] = Object.keys(element.options);
        for (const option of Object.values(element.options)) walk(option.value);
      }
    }
  };
  walk(new IntlMessageFormat(message, locale).getAst());
  return { args: [...args].sort(), options };
}

describe('the mail catalogues', () => {
  const english = keysOf(catalogue('en'));

  it.each(LANGUAGE_TAGS.filter((t) => t !== 'en'))('%s has every key of English and no other', (tag) => {
    const keys = keysOf(catalogue(tag));
    expect(
      english.filter((k) => !keys.includes(k)),
      'missing',
    ).toEqual([]);
    expect(
      keys.filter((k) => !english.includes(k)),
      'not in English',
    ).toEqual([]);
  });

  it.each(LANGUAGE_TAGS)(
    '%s: every message parses, is not empty and takes the arguments English takes',
    (tag) => {
      for (const id of english) {
        const message = messageOf(catalogue(tag), id);
        expect(message?.trim(), `${tag} ${id}`).toBeTruthy();
        const shape = shapeOf(message!, tag);
        const source = shapeOf(messageOf(catalogue('en'), id)!, 'en');
        expect(shape.args, `${tag} ${id}`).toEqual(source.args);
        for (const [arg, names] of Object.entries(source.options)) {
          // A select offers the same choices; a plural gives at least every form the language needs.
          const needed = new Intl.PluralRules(tag).resolvedOptions().pluralCategories;
          const isPlural =
            names.includes('other') && names.every((n) => /^(=\d+|zero|one|two|few|many|other)$/.test(n));
          const expected = isPlural ? needed.filter((c) => c !== 'many') : names;
          expect(shape.options[arg], `${tag} ${id} ${arg}`).toEqual(expect.arrayContaining(expected));
        }
      }
    },
  );

  it('says the media failures in English exactly as the contracts word them', () => {
    expect(catalogue('en').mediaFailure).toEqual(MEDIA_FAILURE_MESSAGES);
  });

  it('notices a language missing a key (the check above is not vacuous)', () => {
    const broken = structuredClone(catalogue('es'));
    delete broken.invitation!.subject;
    expect(english.filter((k) => !keysOf(broken).includes(k))).toEqual(['invitation.subject']);
  });
});

describe('mailTexts', () => {
  const deadline = '2026-12-04T17:00:00.000Z';

  it('writes dates in the language, in UTC', () => {
    expect(mailTexts('en').deadline(deadline)).toBe('Friday, 4 December 2026 at 17:00 (UTC)');
    expect(mailTexts('es').deadline(deadline)).toBe('viernes, 4 de diciembre de 2026, 17:00 (UTC)');
    expect(mailTexts('de').deadline(deadline)).toBe('Freitag, 4. Dezember 2026 um 17:00 (UTC)');
    expect(mailTexts('fr').day(deadline)).toBe('4 décembre 2026');
    expect(mailTexts('pt-BR').day(deadline)).toBe('4 de dezembro de 2026');
  });

  it('takes a tag in any case and falls back to English for one not shipped', () => {
    expect(mailTexts('PT-br').language).toBe('pt-BR');
    expect(mailTexts('ja').language).toBe('en');
    expect(mailTexts(null).t('applicant', 'start')).toBe('Start your interview');
  });

  it('leaves names as written, even ones that look like ICU syntax', () => {
    expect(mailTexts('es').t('invitation', 'subject', { jobTitle: 'Dev {x}', companyName: "O'Neil" })).toBe(
      "Tu entrevista en vídeo para Dev {x} en O'Neil",
    );
  });
});

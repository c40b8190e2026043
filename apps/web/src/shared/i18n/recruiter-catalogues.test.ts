import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { SHIPPED_LANGUAGES } from '@vi/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { jsxLiterals } from '../../testing/jsx-literals';
import { RECRUITER_CONVERTED_FOLDERS } from './recruiter-converted';
import {
  applyRecruiterLanguage,
  RECRUITER_CATALOGUE_LANGUAGES,
  recruiterNamespace,
  resetRecruiterLanguage,
  type RecruiterCatalogue,
} from './recruiter-i18n';

const here = path.dirname(fileURLToPath(import.meta.url));
const webSource = path.join(here, '..', '..');
const locales = path.join(here, 'locales');
const read = (language: string, file: string) =>
  JSON.parse(readFileSync(path.join(locales, language, file), 'utf8')) as RecruiterCatalogue;

/** The recruiter namespaces: English's `recruiter-*.json` files are the source of names and keys. */
const NAMESPACE_FILES = readdirSync(path.join(locales, 'en')).filter((f) => /^recruiter-.+\.json$/.test(f));

function leaves(catalogue: RecruiterCatalogue): Map<string, string> {
  const out = new Map<string, string>();
  for (const [section, messages] of Object.entries(catalogue))
    for (const [key, message] of Object.entries(messages)) out.set(`${section}.${key}`, message);
  return out;
}

/** The argument names a message uses (a translation may make English's plain `{days}` a plural). */
function argumentNames(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const e of elements) {
    if (e.type === TYPE.argument || e.type === TYPE.number || e.type === TYPE.date) into.add(e.value);
    if (e.type === TYPE.plural || e.type === TYPE.select) {
      into.add(e.value);
      for (const option of Object.values(e.options)) argumentNames(option.value, into);
    }
  }
  return into;
}

function sourceFiles(dir: string, pattern = /\.tsx?$/): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full, pattern);
    return pattern.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/**
 * The keys of `namespace` the source reads: `'section.key'` (a formatter), `NAME.key` where NAME is a text
 * module made by `recruiterTexts(NS, 'section')`, or `'key'` in a file that uses NAME (labels kept as keys
 * and read at render, `LAYOUT_TEXTS[item.label]`); a module indexed by a value reads its whole section.
 */
function usedKeys(files: string[]): Set<string> {
  const texts = files.map((file) => readFileSync(file, 'utf8'));
  const sectionOf = new Map<string, string>();
  for (const text of texts)
    for (const match of text.matchAll(/(\w+)(?::[^=\n]+)? = recruiterTexts\(\s*\w+,\s*'(\w+)'/g))
      sectionOf.set(match[1]!, match[2]!);
  const used = new Set<string>();
  for (const text of texts) {
    for (const match of text.matchAll(/'(\w+\.\w+)'/g)) used.add(match[1]!);
    const names = new Map(sectionOf);
    for (const match of text.matchAll(/\b(\w+) as (\w+)\b/g)) {
      const section = sectionOf.get(match[1]!);
      if (section) names.set(match[2]!, section);
    }
    for (const [name, section] of names) {
      if (!new RegExp(`\\b${name}\\b`).test(text)) continue;
      for (const match of text.matchAll(new RegExp(`\\b${name}\\.(\\w+)`, 'g')))
        used.add(`${section}.${match[1]}`);
      for (const match of text.matchAll(/'(\w+)'/g)) used.add(`${section}.${match[1]}`);
      // Indexed by a value (`ROLE_NAMES[view.role]`): any key of the section may be read.
      if (new RegExp(`\\b${name}\\[`).test(text)) used.add(`${section}.*`);
    }
  }
  return used;
}

describe('recruiter catalogues', () => {
  afterEach(() => resetRecruiterLanguage());

  it('has at least the converted areas’ namespaces', () => {
    expect(NAMESPACE_FILES).toEqual(
      expect.arrayContaining(['recruiter-shell.json', 'recruiter-home.json', 'recruiter-account.json']),
    );
  });

  it('lists as complete only shipped languages', () => {
    const shipped = SHIPPED_LANGUAGES.map((l) => l.tag as string);
    for (const language of RECRUITER_CATALOGUE_LANGUAGES) expect(shipped).toContain(language);
  });

  it.each(RECRUITER_CATALOGUE_LANGUAGES.filter((l) => l !== 'en'))(
    '%s has every recruiter namespace with exactly the English keys, each valid ICU with the same arguments',
    (language) => {
      for (const file of NAMESPACE_FILES) {
        expect(existsSync(path.join(locales, language, file)), `${language}/${file}`).toBe(true);
        const english = leaves(read('en', file));
        const translated = leaves(read(language, file));
        expect(
          [...translated.keys()].filter((k) => !english.has(k)),
          `${file}: keys English lacks`,
        ).toEqual([]);
        expect(
          [...english.keys()].filter((k) => !translated.has(k)),
          `${file}: keys missing`,
        ).toEqual([]);
        for (const [key, message] of translated) {
          expect(message.trim(), `${file} ${key}`).not.toBe('');
          expect([...argumentNames(parse(message))].sort(), `${file} ${key}`).toEqual(
            [...argumentNames(parse(english.get(key)!))].sort(),
          );
        }
      }
    },
  );

  it('has no English key the source does not read', () => {
    const used = usedKeys(sourceFiles(webSource));
    for (const file of NAMESPACE_FILES) {
      const unused = [...leaves(read('en', file)).keys()].filter(
        (key) => !used.has(key) && !used.has(`${key.split('.')[0]}.*`),
      );
      expect(unused, `${file}: keys no screen reads`).toEqual([]);
    }
  });

  it('finds no user-facing string literal in the JSX of the converted folders', () => {
    const found = RECRUITER_CONVERTED_FOLDERS.flatMap((folder) => {
      const dir = path.join(webSource, folder);
      expect(existsSync(dir), `${folder} (listed in recruiter-converted.ts)`).toBe(true);
      return sourceFiles(dir, /\.tsx$/).flatMap((file) =>
        jsxLiterals(readFileSync(file, 'utf8'), file).map(
          (hit) => `${path.relative(webSource, file)}:${hit.line} ${hit.text}`,
        ),
      );
    });
    expect(found, 'texts to move to a catalogue').toEqual([]);
  });

  it('finds no text module of plain strings in the converted folders (texts come from recruiterTexts)', () => {
    const plain = RECRUITER_CONVERTED_FOLDERS.flatMap((folder) =>
      sourceFiles(path.join(webSource, folder), /\.ts$/).flatMap((file) =>
        [
          ...readFileSync(file, 'utf8').matchAll(
            /export const (\w*(?:TEXTS|LABELS|NAMES)\w*)(?::[^=\n]+)? = \{/g,
          ),
        ].map((match) => `${path.relative(webSource, file)} ${match[1]}`),
      ),
    );
    expect(plain, 'text modules to move to a catalogue').toEqual([]);
    expect(
      'export const X_TEXTS = {'.match(/export const (\w*(?:TEXTS|LABELS|NAMES)\w*)(?::[^=\n]+)? = \{/),
    ).not.toBeNull();
  });

  it('the literal finder sees element text, braces, branches and spoken attributes, not class names', () => {
    const hits = jsxLiterals(
      `const A = () => (
        <div className="a-b" aria-label="Close the panel">
          Save changes
          {'Cancel'} {ok ? T.yes : 'Not now'} {\`\${count} items\`} {T.fine} {' '} · {PRODUCT_TITLE}
          <Spinner label={'Loading'} id="main-spinner" />
        </div>
      );`,
    );
    expect(hits.map((hit) => hit.text)).toEqual([
      'aria-label="Close the panel"',
      'Save changes',
      'Cancel',
      'Not now',
      'items',
      'Loading',
    ]);
  });

  it.each([
    ['en', 'No new completed interviews', '1 new completed interview', '2 new completed interviews'],
    [
      'es',
      'Ninguna entrevista completada nueva',
      '1 entrevista completada nueva',
      '2 entrevistas completadas nuevas',
    ],
    ['fr', 'Aucun nouvel entretien terminé', '1 nouvel entretien terminé', '2 nouveaux entretiens terminés'],
    [
      'de',
      'Keine neuen abgeschlossenen Interviews',
      '1 neues abgeschlossenes Interview',
      '2 neue abgeschlossene Interviews',
    ],
    [
      'pt-BR',
      'Nenhuma entrevista concluída nova',
      '1 entrevista concluída nova',
      '2 entrevistas concluídas novas',
    ],
  ])('%s counts none, one and several by its plural rules', async (language, none, one, two) => {
    const home = recruiterNamespace('recruiter-home', read('en', 'recruiter-home.json'));
    await applyRecruiterLanguage(language);
    expect(home.t('work.newCompleted', { count: 0 })).toBe(none);
    expect(home.t('work.newCompleted', { count: 1 })).toBe(one);
    expect(home.t('work.newCompleted', { count: 2 })).toBe(two);
    expect(document.documentElement.lang).toBe(language);
  });
});

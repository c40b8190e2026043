/**
 * How every search compares text (docs/languages.md, "Search"; docs/decisions/0031-accent-folded-search.md):
 * case- and accent-insensitively, the same on SQLite and PostgreSQL, in the server and in the browser.
 * The server stores what it searches already folded (the interview search documents, a job's title) and
 * folds the search's words the same way, so the databases compare plain lower-case letters.
 *
 * Changing the folding changes what stored rows mean: it needs a migration that folds them again.
 */

/** Letters Unicode does not decompose into a base letter and a mark, spelled the way people type them. */
const LETTERS: Readonly<Record<string, string>> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
};
const SPECIAL = new RegExp(`[${Object.keys(LETTERS).join('')}]`, 'gu');

/**
 * Lower case without accents: "José MÜLLER" → "jose muller", "Straße" → "strasse". Compatibility forms
 * become their plain letters too ("ﬁ" → "fi", full-width "Ａ" → "a"). Anything else is kept as it is.
 */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(SPECIAL, (c) => LETTERS[c] ?? c);
}

/** The words of a text as search sees them: runs of letters and digits, folded. */
export function searchWords(text: string): string[] {
  return foldForSearch(text).match(/[\p{L}\p{N}]+/gu) ?? [];
}

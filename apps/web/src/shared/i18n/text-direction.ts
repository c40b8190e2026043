/**
 * Which way a language is written, and the page's `<html lang dir>` set from it (docs/languages.md "Right to
 * left"). The applicant's screens call `showDocumentIn` when their language changes; every stylesheet they
 * load uses logical properties (`margin-inline-start`, `inset-inline-end`, `text-align: start`), so `dir`
 * alone mirrors the layout.
 */
export type TextDirection = 'ltr' | 'rtl';

/** Languages written right to left when the tag names no script (Arabic, Hebrew, Persian, Urdu, …). */
const RTL_LANGUAGES = new Set(['ar', 'he', 'iw', 'fa', 'ur', 'ps', 'sd', 'yi', 'dv', 'ckb', 'ug']);
/** Scripts written right to left, for a tag that names one (`az-Arab`, `pa-Arab`). */
const RTL_SCRIPTS = new Set(['arab', 'hebr', 'thaa', 'syrc', 'nkoo', 'adlm', 'rohg', 'mand', 'samr']);

/** The direction of a BCP 47 tag: its script subtag if it has one, else its language's usual script. */
export function textDirectionOf(tag: string): TextDirection {
  const [language = '', ...subtags] = tag.trim().toLowerCase().split(/[-_]/);
  const script = subtags.find((subtag) => /^[a-z]{4}$/.test(subtag));
  if (script !== undefined) return RTL_SCRIPTS.has(script) ? 'rtl' : 'ltr';
  return RTL_LANGUAGES.has(language) ? 'rtl' : 'ltr';
}

/** `<html lang dir>` for `tag`: screen readers pick the voice, the browser the direction, from these. */
export function showDocumentIn(tag: string): void {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = tag;
  document.documentElement.dir = textDirectionOf(tag);
}

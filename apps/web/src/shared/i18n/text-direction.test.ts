import { afterEach, describe, expect, it } from 'vitest';
import { showDocumentIn, textDirectionOf } from './text-direction';

describe('text direction', () => {
  afterEach(() => showDocumentIn('en'));

  it.each([
    ['ar', 'rtl'],
    ['ar-EG', 'rtl'],
    ['he', 'rtl'],
    ['fa-IR', 'rtl'],
    ['ur', 'rtl'],
    ['az-Arab', 'rtl'],
    ['en', 'ltr'],
    ['pt-BR', 'ltr'],
    ['de', 'ltr'],
    // A script subtag wins over the language's usual one.
    ['ku-Latn', 'ltr'],
    ['pa-Arab-PK', 'rtl'],
  ])('%s is written %s', (tag, direction) => {
    expect(textDirectionOf(tag)).toBe(direction);
  });

  it('sets <html lang dir> together', () => {
    showDocumentIn('ar');
    expect(document.documentElement.getAttribute('lang')).toBe('ar');
    expect(document.documentElement.getAttribute('dir')).toBe('rtl');
    showDocumentIn('fr');
    expect(document.documentElement.getAttribute('dir')).toBe('ltr');
  });
});

import { describe, expect, it } from 'vitest';
import { foldForSearch, searchWords } from './search-text.js';

describe('search folding', () => {
  it('drops case and accents so either spelling finds the other', () => {
    expect(foldForSearch('José')).toBe(foldForSearch('jose'));
    expect(foldForSearch('MÜLLER')).toBe('muller');
    expect(foldForSearch('canción')).toBe(foldForSearch('CANCION'));
    expect(foldForSearch('São Paulo, Ça va, Ñandú')).toBe('sao paulo, ca va, nandu');
  });

  it('spells the letters Unicode does not decompose the way people type them', () => {
    expect(foldForSearch('Straße Łódź Ærø Œuvre')).toBe('strasse lodz aero oeuvre');
  });

  it('keeps other scripts and punctuation, only folding their case', () => {
    expect(foldForSearch('Ελένη 東京 C++')).toBe('ελενη 東京 c++');
  });

  it('splits words at anything but letters and digits', () => {
    expect(searchWords('¿Por qué «Northwind»? 3D-diseño')).toEqual([
      'por',
      'que',
      'northwind',
      '3d',
      'diseno',
    ]);
  });
});

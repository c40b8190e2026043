import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserApplicantLanguage, publicPageLanguage } from './public-page-language';

describe('the language of the pages anyone may land on', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    sessionStorage.clear();
  });

  it("takes the browser's first language with a complete catalogue, a region matching its language", () => {
    expect(browserApplicantLanguage(['de-AT', 'en'])).toBe('de');
    expect(browserApplicantLanguage(['pt-PT'])).toBe('pt-BR');
    expect(browserApplicantLanguage(['pt-br'])).toBe('pt-BR');
    expect(browserApplicantLanguage(['ja', 'fr-CA'])).toBe('fr');
    // Arabic's catalogue is partial: a browser asking for it gets English, not a half-translated page.
    expect(browserApplicantLanguage(['ar', 'ja'])).toBe('en');
    expect(browserApplicantLanguage([])).toBe('en');
  });

  it("prefers the address's language, then this tab's interview's, then the browser's", () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['de-DE']);
    expect(publicPageLanguage(null)).toBe('de');
    sessionStorage.setItem('vi.language', 'es');
    expect(publicPageLanguage(null)).toBe('es');
    expect(publicPageLanguage('pt-br')).toBe('pt-BR');
    // The applicant chose Arabic in the interview: the page follows, English where Arabic has no text.
    expect(publicPageLanguage('ar')).toBe('ar');
    // A tag the screens lack is ignored.
    expect(publicPageLanguage('xx')).toBe('es');
  });
});

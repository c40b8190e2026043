import { TERMS_VERSION } from '@vi/contracts';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyApplicantLanguage } from '../../../shared/i18n/applicant-i18n';
import { mockPublicConfig } from '../../../test/public-config-fixture';
import { PrivacyPage } from './privacy-page';
import { TermsPage } from './terms-page';

describe('built-in legal pages', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('the privacy policy names what is collected, who sees it, how long, deletion and no automated judgement', async () => {
    mockPublicConfig();
    render(<PrivacyPage />, { wrapper: MemoryRouter });

    expect(screen.getByRole('heading', { level: 2, name: 'Privacy Policy' })).toBeDefined();
    expect(screen.getByText(`Version ${TERMS_VERSION}`)).toBeDefined();
    for (const heading of [
      'What is collected',
      'Who sees it',
      'No automated judgement',
      'How long it is kept',
      'How to have it deleted',
    ]) {
      expect(screen.getByRole('heading', { level: 3, name: heading })).toBeDefined();
    }
    const text = document.body.textContent;
    for (const collected of [
      /name, email address and phone number, and your resume/,
      /the audio, and for a video interview the video/,
      /speech-to-text software on the server/,
      /Details of your device and browser .* in error logs/,
      /time you gave your consent, and the version of the terms/,
      /The recruiters of the company that invited you\. Nobody else/,
      /As long as the company keeps it for this hiring process/,
      /analyses your face, your voice or your\s+emotions/,
    ]) {
      expect(text).toMatch(collected);
    }
    expect((await screen.findByRole('link', { name: 'help@example.test' })).getAttribute('href')).toBe(
      'mailto:help@example.test',
    );
    expect(screen.getByRole('link', { name: 'Read the Terms of Use' }).getAttribute('href')).toBe('/terms');
  });

  it('the terms of use say what the applicant agrees to and link the privacy policy', () => {
    mockPublicConfig();
    render(<TermsPage />, { wrapper: MemoryRouter });

    expect(screen.getByRole('heading', { level: 2, name: 'Terms of Use' })).toBeDefined();
    expect(screen.getByRole('heading', { level: 3, name: 'Your consent' })).toBeDefined();
    expect(document.body.textContent).toMatch(/does not score, rank or judge you/);
    // Think time starts a take by itself: the terms must not promise that only a button press does.
    expect(document.body.textContent).toMatch(/by itself when that\s+time runs out/);
    expect(document.body.textContent).not.toMatch(/never on its own/);
    expect(screen.getByRole('link', { name: 'Read the Privacy Policy' }).getAttribute('href')).toBe(
      '/privacy',
    );
  });
});

describe('the legal pages’ language', () => {
  afterEach(async () => {
    vi.restoreAllMocks();
    sessionStorage.clear();
    await applyApplicantLanguage('en');
    sessionStorage.clear();
  });

  const at = (address: string) =>
    function Router({ children }: { children: ReactNode }) {
      return <MemoryRouter initialEntries={[address]}>{children}</MemoryRouter>;
    };

  it("follows the address's ?lang= (the consent's link from a German interview), and keeps it on the way to the other page", async () => {
    mockPublicConfig();
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-US']);
    render(<TermsPage />, { wrapper: at('/terms?lang=de') });

    expect(await screen.findByRole('heading', { level: 2, name: 'Nutzungsbedingungen' })).toBeDefined();
    expect(screen.getByRole('heading', { level: 3, name: 'Ihre Einwilligung' })).toBeDefined();
    expect(screen.getByText(`Version ${TERMS_VERSION}`)).toBeDefined();
    expect(screen.getByRole('link', { name: 'Datenschutzerklärung lesen' }).getAttribute('href')).toBe(
      '/privacy?lang=de',
    );
    expect(document.documentElement.lang).toBe('de');
    expect(document.title).toMatch(/^Nutzungsbedingungen · /);
    expect(document.body.textContent).not.toMatch(/Terms of Use|Your consent|Read the Privacy Policy/);
  });

  it("follows this tab's interview, else the browser", async () => {
    mockPublicConfig();
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['fr-FR', 'en']);
    const { unmount } = render(<PrivacyPage />, { wrapper: MemoryRouter });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Politique de confidentialité' }),
    ).toBeDefined();
    expect(screen.getByRole('heading', { level: 3, name: 'Aucune évaluation automatisée' })).toBeDefined();
    expect(screen.getByRole('link', { name: 'Lire les Conditions d’utilisation' }).getAttribute('href')).toBe(
      '/terms',
    );
    unmount();

    sessionStorage.setItem('vi.language', 'pt-BR');
    render(<PrivacyPage />, { wrapper: MemoryRouter });
    expect(await screen.findByRole('heading', { level: 2, name: 'Política de Privacidade' })).toBeDefined();
    expect(document.body.textContent).toMatch(/Nada aqui dá nota ou classifica você/);
  });
});

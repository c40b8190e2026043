import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyApplicantLanguage } from '../../shared/i18n/applicant-i18n';
import { mockPublicConfig } from '../../test/public-config-fixture';
import { NotFoundPage } from './not-found';

describe('NotFoundPage', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('shows the 404 code, title and message under the product header', () => {
    mockPublicConfig();
    render(<NotFoundPage />, { wrapper: MemoryRouter });

    expect(screen.getByText('404').tagName).toBe('P');
    expect(screen.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeDefined();
    expect(screen.getByText('The page you are looking for does not exist.')).toBeDefined();
    expect(screen.getByRole('main')).toBeDefined();
    expect(screen.getByRole('banner').textContent).toContain('Video Interviewer');
  });

  it('offers a way on: the invitation link again, the home page and the support contact', async () => {
    mockPublicConfig();
    render(<NotFoundPage />, { wrapper: MemoryRouter });

    expect(screen.getByText(/open the link from your invitation again/)).toBeDefined();
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/');
    expect((await screen.findByRole('link', { name: 'help@example.test' })).getAttribute('href')).toBe(
      'mailto:help@example.test',
    );
  });

  describe('in the reader’s language', () => {
    afterEach(async () => {
      sessionStorage.clear();
      await applyApplicantLanguage('en');
      sessionStorage.clear();
    });

    it("is in the browser's language for someone outside an interview", async () => {
      mockPublicConfig();
      vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['de-CH', 'en']);
      render(<NotFoundPage />, { wrapper: MemoryRouter });

      expect(await screen.findByRole('heading', { level: 1, name: 'Seite nicht gefunden' })).toBeDefined();
      expect(screen.getByText('Die gesuchte Seite existiert nicht.')).toBeDefined();
      expect(screen.getByText(/öffnen Sie den Link aus Ihrer Einladung erneut/)).toBeDefined();
      expect(screen.getByRole('link', { name: 'Zur Startseite' }).getAttribute('href')).toBe('/');
      expect(await screen.findByText(/Brauchen Sie Hilfe\?/)).toBeDefined();
      expect(document.documentElement.lang).toBe('de');
      expect(document.body.textContent).not.toMatch(/Page Not Found|Go to the home page|Need Assistance/);
    });

    it("is in the language of the interview this tab is in, whatever the browser's", async () => {
      mockPublicConfig();
      vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['de-DE']);
      sessionStorage.setItem('vi.language', 'es');
      render(<NotFoundPage />, { wrapper: MemoryRouter });

      expect(await screen.findByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeDefined();
      expect(screen.getByText('La página que buscas no existe.')).toBeDefined();
    });
  });
});

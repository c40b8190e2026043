import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyApplicantLanguage } from '../../shared/i18n/applicant-i18n';
import { mockPublicConfig } from '../../test/public-config-fixture';
import { LandingPage } from './landing';

describe('LandingPage', () => {
  afterEach(async () => {
    vi.restoreAllMocks();
    sessionStorage.clear();
    await applyApplicantLanguage('en');
    sessionStorage.clear();
  });

  it('says what the product is and leads to the recruiter area, in English by default', async () => {
    mockPublicConfig();
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-US']);
    render(<LandingPage />, { wrapper: MemoryRouter });

    expect(
      await screen.findByRole('heading', { level: 2, name: 'Recorded one-way job interviews' }),
    ).toBeDefined();
    expect(screen.getByText(/Open that link to check your camera and microphone/)).toBeDefined();
    expect(screen.getByRole('link', { name: 'Recruiter area' }).getAttribute('href')).toBe('/recruiter');
  });

  it("is in the browser's language, so a German 404's way home does not land on English", async () => {
    mockPublicConfig();
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['de-AT', 'en']);
    render(<LandingPage />, { wrapper: MemoryRouter });

    expect(
      await screen.findByRole('heading', {
        level: 2,
        name: 'Aufgezeichnete zeitversetzte Bewerbungsinterviews',
      }),
    ).toBeDefined();
    expect(screen.getByRole('link', { name: 'Bereich für Recruiter' })).toBeDefined();
    expect(document.documentElement.lang).toBe('de');
    expect(document.body.textContent).not.toMatch(/Recorded one-way|Recruiter area/);
  });
});

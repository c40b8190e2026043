import { TERMS_VERSION } from '@vi/contracts';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
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
    expect(screen.getByRole('link', { name: 'Read the Privacy Policy' }).getAttribute('href')).toBe(
      '/privacy',
    );
  });
});

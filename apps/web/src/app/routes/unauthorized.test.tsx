import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyApplicantLanguage } from '../../shared/i18n/applicant-i18n';
import { mockPublicConfig } from '../../test/public-config-fixture';
import { UnauthorizedPage } from './unauthorized';

describe('UnauthorizedPage', () => {
  afterEach(async () => {
    vi.restoreAllMocks();
    await applyApplicantLanguage('en');
    sessionStorage.clear();
  });

  it('shows the 401 code, title and message, a way on and the support contact', async () => {
    mockPublicConfig();
    render(<UnauthorizedPage />, { wrapper: MemoryRouter });

    expect(screen.getByText('401').tagName).toBe('P');
    expect(screen.getByRole('heading', { level: 1, name: 'Unauthorized' })).toBeDefined();
    expect(screen.getByText('Authorization required.')).toBeDefined();
    expect(screen.getByRole('banner')).toBeDefined();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toBeDefined();
    expect(await screen.findByRole('link', { name: 'help@example.test' })).toBeDefined();
  });

  it("is in the browser's language outside an interview", async () => {
    mockPublicConfig();
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['pt-BR']);
    render(<UnauthorizedPage />, { wrapper: MemoryRouter });

    expect(await screen.findByRole('heading', { level: 1, name: 'Não autorizado' })).toBeDefined();
    expect(screen.getByText('Autorização necessária.')).toBeDefined();
    expect(screen.getByText(/plataforma de recrutamento da sua empresa/)).toBeDefined();
    expect(screen.getByRole('link', { name: 'Ir para a página inicial' })).toBeDefined();
  });
});

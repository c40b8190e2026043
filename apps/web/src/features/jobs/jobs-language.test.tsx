import type { Job } from '@vi/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-toastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyRecruiterLanguage, resetRecruiterLanguage } from '../../shared/i18n/recruiter-i18n';
import { apiError, mockApi, RECRUITER, renderWithProviders, scaled, mockToasts } from '../../testing';
import { job, questionnaire, stubMatchMedia } from '../../test/recruiter/fixtures';
import { SelectJobPanel } from './select-job-panel';

mockToasts();

// The Select Job panel in the recruiter's language; English is pinned by select-job-panel.test.tsx.

const THIS = questionnaire({ questionnaireId: 'q-1', questionnaireName: 'Sales screen' });
const JOBS: Job[] = [
  job({ id: 1, title: 'Sales Manager' }),
  job({ id: 2, title: 'Account Executive', questionnaireId: 'q-1' }),
];

function renderPanel() {
  renderWithProviders(
    <SelectJobPanel show questionnaire={THIS} onHide={vi.fn()} onLinksChanged={vi.fn()} />,
    {
      identity: RECRUITER,
    },
  );
}

describe('the Select Job panel in the recruiter language', { timeout: scaled(20_000) }, () => {
  beforeEach(async () => {
    stubMatchMedia();
    mockApi('get', '/company/7/division', []);
    mockApi('get', '/company/7/user', []);
    await applyRecruiterLanguage('de');
  });
  afterEach(async () => {
    vi.clearAllMocks();
    await resetRecruiterLanguage();
  });

  it('shows the list, its actions, the detach question and the toast in German', async () => {
    const user = userEvent.setup();
    mockApi('get', '/company/7/jobs', JOBS);
    mockApi('post', '/job/:jobId/questionnaire', {});
    renderPanel();
    const panel = await screen.findByRole('dialog', { name: 'Stelle auswählen' });
    expect(within(panel).getByText('Für den Fragebogen: Sales screen')).toBeTruthy();
    expect(within(panel).getByLabelText('Stellen durchsuchen')).toBeTruthy();
    const sales = (await within(panel).findByRole('button', { name: 'Sales Manager' })).closest('li')!;
    await user.click(within(sales).getByRole('button', { name: 'Auswählen' }));
    expect(toast.success).toHaveBeenCalledWith(
      'Der Fragebogen wurde der Stelle mit der ID 1 (Sales Manager) zugeordnet.',
    );

    const account = screen.getByRole('button', { name: 'Account Executive' }).closest('li')!;
    await user.click(within(account).getByRole('button', { name: 'Trennen' }));
    const question = await screen.findByRole('dialog', { name: 'Fragebogen von Account Executive trennen?' });
    expect(within(question).getByText(/ist eine aktive Stelle/)).toBeTruthy();
    expect(within(question).getByRole('button', { name: 'Abbrechen' })).toBeTruthy();
  });

  it('labels the demo fallback in German', async () => {
    mockApi('get', '/company/7/jobs', apiError(500));
    renderPanel();
    expect(await screen.findByRole('heading', { name: 'Fehler beim Laden der Stellen' })).toBeTruthy();
    expect(screen.getByText('Ersatzweise werden Demodaten angezeigt.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Demostelle (aktiv)' })).toBeTruthy();
    expect(screen.getAllByText('Beispielstadt, EX')).toHaveLength(2);
    expect(screen.queryByText(/Demo Job|Example City|Select Job/)).toBeNull();
  });
});

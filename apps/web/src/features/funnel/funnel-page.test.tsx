import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FunnelResponse } from '@vi/contracts';
import {
  apiError,
  makeJob,
  makeQuestionnaire,
  mockApi,
  renderWithProviders,
  type ApiResponse,
} from '../../testing';
import { applyRecruiterLanguage, resetRecruiterLanguage } from '../../shared/i18n/recruiter-i18n';
import { FunnelPage } from './funnel-page';

beforeEach(() => {
  mockApi('get', '/company/1/jobs', [makeJob({ id: 4, title: 'Analyst', questionnaireId: 'q-1' })]);
  mockApi('get', '/company/1/questionnaire', [makeQuestionnaire()]);
});
const mockFunnel = (answer: ApiResponse, options?: { once: boolean }) =>
  mockApi('get', '/company/1/funnel', answer, options);

const result: FunnelResponse = {
  invited: 10,
  opened: 8,
  started: 6,
  completed: 5,
  expired: 1,
  medianMinutesToComplete: 12.5,
  screenedOut: 2,
  jobs: [
    { jobId: 4, jobTitle: 'Analyst', interviews: 6, screenedOut: 2 },
    { jobId: 5, jobTitle: 'Buyer', interviews: 4, screenedOut: 0 },
  ],
  questions: [
    {
      questionId: 'question-1',
      questionText: 'Why sales?',
      position: 0,
      type: 'Text',
      answered: 6,
      options: null,
    },
    {
      questionId: 'question-2',
      questionText: 'May you work in Norway?',
      position: 1,
      type: 'Select',
      answered: 5,
      options: [
        { optionId: 'option-1', label: 'Yes', knockout: false, chosen: 3 },
        { optionId: 'option-2', label: 'No', knockout: true, chosen: 2 },
      ],
    },
  ],
};

beforeAll(() => {
  // recharts measures its container; jsdom has no layout.
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
});
function renderPage() {
  return renderWithProviders(<FunnelPage />);
}

describe('FunnelPage', () => {
  it('shows each step with its share of the invited, the median and answers per question, as tables', async () => {
    mockFunnel(result);
    renderPage();
    const steps = await screen.findByRole('table', { name: 'Applicants at each step' });
    expect(within(steps).getByRole('row', { name: 'Started 6 60%' })).toBeTruthy();
    expect(within(steps).getByRole('row', { name: 'Expired before completing 1 10%' })).toBeTruthy();
    expect(screen.getByText('12.5 min')).toBeTruthy();
    const questions = screen.getByRole('table', { name: 'How many applicants answered each question' });
    expect(within(questions).getByRole('row', { name: 'Q2. May you work in Norway? 5' })).toBeTruthy();
    // The chart is one labelled image for assistive technology.
    expect(
      await screen.findByRole('img', { name: 'Chart: Invited 10, Opened 8, Started 6, Completed 5' }),
    ).toBeTruthy();
  });

  it('shows the screened-out count per job and how often each option was chosen', async () => {
    mockFunnel(result);
    renderPage();
    const perJob = await screen.findByRole('table', {
      name: 'Interviews per job with an answer that does not meet requirements',
    });
    expect(within(perJob).getByRole('row', { name: 'Analyst 6 2' })).toBeTruthy();
    expect(within(perJob).getByRole('row', { name: 'Buyer 4 0' })).toBeTruthy();
    const chosen = screen.getByRole('table', { name: 'Q2. May you work in Norway? (answers chosen)' });
    expect(within(chosen).getByRole('row', { name: 'Yes 3 60%' })).toBeTruthy();
    expect(
      within(chosen).getByRole('row', { name: /^No ?\(does not meet requirements\) 2 40%$/ }),
    ).toBeTruthy();
    // A recorded question has no options to count.
    expect(screen.queryByRole('table', { name: /Why sales\? \(answers chosen\)/ })).toBeNull();
  });

  it('asks again for the chosen job', async () => {
    const funnel = mockFunnel(result);
    renderPage();
    await screen.findByRole('option', { name: 'Analyst' });
    await userEvent.setup().selectOptions(screen.getByLabelText('Job'), '4');
    // axios leaves undefined parameters out: the job alone, no questionnaire.
    await waitFor(() => expect(funnel.last()?.query).toEqual({ jobId: '4' }));
  });

  it('says so when nobody was invited yet, and offers a retry after a failure', async () => {
    mockFunnel(apiError(500), { once: true });
    renderPage();
    const alert = await screen.findByRole('alert');
    mockFunnel({
      ...result,
      invited: 0,
      opened: 0,
      started: 0,
      completed: 0,
      expired: 0,
      screenedOut: 0,
      jobs: [],
      questions: [],
    });
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No invitations here yet.')).toBeTruthy();
  });
});

describe('FunnelPage in the recruiter language', () => {
  afterEach(() => resetRecruiterLanguage());

  it('words the steps in German and writes its numbers as German does', async () => {
    await applyRecruiterLanguage('de');
    mockFunnel({ ...result, invited: 1200, opened: 1000 });
    renderPage();
    const percent = (share: number) => new Intl.NumberFormat('de', { style: 'percent' }).format(share);
    const steps = await screen.findByRole('table', { name: 'Bewerber pro Schritt' });
    expect(within(steps).getByRole('row', { name: `Eingeladen 1.200 ${percent(1)}` })).toBeTruthy();
    expect(within(steps).getByRole('row', { name: `Geöffnet 1.000 ${percent(0.83)}` })).toBeTruthy();
    expect(screen.getByText('12,5 Min.')).toBeTruthy();
    const questions = screen.getByRole('table', { name: 'Wie viele Bewerber jede Frage beantwortet haben' });
    expect(within(questions).getByRole('row', { name: 'F2. May you work in Norway? 5' })).toBeTruthy();
    const chosen = screen.getByRole('table', { name: 'F2. May you work in Norway? (gewählte Antworten)' });
    expect(within(chosen).getByRole('row', { name: `Yes 3 ${percent(0.6)}` })).toBeTruthy();
    expect(
      await screen.findByRole('img', {
        name: 'Diagramm: Eingeladen 1.200, Geöffnet 1.000, Begonnen 6, Abgeschlossen 5',
      }),
    ).toBeTruthy();
    expect(screen.queryByText(/Applicants at each step|Median time to complete/)).toBeNull();
  });
});

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FunnelResponse } from '@vi/contracts';
import { fetchFunnel } from '../../shared/api/recruiter/integrations-api';
import { fetchJobs, fetchQuestionnaires } from '../../shared/api/recruiter/recruiter-api';
import { job, questionnaire } from '../../test/recruiter/fixtures';
import { FunnelPage } from './funnel-page';

vi.mock('../../shared/api/recruiter/integrations-api', () => ({ fetchFunnel: vi.fn() }));
vi.mock('../../shared/api/recruiter/recruiter-api', () => ({
  fetchJobs: vi.fn(),
  fetchQuestionnaires: vi.fn(),
}));
const funnelMock = vi.mocked(fetchFunnel);
vi.mocked(fetchJobs).mockResolvedValue([job({ id: 4, title: 'Analyst', questionnaireId: 'q-1' })]);
vi.mocked(fetchQuestionnaires).mockResolvedValue([questionnaire()]);

const result: FunnelResponse = {
  invited: 10,
  opened: 8,
  started: 6,
  completed: 5,
  expired: 1,
  medianMinutesToComplete: 12.5,
  questions: [
    { questionId: 'question-1', questionText: 'Why sales?', position: 0, answered: 6 },
    { questionId: 'question-2', questionText: 'Your best deal?', position: 1, answered: 5 },
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
afterEach(() => funnelMock.mockReset());

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <FunnelPage />
    </QueryClientProvider>,
  );
}

describe('FunnelPage', () => {
  it('shows each step with its share of the invited, the median and answers per question, as tables', async () => {
    funnelMock.mockResolvedValue(result);
    renderPage();
    const steps = await screen.findByRole('table', { name: 'Applicants at each step' });
    expect(within(steps).getByRole('row', { name: 'Started 6 60%' })).toBeTruthy();
    expect(within(steps).getByRole('row', { name: 'Expired before completing 1 10%' })).toBeTruthy();
    expect(screen.getByText('12.5 min')).toBeTruthy();
    const questions = screen.getByRole('table', { name: 'How many applicants answered each question' });
    expect(within(questions).getByRole('row', { name: 'Q2. Your best deal? 5' })).toBeTruthy();
    // The chart is one labelled image for assistive technology.
    expect(
      await screen.findByRole('img', { name: 'Chart: Invited 10, Opened 8, Started 6, Completed 5' }),
    ).toBeTruthy();
  });

  it('asks again for the chosen job', async () => {
    funnelMock.mockResolvedValue(result);
    renderPage();
    await screen.findByRole('option', { name: 'Analyst' });
    await userEvent.setup().selectOptions(screen.getByLabelText('Job'), '4');
    await waitFor(() =>
      expect(funnelMock).toHaveBeenLastCalledWith(1, { jobId: 4, questionnaireId: undefined }),
    );
  });

  it('says so when nobody was invited yet, and offers a retry after a failure', async () => {
    funnelMock.mockRejectedValueOnce(new Error('down'));
    renderPage();
    const alert = await screen.findByRole('alert');
    funnelMock.mockResolvedValue({
      ...result,
      invited: 0,
      opened: 0,
      started: 0,
      completed: 0,
      expired: 0,
      questions: [],
    });
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No invitations here yet.')).toBeTruthy();
  });
});

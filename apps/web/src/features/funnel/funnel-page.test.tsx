import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FunnelResponse } from '@vi/contracts';
import {
  apiError,
  makeJob,
  makeQuestionnaire,
  mockApi,
  renderWithProviders,
  type ApiResponse,
} from '../../testing';
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
    expect(within(questions).getByRole('row', { name: 'Q2. Your best deal? 5' })).toBeTruthy();
    // The chart is one labelled image for assistive technology.
    expect(
      await screen.findByRole('img', { name: 'Chart: Invited 10, Opened 8, Started 6, Completed 5' }),
    ).toBeTruthy();
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
      questions: [],
    });
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No invitations here yet.')).toBeTruthy();
  });
});

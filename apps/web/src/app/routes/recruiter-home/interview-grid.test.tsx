import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  apiError,
  mockApi,
  renderWithProviders,
  type ApiResponse,
  type MockedEndpoint,
  type MockApiOptions,
} from '../../../testing';
import { makeInterview, makeList, makeResponse } from '../../../test/recruiter/interview-factories';
import { InterviewGrid } from './interviews-tab-slot';

/** GET /company/1/interviews, the grid's pages. */
const mockList = (answer: ApiResponse, options?: MockApiOptions): MockedEndpoint =>
  mockApi('get', '/company/1/interviews', answer, options);
/** A list of `total` interviews, served page by page as asked. */
const servePagesOf = (total: number) => mockList(({ query }) => makeList(total, Number(query.page)));

/** The filters' job and questionnaire choices, which the grid asks for as it mounts. */
let filterChoices: MockedEndpoint[] = [];
beforeEach(() => {
  filterChoices = [mockApi('get', '/company/1/jobs', []), mockApi('get', '/company/1/questionnaire', [])];
});

function renderGrid() {
  // A data router, as in the app: the grid's filters watch for a navigation away.
  return renderWithProviders(<InterviewGrid />, { path: '*', route: '/' });
}

function cards(): HTMLElement[] {
  return within(screen.getByRole('list', { name: 'Interviews' })).getAllByRole('link');
}

afterEach(() => {
  window.sessionStorage.clear();
});

describe('InterviewGrid', () => {
  it('shows nine skeleton cards and a loading status while the first page loads', async () => {
    const list = mockList({}, { delay: 'infinite' });
    const { container } = renderGrid();
    expect(screen.getByRole('status').textContent).toBe('Loading interviews...');
    expect(container.querySelectorAll('.interview-card--skeleton')).toHaveLength(9);
    // The grid's requests go out asynchronously (axios): the test ends once its handlers have them, or
    // they could reach msw after the handlers are gone and fail the next test as unhandled.
    await waitFor(() => {
      for (const endpoint of [list, ...filterChoices]) expect(endpoint.calls).toHaveLength(1);
    });
  });

  it('shows each card with thumbnail, name, job title and MM/DD/YYYY date, linking to the review', async () => {
    const interview = makeInterview(1, { dateApplied: new Date(2026, 2, 4, 10).toISOString() });
    mockList({ data: [interview], total: 1, page: 1, limit: 20 });
    renderGrid();
    const [card] = await waitFor(cards);
    expect(card?.getAttribute('href')).toBe(`/recruiter/interviews/${interview.id}`);
    expect(within(card!).getByRole('heading', { name: 'Applicant 1' })).toBeTruthy();
    expect(within(card!).getByText('Job 1')).toBeTruthy();
    expect(card?.textContent).toContain('Date applied: 03/04/2026');
    expect(card?.querySelector('img')?.getAttribute('src')).toBe('/api/v1/media/answers/a1/thumbnail');
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it('shows how long the recorded answers run on the picture, and no length when none has one', async () => {
    const recorded = makeInterview(1, {
      responses: [
        makeResponse({ questionId: 'q1', duration: 65.2 }),
        makeResponse({ questionId: 'q2', duration: 30.4 }),
        // A written answer has no media and no duration.
        makeResponse({ questionId: 'q3', duration: null, videoUrl: null, type: 'Written', text: 'Yes' }),
      ],
    });
    const unanswered = makeInterview(2, { responses: [], thumbnailUrl: null, status: 'Incomplete' });
    mockList({ data: [recorded, unanswered], total: 2, page: 1, limit: 20 });
    renderGrid();
    const [first, second] = await waitFor(cards);
    expect(first?.querySelector('.interview-card__length')?.textContent).toBe('Answers recorded: 1:36');
    expect(second?.querySelector('.interview-card__length')).toBeNull();
  });

  it('shows the applicant’s initials on a card without a picture (an interview not answered yet)', async () => {
    const interview = makeInterview(2, {
      applicantName: 'Ada Lovelace',
      thumbnailUrl: null,
      status: 'Incomplete',
    });
    mockList({ data: [interview], total: 1, page: 1, limit: 20 });
    renderGrid();
    const [card] = await waitFor(cards);
    expect(card?.querySelector('img')).toBeNull();
    expect(card?.querySelector('.interview-card__initials')?.textContent).toBe('AL');
    // The initials are a picture only: the card's name is still read from its heading.
    expect(card?.querySelector('.interview-card__initials')?.getAttribute('aria-hidden')).toBe('true');
  });

  it(
    'shows 9 at first, reveals more on Show more and appends the next page of 20 when needed',
    async () => {
      const list = servePagesOf(45);
      const user = userEvent.setup();
      renderGrid();
      await waitFor(() => expect(cards()).toHaveLength(9));
      expect(list.calls.map((call) => call.query)).toEqual([{ page: '1', limit: '20', status: 'Completed' }]);
      expect(screen.getByText('Showing 9 of 45 interviews')).toBeTruthy();

      await user.click(screen.getByRole('button', { name: 'Show more' }));
      expect(cards()).toHaveLength(18);
      expect(list.calls).toHaveLength(1);
      // Keyboard users continue at the first new card.
      expect(document.activeElement).toBe(cards()[9]);

      await user.click(screen.getByRole('button', { name: 'Show more' }));
      await waitFor(() => expect(cards()).toHaveLength(27));
      expect(list.last()?.query).toEqual({ page: '2', limit: '20', status: 'Completed' });
      expect(cards()[26]?.textContent).toContain('Applicant 27');

      for (const expected of [36, 45]) {
        await user.click(screen.getByRole('button', { name: 'Show more' }));
        await waitFor(() => expect(cards()).toHaveLength(expected));
      }
      expect(list.calls).toHaveLength(3);
      // Loading-all: the loaded count reached the total.
      expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
      expect(screen.getByText('Showing 45 of 45 interviews')).toBeTruthy();
    },
    // Three pages through the network and five clicks: seconds when test files run side by side on two cores.
    15_000,
  );

  it('stops when appending answers 404', async () => {
    mockList(({ query }) => (query.page === '1' ? makeList(60, 1) : apiError(404, {})));
    const user = userEvent.setup();
    renderGrid();
    await waitFor(() => expect(cards()).toHaveLength(9));
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull());
    expect(cards()).toHaveLength(20);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("says 'No interview jobs found.' when there are none", async () => {
    mockList({ data: [], total: 0, page: 1, limit: 20 });
    renderGrid();
    expect(await screen.findByText('No interview jobs found.')).toBeTruthy();
  });

  it("says 'Failed to load interviews' and can try again", async () => {
    mockList(apiError(500, {}));
    const user = userEvent.setup();
    renderGrid();
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to load interviews');
    mockList(makeList(2, 1));
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(cards()).toHaveLength(2));
  });

  it('filters by status and starts again from the first cards', async () => {
    const list = servePagesOf(30);
    const user = userEvent.setup();
    renderGrid();
    await waitFor(() => expect(cards()).toHaveLength(9));
    await user.selectOptions(screen.getByLabelText('Status'), 'Incomplete');
    await waitFor(() => expect(list.last()?.query).toEqual({ page: '1', limit: '20', status: 'Incomplete' }));
    await user.selectOptions(screen.getByLabelText('Status'), 'all');
    await waitFor(() => expect(list.last()?.query).toEqual({ page: '1', limit: '20' }));
    await waitFor(() => expect(cards()[0]?.getAttribute('href')).toContain('?status=all'));
  });

  it('comes back to the same filter and cards after a visit to a review', async () => {
    servePagesOf(45);
    const user = userEvent.setup();
    const first = renderGrid();
    await waitFor(() => expect(cards()).toHaveLength(9));
    await user.selectOptions(screen.getByLabelText('Status'), 'all');
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(cards()).toHaveLength(18));
    first.unmount();

    renderGrid();
    await waitFor(() => expect(cards()).toHaveLength(18));
    expect(screen.getByLabelText<HTMLSelectElement>('Status').value).toBe('all');
  });

  it('starts over when the remembered place is unreadable', async () => {
    window.sessionStorage.setItem('vi.interviewGrid', '{not json');
    servePagesOf(45);
    renderGrid();
    await waitFor(() => expect(cards()).toHaveLength(9));
    expect(screen.getByLabelText<HTMLSelectElement>('Status').value).toBe('Completed');
  });
});

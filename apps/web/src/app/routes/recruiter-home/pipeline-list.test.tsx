import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Interview } from '@vi/contracts';
import { Suspense, use } from 'react';
import { useLocation } from 'react-router';
import { toast } from 'react-toastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeInterview, makeResponse } from '../../../test/recruiter/interview-factories';
import {
  mockApi,
  RECRUITER,
  renderWithProviders,
  type MockedEndpoint,
  scaled,
  mockToasts,
} from '../../../testing';
import { SEARCH_DEBOUNCE_MS } from '../../../features/pipeline/search-box';
import { InterviewGrid } from './interviews-tab-slot';

mockToasts();

const ADA = makeInterview(1, {
  applicantName: 'Ada Byron',
  stage: 'shortlisted',
  rating: { average: 4.5, count: 2 },
});
const GRACE = makeInterview(2, { applicantName: 'Grace Hopper', questionnaireId: 'q-2' });
const MARY = makeInterview(3, { applicantName: 'Mary Jackson' });
/** Erased under the retention rule: no name, picture or media; stage and rating kept. */
const ERASED = makeInterview(4, {
  applicantName: '',
  applicantEmail: '',
  thumbnailUrl: null,
  responses: [],
  stage: 'rejected',
  rating: { average: 2, count: 1 },
  deletion: { deletedAt: new Date(2027, 4, 20, 9).toISOString(), reason: 'retention', retentionDays: 180 },
});

/** The address the grid wrote, for the assertions. */
function Address() {
  const location = useLocation();
  return <output data-testid="address">{location.pathname + location.search}</output>;
}

/** Suspends while `hold` is unresolved and the address has a stage: a busy page holding a navigation back. */
function HoldStageNavigation({ hold }: { hold: Promise<void> | undefined }) {
  const location = useLocation();
  if (hold !== undefined && location.search.includes('stage=')) use(hold);
  return null;
}

/** What a lazily loaded route's module gives the router. */
type RouteCode = { element: React.ReactNode };
const REVIEW_CODE: RouteCode = {
  element: (
    <>
      <p>review page</p>
      <Address />
    </>
  ),
};

/**
 * The list in a data router, as in the app: the review route's code is loaded lazily (`reviewCode`, at
 * once unless a test holds it back), and `hold` holds back an address with a stage. Each page shows the
 * address it rendered (not the router's state, which runs ahead of a held transition).
 */
function renderList(
  entry = '/recruiter?tab=interviews',
  hold?: Promise<void>,
  reviewCode: Promise<RouteCode> = Promise.resolve(REVIEW_CODE),
) {
  return renderWithProviders(
    <>
      <Suspense fallback={<p>held</p>}>
        <InterviewGrid />
        <HoldStageNavigation hold={hold} />
      </Suspense>
      <Address />
    </>,
    {
      path: '/recruiter',
      route: entry,
      identity: RECRUITER,
      routes: [
        {
          path: '/recruiter/compare',
          element: (
            <>
              <p>compare page</p>
              <Address />
            </>
          ),
        },
        { path: '/recruiter/interviews/:id', lazy: () => reviewCode },
      ],
    },
  );
}

const LIST_PATH = `/company/${RECRUITER.companyId}/interviews`;
let list: MockedEndpoint;
/** The company's interviews, as the list's endpoint answers every page. */
function answerList(interviews: Interview[]) {
  list = mockApi('get', LIST_PATH, { data: interviews, total: interviews.length, page: 1, limit: 20 });
}

const address = () => screen.getByTestId('address').textContent ?? '';
/** The query string of the latest list request, as the server reads it. */
const lastQuery = () => list.last()?.query;
const searches = () => list.calls.filter(({ query }) => 'q' in query);

beforeEach(() => {
  // The filter bar's job and questionnaire choices; none is needed here.
  mockApi('get', `/company/${RECRUITER.companyId}/jobs`, []);
  mockApi('get', `/company/${RECRUITER.companyId}/questionnaire`, []);
});

afterEach(() => {
  vi.useRealTimers();
  window.sessionStorage.clear();
  window.localStorage.clear();
});

// Each case drives the grid, its filter bar and the router through several screens: seconds on a busy machine.
describe('the Interviews tab as a pipeline', { timeout: scaled(20_000) }, () => {
  it('reads its filters from the address and sends them to the server', async () => {
    answerList([ADA]);
    renderList('/recruiter?tab=interviews&stage=shortlisted,new&jobId=7&minRating=4&sort=-rating&q=robots');
    await screen.findByRole('heading', { name: 'Ada Byron' });
    expect(lastQuery()).toEqual({
      page: '1',
      limit: '20',
      status: 'Completed',
      q: 'robots',
      stage: 'new,shortlisted',
      jobId: '7',
      minRating: '4',
      sort: '-rating',
    });
    expect(screen.getByLabelText<HTMLInputElement>('Search names and transcripts').value).toBe('robots');
    expect(screen.getByRole('checkbox', { name: 'Shortlisted' })).toHaveProperty('checked', true);
    expect(screen.getByLabelText<HTMLSelectElement>('Sort by').value).toBe('-rating');
  });

  it('shows each card with its stage and the average rating', async () => {
    answerList([ADA, MARY]);
    renderList();
    const card = (await screen.findByRole('heading', { name: 'Ada Byron' })).closest('a')!;
    expect(card.textContent).toContain('Shortlisted');
    expect(card.textContent).toContain('4.5 of 5 from 2 reviews');
    const other = screen.getByRole('heading', { name: 'Mary Jackson' }).closest('a')!;
    expect(other.textContent).toContain('New');
    expect(other.textContent).toContain('Not rated');
  });

  it('filters by stage and unreviewed, writing the address, and Clear filters undoes it', async () => {
    answerList([ADA]);
    const user = userEvent.setup();
    renderList();
    await screen.findByRole('heading', { name: 'Ada Byron' });
    await user.click(screen.getByRole('checkbox', { name: 'In review' }));
    await waitFor(() => expect(lastQuery()).toMatchObject({ stage: 'in_review' }));
    expect(address()).toContain('stage=in_review');
    await user.click(screen.getByRole('checkbox', { name: 'Not yet reviewed by me' }));
    await waitFor(() => expect(lastQuery()).toMatchObject({ unreviewedByMe: 'true' }));
    expect(address()).toContain('unreviewed=true');
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(address()).toBe('/recruiter?tab=interviews');
    expect(screen.getByRole('checkbox', { name: 'In review' })).toHaveProperty('checked', false);
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();
    // The unfiltered list is the first one read: shown again from the cache.
    expect(list.calls[0]?.query).toEqual({ page: '1', limit: '20', status: 'Completed' });
  });

  it('filters by screening, kept in the address, and marks who does not meet the requirements', async () => {
    const screenedOut = makeInterview(5, {
      applicantName: 'Joan Clarke',
      responses: [{ ...makeResponse({ questionText: 'May you work in Norway?' }), questionId: 'question-2' }],
      screening: {
        meetsRequirements: false,
        knockouts: [{ questionId: 'question-2', optionId: 'option-2', label: 'No' }],
        override: null,
      },
    });
    answerList([screenedOut, MARY]);
    const user = userEvent.setup();
    renderList('/recruiter?tab=interviews&screening=passed');
    await screen.findByRole('heading', { name: 'Joan Clarke' });
    expect(lastQuery()).toMatchObject({ screening: 'passed' });
    const requirements = screen.getByLabelText<HTMLSelectElement>('Requirements');
    expect(requirements.value).toBe('passed');
    await user.selectOptions(requirements, 'Does not meet requirements');
    await waitFor(() => expect(lastQuery()).toMatchObject({ screening: 'failed' }));
    expect(address()).toContain('screening=failed');

    const card = screen.getByRole('heading', { name: 'Joan Clarke' }).closest('a')!;
    const mark = within(card).getByText('Does not meet requirements');
    expect(mark.getAttribute('title')).toBe('May you work in Norway?: No');
    const other = screen.getByRole('heading', { name: 'Mary Jackson' }).closest('a')!;
    expect(within(other).queryByText('Does not meet requirements')).toBeNull();

    await user.selectOptions(requirements, 'Any answers');
    await waitFor(() => expect(address()).not.toContain('screening'));
    expect(lastQuery()).not.toHaveProperty('screening');
  });

  it('ticks a stage at once, while the router still holds the address change back', async () => {
    answerList([ADA]);
    let release = () => {};
    const hold = new Promise<void>((resolve) => (release = resolve));
    renderList('/recruiter?tab=interviews', hold);
    await screen.findByRole('heading', { name: 'Ada Byron' });
    const box = screen.getByRole('checkbox', { name: 'Shortlisted' });
    await act(async () => fireEvent.click(box));
    // The navigation is a transition, suspended here: the address is the old one, the box is ticked.
    expect(address()).toBe('/recruiter?tab=interviews');
    expect(box).toHaveProperty('checked', true);
    expect(screen.queryByText('held')).toBeNull();
    await act(async () => release());
    await waitFor(() => expect(address()).toContain('stage=shortlisted'));
    expect(screen.getByRole('checkbox', { name: 'Shortlisted' })).toHaveProperty('checked', true);
    // Unticking goes back through the address as well.
    fireEvent.click(screen.getByRole('checkbox', { name: 'Shortlisted' }));
    await waitFor(() => expect(address()).toBe('/recruiter?tab=interviews'));
    expect(screen.getByRole('checkbox', { name: 'Shortlisted' })).toHaveProperty('checked', false);
  });

  it('searches once typing pauses', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    answerList([ADA]);
    renderList();
    await screen.findByRole('heading', { name: 'Ada Byron' });
    const box = screen.getByLabelText('Search names and transcripts');
    fireEvent.change(box, { target: { value: 'rob' } });
    fireEvent.change(box, { target: { value: 'robots' } });
    expect(list.calls).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS + 50));
    await waitFor(() => expect(lastQuery()).toMatchObject({ q: 'robots' }));
    expect(searches()).toHaveLength(1);
    expect(address()).toContain('q=robots');
  });

  it('does not pull the recruiter back to the list when a search fires while a review is loading', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    answerList([ADA]);
    let loadReview: (code: RouteCode) => void = () => {};
    const reviewCode = new Promise<RouteCode>((resolve) => (loadReview = resolve));
    const { router } = renderList(undefined, undefined, reviewCode);
    const card = (await screen.findByRole('heading', { name: 'Ada Byron' })).closest('a')!;
    fireEvent.change(screen.getByLabelText('Search names and transcripts'), { target: { value: 'ada' } });
    fireEvent.click(card);
    await waitFor(() => expect(router.state.navigation.state).toBe('loading'));
    // The search's pause ends while the review's code is still on its way.
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS + 50));
    expect(router.state.navigation.location?.pathname).toBe(`/recruiter/interviews/${ADA.id}`);
    await act(async () => loadReview(REVIEW_CODE));
    expect(await screen.findByText('review page')).toBeTruthy();
    expect(address()).toBe(`/recruiter/interviews/${ADA.id}`);
    expect(searches()).toHaveLength(0);
  });

  it('switches to a table (remembered) whose header checkbox selects every shown row', async () => {
    answerList([ADA, MARY]);
    const user = userEvent.setup();
    const first = renderList();
    await screen.findByRole('heading', { name: 'Ada Byron' });
    await user.click(screen.getByRole('button', { name: 'Table' }));
    const table = screen.getByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]?.textContent).toContain('Ada Byron');
    expect(rows[1]?.textContent).toContain('Shortlisted');
    await user.click(screen.getByRole('checkbox', { name: 'Select all shown interviews' }));
    expect(screen.getByText('2 selected')).toBeTruthy();
    first.unmount();

    renderList();
    expect(await screen.findByRole('table')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Table' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('shows an erased interview as a tombstone in cards and table, its stage and rating kept', async () => {
    answerList([ADA, ERASED]);
    const user = userEvent.setup();
    renderList();
    const name = await screen.findByRole('heading', { name: 'Deleted candidate' });
    const card = name.closest('a') as HTMLElement;
    expect(card.textContent).toContain('Deleted on 05/20/2027 under the 180-day retention rule');
    expect(card.textContent).toContain('Rejected');
    expect(card.textContent).toContain('2.0');
    expect(card.querySelector('img')).toBeNull();
    expect(card.getAttribute('href')).toContain(ERASED.id);
    expect(screen.getByRole('checkbox', { name: 'Select Deleted candidate' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Table' }));
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    const row = rows[2] as HTMLElement;
    expect(within(row).getByRole('link', { name: 'Deleted candidate' })).toBeTruthy();
    expect(row.textContent).toContain('Deleted on 05/20/2027 under the 180-day retention rule');
    expect(row.textContent).toContain('Rejected');
    await user.click(within(row).getByRole('checkbox', { name: 'Select Deleted candidate' }));
    expect(screen.getByText('1 selected')).toBeTruthy();
  });

  it('moves the selected interviews to a stage in one call', async () => {
    answerList([ADA, MARY]);
    const move = mockApi('post', `/company/${RECRUITER.companyId}/interviews/stage`, {
      updated: 2,
      interviews: [],
    });
    const user = userEvent.setup();
    renderList();
    await screen.findByRole('heading', { name: 'Ada Byron' });
    await user.click(screen.getByRole('checkbox', { name: 'Select Ada Byron' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Mary Jackson' }));
    await user.click(screen.getByRole('button', { name: 'Move to stage…' }));
    await user.click(await screen.findByRole('button', { name: 'Hired' }));
    await waitFor(() =>
      expect(move.calls.map((call) => call.body)).toEqual([
        { interviewIds: [ADA.id, MARY.id], stage: 'hired' },
      ]),
    );
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Moved 2 interviews to Hired.'));
    // The list is read again for the new stages.
    await waitFor(() => expect(list.calls.length).toBeGreaterThan(1));
    expect(screen.queryByText('2 selected')).toBeNull();
  });

  it('refuses to compare interviews of different questionnaires, and compares two of one', async () => {
    answerList([ADA, GRACE, MARY]);
    const user = userEvent.setup();
    renderList();
    await screen.findByRole('heading', { name: 'Ada Byron' });
    await user.click(screen.getByRole('checkbox', { name: 'Select Ada Byron' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Grace Hopper' }));
    await user.click(screen.getByRole('button', { name: 'Compare' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cannot compare these interviews' });
    expect(dialog.textContent).toContain('Only interviews of the same questionnaire can be compared');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));

    await user.click(screen.getByRole('checkbox', { name: 'Select Grace Hopper' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Mary Jackson' }));
    await user.click(screen.getByRole('button', { name: 'Compare' }));
    await waitFor(() => expect(address()).toBe(`/recruiter/compare?ids=${ADA.id},${MARY.id}`));
  });
});

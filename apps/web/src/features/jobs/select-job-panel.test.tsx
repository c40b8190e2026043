import type { Job } from '@vi/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-toastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  apiError,
  expectNoRequests,
  mockApi,
  RECRUITER,
  renderWithProviders,
  type ApiResponse,
  type MockApiOptions,
  type MockedEndpoint,
  mockToasts,
} from '../../testing';
import { job, questionnaire, stubMatchMedia } from '../../test/recruiter/fixtures';
import { SelectJobPanel } from './select-job-panel';

mockToasts();

const mockJobs = (answer: ApiResponse, options?: MockApiOptions) =>
  mockApi('get', '/company/7/jobs', answer, options);
/** POST and DELETE /job/{id}/questionnaire: link and unlink, each answering in turn (the last repeats). */
const mockAttach = (...answers: ApiResponse[]) =>
  (attach = mockApi(
    'post',
    '/job/:jobId/questionnaire',
    ({ index }) => answers[Math.min(index, answers.length - 1)],
  ));
const mockDetach = (...answers: ApiResponse[]) =>
  (detach = mockApi(
    'delete',
    '/job/:jobId/questionnaire',
    ({ index }) => answers[Math.min(index, answers.length - 1)],
  ));
let attach: MockedEndpoint;
let detach: MockedEndpoint;
/** Path and body of each request, to compare whole. */
const sent = (endpoint: MockedEndpoint) => endpoint.calls.map(({ path, body }) => ({ path, body }));

const THIS = questionnaire({ questionnaireId: 'q-1', questionnaireName: 'Sales screen' });

const JOBS: Job[] = [
  job({ id: 1, title: 'Sales Manager', divisionId: 10, recruiterId: 100 }),
  job({ id: 2, title: 'Account Executive', questionnaireId: 'q-1', divisionId: 20, recruiterId: 101 }),
  job({ id: 3, title: 'Support Lead', questionnaireId: 'q-other', status: 'On Hold', divisionId: 10 }),
  job({ id: 4, title: 'Old Sales Job', status: 'Closed', divisionId: 10 }),
];

function renderPanel(props: Partial<Parameters<typeof SelectJobPanel>[0]> = {}) {
  const onLinksChanged = vi.fn();
  const onHide = vi.fn();
  const { queryClient: client } = renderWithProviders(
    <SelectJobPanel show questionnaire={THIS} onHide={onHide} onLinksChanged={onLinksChanged} {...props} />,
    { identity: RECRUITER },
  );
  const invalidate = vi.spyOn(client, 'invalidateQueries');
  return { onLinksChanged, onHide, invalidate, client };
}

function rowOf(title: string): HTMLElement {
  const row = screen.getByRole('button', { name: title }).closest('li');
  if (!row) throw new Error(`no row for ${title}`);
  return row;
}

function titles(): string[] {
  const list = screen.getByRole('list', { name: 'Jobs' });
  return within(list)
    .getAllByRole('listitem')
    .map((item) => item.querySelector('.job-row__title')?.textContent ?? '');
}

beforeEach(() => {
  stubMatchMedia();
  mockJobs(JOBS);
  mockAttach({});
  mockDetach(undefined);
  mockApi('get', '/company/7/division', [
    { id: 10, name: 'Sales' },
    { id: 20, name: 'Support' },
  ]);
  mockApi('get', '/company/7/user', [
    { id: 100, active: true, contactInfo: { firstName: 'Rita', lastName: 'Recruiter' } },
    { id: 101, active: true, contactInfo: { firstName: 'Sam', lastName: 'Sourcer' } },
    { id: 102, active: false, contactInfo: { firstName: 'Gone', lastName: 'Away' } },
  ]);
});

afterEach(() => {
  vi.useRealTimers();
  vi.clearAllMocks();
});

describe('SelectJobPanel', () => {
  it('lists the jobs without Closed ones, with status text and the right action per job', async () => {
    renderPanel();
    expect(await screen.findByRole('dialog', { name: 'Select Job' })).toBeTruthy();
    await screen.findByRole('button', { name: 'Sales Manager' });
    expect(titles()).toEqual(['Sales Manager', 'Account Executive', 'Support Lead']);

    const open = rowOf('Sales Manager');
    expect(within(open).getByText('Open').className).toContain('text-bg-success');
    expect(within(open).getByText('Austin, TX')).toBeTruthy();
    const select = within(open).getByRole('button', { name: 'Select' });
    expect((select as HTMLButtonElement).disabled).toBe(false);
    // The job title describes the button, so "Select" is announced with its job.
    expect(select.getAttribute('aria-describedby')).toBe(
      screen.getByRole('button', { name: 'Sales Manager' }).id,
    );

    expect(within(rowOf('Account Executive')).getByRole('button', { name: 'Detach' })).toBeTruthy();
    const elsewhere = rowOf('Support Lead');
    expect(within(elsewhere).getByText('On Hold').className).toContain('text-bg-warning');
    const blocked = within(elsewhere).getByRole<HTMLButtonElement>('button', {
      name: 'Attached elsewhere',
    });
    expect(blocked.disabled).toBe(true);
    expect(within(elsewhere).getByText(/Another questionnaire is attached/)).toBeTruthy();
    expect(screen.getByText('For questionnaire: Sales screen')).toBeTruthy();
  });

  it('filters by keyword (case-insensitive), division, posted by and status; Clear Filters resets', async () => {
    const user = userEvent.setup();
    renderPanel();
    await screen.findByRole('button', { name: 'Sales Manager' });

    await user.type(screen.getByLabelText('Search jobs'), 'SALES');
    expect(titles()).toEqual(['Sales Manager']);
    await user.clear(screen.getByLabelText('Search jobs'));

    const division = screen.getByLabelText('Division');
    await waitFor(() => expect(within(division).getAllByRole('option')).toHaveLength(3));
    await user.selectOptions(division, 'Support');
    expect(titles()).toEqual(['Account Executive']);
    await user.selectOptions(division, 'All Divisions');

    const postedBy = screen.getByLabelText('Posted By');
    await waitFor(() => expect(within(postedBy).getAllByRole('option')).toHaveLength(3));
    // Only active users are offered.
    expect(within(postedBy).queryByRole('option', { name: 'Gone Away' })).toBeNull();
    await user.selectOptions(postedBy, 'Rita Recruiter');
    expect(titles()).toEqual(['Sales Manager']);

    await user.selectOptions(screen.getByLabelText('Job Status'), 'On Hold');
    expect(screen.getByText('No jobs found matching the selected filters.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Clear Filters' }));
    expect(titles()).toEqual(['Sales Manager', 'Account Executive', 'Support Lead']);
    expect(screen.getByLabelText<HTMLSelectElement>('Posted By').value).toBe('');
  });

  it('attaches: Processing..., the success toast, caches refreshed, the row turns to Detach', async () => {
    const user = userEvent.setup();
    let resolve: () => void = () => undefined;
    const answered = new Promise<ApiResponse>((done) => {
      resolve = () => done({ jobId: 1, questionnaireId: 'q-1', hasQuestionnaire: true, message: '' });
    });
    attach = mockApi('post', '/job/:jobId/questionnaire', () => answered);
    const { onLinksChanged, invalidate } = renderPanel();
    await screen.findByRole('button', { name: 'Sales Manager' });
    await user.click(within(rowOf('Sales Manager')).getByRole('button', { name: 'Select' }));

    const busy = within(rowOf('Sales Manager')).getByRole('button', { name: 'Processing...' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    await waitFor(() =>
      expect(sent(attach)).toEqual([{ path: '/job/1/questionnaire', body: { questionnaireId: 'q-1' } }]),
    );
    // The details panel must not open from the button's click.
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();

    // The refetch that follows sees the server's new state.
    mockJobs(JOBS.map((j) => (j.id === 1 ? { ...j, questionnaireId: 'q-1' } : j)));
    await act(async () => resolve());
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(
        'Questionnaire successfully associated with job ID: 1 (Sales Manager)',
      ),
    );
    expect(onLinksChanged).toHaveBeenCalledTimes(1);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['jobs', 7] });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['questionnaires', 7] });
    await waitFor(() =>
      expect(within(rowOf('Sales Manager')).getByRole('button', { name: 'Detach' })).toBeTruthy(),
    );
  });

  it('detaches after a confirmation naming the active job, with its toast, and reports a failed detach', async () => {
    const user = userEvent.setup();
    mockDetach(undefined, apiError(500));
    const { onLinksChanged } = renderPanel();
    await screen.findByRole('button', { name: 'Account Executive' });
    await user.click(within(rowOf('Account Executive')).getByRole('button', { name: 'Detach' }));
    const confirm = await screen.findByRole('dialog', {
      name: 'Detach the questionnaire from Account Executive?',
    });
    expect(confirm.textContent).toContain(
      'Account Executive is an active job: its new applicants get no interview until a questionnaire is attached again.',
    );
    // Cancel sends nothing.
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await expectNoRequests(detach);

    await user.click(within(rowOf('Account Executive')).getByRole('button', { name: 'Detach' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: /^Detach the questionnaire/ })).getByRole('button', {
        name: 'Detach',
      }),
    );
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(
        expect.any(Function),
        expect.objectContaining({
          data: expect.objectContaining({
            message: 'Questionnaire successfully detached from job ID: 2 (Account Executive)',
            undoName: 'Undo detaching from Account Executive',
          }) as unknown,
        }),
      ),
    );
    expect(sent(detach)).toEqual([{ path: '/job/2/questionnaire', body: { questionnaireId: 'q-1' } }]);
    expect(onLinksChanged).toHaveBeenCalledTimes(1);

    mockJobs(JOBS);
    await waitFor(() => within(rowOf('Account Executive')).getByRole('button', { name: 'Detach' }));
    await user.click(within(rowOf('Account Executive')).getByRole('button', { name: 'Detach' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: /^Detach the questionnaire/ })).getByRole('button', {
        name: 'Detach',
      }),
    );
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Failed to detach questionnaire. Please try again.'),
    );
    expect(onLinksChanged).toHaveBeenCalledTimes(1);
  });

  it('reports a failed attach with the spec text, and a conflict with the server reason', async () => {
    const user = userEvent.setup();
    mockAttach(apiError(500), apiError(409, { message: 'This job is closed.' }));
    const { onLinksChanged } = renderPanel();
    await screen.findByRole('button', { name: 'Sales Manager' });
    await user.click(within(rowOf('Sales Manager')).getByRole('button', { name: 'Select' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Failed to associate questionnaire. Please try again.'),
    );
    await waitFor(() => within(rowOf('Sales Manager')).getByRole('button', { name: 'Select' }));
    await user.click(within(rowOf('Sales Manager')).getByRole('button', { name: 'Select' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('This job is closed.'));
    expect(onLinksChanged).not.toHaveBeenCalled();
  });

  it('without a questionnaire an action reports the generic failure and calls nothing', async () => {
    renderPanel({ questionnaire: null });
    await screen.findByRole('button', { name: 'Sales Manager' });
    fireEvent.click(within(rowOf('Sales Manager')).getByRole('button', { name: 'Select' }));
    expect(toast.error).toHaveBeenCalledWith('Failed to process questionnaire action. Please try again.');
    await expectNoRequests(attach);
  });

  it('clears Processing... after the 10 s safety time-out when the server never answers', async () => {
    attach = mockApi('post', '/job/:jobId/questionnaire', {}, { delay: 'infinite' });
    renderPanel();
    await screen.findByRole('button', { name: 'Sales Manager' });
    vi.useFakeTimers();
    fireEvent.click(within(rowOf('Sales Manager')).getByRole('button', { name: 'Select' }));
    expect(within(rowOf('Sales Manager')).getByRole('button', { name: 'Processing...' })).toBeTruthy();

    act(() => {
      vi.advanceTimersByTime(9_999);
    });
    expect(within(rowOf('Sales Manager')).getByRole('button', { name: 'Processing...' })).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    const button = within(rowOf('Sales Manager')).getByRole<HTMLButtonElement>('button', {
      name: 'Select',
    });
    expect(button.disabled).toBe(false);
  });

  it('on a load failure shows the error, Try Again, and demo jobs that cannot call the server', async () => {
    const user = userEvent.setup();
    mockJobs(apiError(500), { once: true });
    renderPanel();
    expect(await screen.findByRole('heading', { name: 'Error Loading Jobs' })).toBeTruthy();
    expect(screen.getByText('Using demo data as fallback.')).toBeTruthy();
    const demoActive = rowOf('Demo Job (active)');
    expect(within(demoActive).getByText('Demo')).toBeTruthy();
    expect(within(demoActive).getByRole<HTMLButtonElement>('button', { name: 'Select' }).disabled).toBe(true);
    const demoClosed = rowOf('Demo Job (closed)');
    expect(within(demoClosed).getByRole<HTMLButtonElement>('button', { name: 'Inactive' }).disabled).toBe(
      true,
    );
    expect(within(demoClosed).getByText('Closed').className).toContain('text-bg-light');

    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    await screen.findByRole('button', { name: 'Sales Manager' });
    expect(screen.queryByText('Using demo data as fallback.')).toBeNull();
    await expectNoRequests(attach);
  });

  it('with no jobs says so and falls back to labelled demo data', async () => {
    mockJobs([job({ id: 5, title: 'Closed one', status: 'Closed' })]);
    renderPanel();
    expect(await screen.findByText('No jobs found. Using demo data instead.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Demo Job (active)' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Error Loading Jobs' })).toBeNull();
  });

  it('says when divisions or users could not be loaded and keeps the default options', async () => {
    mockApi('get', '/company/7/division', apiError(500));
    mockApi('get', '/company/7/user', apiError(500));
    renderPanel();
    expect(await screen.findByText('Error loading divisions. Using default options.')).toBeTruthy();
    expect(await screen.findByText('Error loading users. Using default options.')).toBeTruthy();
    expect(within(screen.getByLabelText('Division')).getAllByRole('option')).toHaveLength(1);
    expect(within(screen.getByLabelText('Posted By')).getAllByRole('option')).toHaveLength(1);
  });

  it('shows a loading indicator while jobs load', async () => {
    mockJobs([], { delay: 'infinite' });
    renderPanel();
    expect(await screen.findByRole('status', { name: '' })).toBeTruthy();
    expect(screen.getByText('Loading jobs...')).toBeTruthy();
  });

  it('opens job details with sanitised HTML; Back returns to the list and Close hides', async () => {
    const user = userEvent.setup();
    mockJobs([
      job({
        id: 1,
        title: 'Sales Manager',
        description: '<p>Sell things</p><img src="x" onerror="alert(1)"><script>alert(2)</script>',
        requirements: '<ul><li>Grit</li></ul>',
        requisitionName: 'REQ-9',
      }),
    ]);
    const { onHide } = renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Sales Manager' }));

    expect(screen.getByRole('heading', { name: 'Job Details' })).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Back' })));
    const details = screen.getByRole('article', { name: 'Sales Manager' });
    expect(within(details).getByText('Sell things')).toBeTruthy();
    expect(within(details).getByText('Grit')).toBeTruthy();
    expect(within(details).getByText('REQ-9')).toBeTruthy();
    expect(within(details).getByText('03/04/2026')).toBeTruthy();
    expect(details.innerHTML).not.toContain('onerror');
    expect(details.querySelector('script')).toBeNull();
    expect(document.querySelector('.select-job-panel--details')).not.toBeNull();

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('heading', { name: 'Select Job' })).toBeTruthy();
    expect(document.querySelector('.select-job-panel--details')).toBeNull();
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Sales Manager'));

    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onHide).toHaveBeenCalled();
  });

  it("offers the job's candidates from its details, closing the panel on the way", async () => {
    const user = userEvent.setup();
    const { onHide } = renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Sales Manager' }));
    const details = screen.getByRole('article', { name: 'Sales Manager' });
    const link = within(details).getByRole('link', { name: 'View candidates' });
    expect(link.getAttribute('href')).toBe('/recruiter?tab=interviews&status=all&jobId=1');
    await user.click(link);
    expect(onHide).toHaveBeenCalled();
  });

  it('keeps the questionnaire while closing when the host clears it with show', async () => {
    const view = (show: boolean, current: typeof THIS | null) => (
      <SelectJobPanel show={show} questionnaire={current} onHide={vi.fn()} onLinksChanged={vi.fn()} />
    );
    const { rerender } = renderWithProviders(view(true, THIS), { identity: RECRUITER });
    await screen.findByRole('button', { name: 'Account Executive' });
    rerender(view(false, null));
    const row = screen.getByRole('button', { name: 'Account Executive', hidden: true }).closest('li');
    expect(row?.querySelector('.job-action-button')?.textContent).toBe('Detach');
    expect(screen.getByText('For questionnaire: Sales screen')).toBeTruthy();
  });

  it('pages the list with at most 5 page links', async () => {
    const user = userEvent.setup();
    mockJobs(Array.from({ length: 14 }, (_, i) => job({ id: i + 1, title: `Job ${i + 1}` })));
    renderPanel({ pageSize: 2 });
    await screen.findByRole('button', { name: 'Job 1' });
    const pager = screen.getByRole('navigation', { name: 'Job pages' });
    expect(within(pager).getAllByRole('button', { name: /^Page \d+$/ })).toHaveLength(5);
    await user.click(within(pager).getByRole('button', { name: 'Page 3' }));
    expect(titles()).toEqual(['Job 5', 'Job 6']);
    expect(within(pager).getByRole('button', { name: 'Page 3' }).getAttribute('aria-current')).toBe('page');
    await user.click(within(pager).getByRole('button', { name: 'Next' }));
    expect(titles()).toEqual(['Job 7', 'Job 8']);
    // Filtering goes back to page 1.
    await user.type(screen.getByLabelText('Search jobs'), 'Job 1');
    expect(titles()).toEqual(['Job 1', 'Job 10']);
  });
});

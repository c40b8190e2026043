import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuditEntry, AuditList, MeResponse } from '@vi/contracts';
import { describe, expect, it, vi } from 'vitest';
import {
  apiError,
  expectNoRequests,
  HttpResponse,
  mockApi,
  renderWithProviders,
  type ApiResponse,
  type MockedEndpoint,
  mockToasts,
} from '../../../testing';
import { AuditPage } from '../../../features/audit/audit-page';
import { RecruiterNav } from './recruiter-nav';

mockToasts();

const DANA = '3f2b8c1e-4d5a-4b6c-8d7e-9f0a1b2c3d4e';

function entry(overrides: Partial<AuditEntry>): AuditEntry {
  return {
    id: 'e-1',
    at: '2026-05-20T09:30:00.000Z',
    type: 'interview_viewed',
    actor: { kind: 'user', id: '1', label: 'Dana Reyes' },
    interviewId: DANA,
    candidateName: 'Ada Lovelace',
    details: {},
    ...overrides,
  };
}

const list = (data: AuditEntry[], total = data.length, page = 1): AuditList => ({
  data,
  total,
  page,
  limit: 50,
});

function renderAt(path: string) {
  return renderWithProviders(<AuditPage />, {
    path: '/recruiter/audit',
    route: path,
    routes: [{ path: '/recruiter/interviews/:id', element: <p>review screen</p> }],
  }).router;
}

let audit: MockedEndpoint | undefined;
/** GET /company/1/audit, the list the page asks for. */
function mockAudit(answer: ApiResponse): MockedEndpoint {
  audit = mockApi('get', '/company/1/audit', answer);
  return audit;
}

/** The query string of the latest list request. */
const lastParams = () => audit?.last()?.query ?? {};

describe('AuditPage', () => {
  it('shows who did what to which interview, newest first, in an accessible table', async () => {
    mockAudit(
      list([
        entry({}),
        entry({
          id: 'e-2',
          type: 'media_played',
          actor: { kind: 'api_key', id: 'abcdef12-0000', label: 'API key "ATS" (Dana Reyes)' },
          details: { answerId: 'a1', kind: 'video' },
        }),
        entry({
          id: 'e-3',
          type: 'settings_changed',
          interviewId: null,
          candidateName: null,
          details: { changed: 'retentionDays,transcriptionEnabled' },
        }),
        entry({
          id: 'e-4',
          type: 'settings_changed',
          interviewId: null,
          candidateName: null,
          details: {
            changed: 'retentionDays,reminders.enabled',
            retentionDays: 90,
            'was:retentionDays': null,
            'reminders.enabled': false,
            'was:reminders.enabled': true,
          },
        }),
        entry({ id: 'e-5', type: 'erased', candidateName: '' }),
      ]),
    );
    renderAt('/recruiter/audit');
    const table = await screen.findByRole('table', { name: 'Audit log entries, newest first' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Time', 'Who', 'What', 'Interview']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(5);
    expect(rows[0]!.textContent).toContain('Dana Reyes');
    // The candidate's name beside the id; an erased one is said to be deleted.
    expect(within(rows[0]!).getByText('Ada Lovelace')).toBeTruthy();
    expect(within(rows[4]!).getByText('Deleted candidate')).toBeTruthy();
    expect(rows[3]!.textContent).toContain(
      'Settings changed: retentionDays: none → 90; reminders.enabled: on → off',
    );
    expect(rows[0]!.textContent).toContain('Interview viewed');
    expect(
      within(rows[0]!)
        .getByRole('link', { name: `Open interview ${DANA}` })
        .getAttribute('href'),
    ).toBe(`/recruiter/interviews/${DANA}`);
    expect(rows[1]!.textContent).toContain('Answer played (video)');
    expect(rows[1]!.textContent).toContain('API key abcdef12');
    expect(rows[2]!.textContent).toContain('Settings changed: retentionDays; transcriptionEnabled');
    expect(within(rows[2]!).queryByRole('link')).toBeNull();
    expect(lastParams()).toEqual({ page: '1', limit: '50' });
  });

  it('keeps the filters in the address and sends the user’s days as instants', async () => {
    mockAudit(list([entry({})]));
    const user = userEvent.setup();
    const router = renderAt('/recruiter/audit');
    await screen.findByRole('table');

    await user.selectOptions(screen.getByLabelText('Event'), 'media_played');
    await user.type(screen.getByLabelText('Interview id'), DANA.toUpperCase());
    await user.type(screen.getByLabelText('From'), '2026-05-01');
    await user.type(screen.getByLabelText('To'), '2026-05-20');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));

    await waitFor(() => expect(lastParams()).toMatchObject({ type: 'media_played' }));
    const params = new URLSearchParams(router.state.location.search);
    expect(Object.fromEntries(params)).toEqual({
      type: 'media_played',
      interviewId: DANA.toUpperCase(),
      from: '2026-05-01',
      to: '2026-05-20',
    });
    expect(lastParams()).toEqual({
      type: 'media_played',
      interviewId: DANA,
      from: new Date(2026, 4, 1).toISOString(),
      to: new Date(new Date(2026, 4, 21).getTime() - 1).toISOString(),
      page: '1',
      limit: '50',
    });

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.getByLabelText<HTMLInputElement>('Interview id').value).toBe('');
  });

  it('says what is wrong with a filter beside it instead of asking the server', async () => {
    mockAudit(list([entry({})]));
    const user = userEvent.setup();
    renderAt('/recruiter/audit');
    await screen.findByRole('table');
    // From here on the page must not ask the server at all.
    const later = mockAudit(list([entry({})]));

    await user.type(screen.getByLabelText('Interview id'), 'Dana Reyes');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    const field = screen.getByLabelText('Interview id');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field);
    expect(screen.getByText(/Enter an interview id/)).toBeDefined();

    await user.clear(field);
    await user.type(screen.getByLabelText('From'), '2026-05-20');
    await user.type(screen.getByLabelText('To'), '2026-05-01');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(screen.getByLabelText('To').getAttribute('aria-invalid')).toBe('true');
    await expectNoRequests(later);
  });

  it('pages through the log, the page in the address', async () => {
    mockAudit(({ query }) => list([entry({ id: `p${query.page}` })], 120, Number(query.page)));
    const user = userEvent.setup();
    const router = renderAt('/recruiter/audit?type=erased');
    expect(await screen.findByText('Page 1 of 3 (120 entries)')).toBeDefined();
    expect(screen.getByRole('button', { name: 'Previous' })).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 3 (120 entries)')).toBeDefined();
    expect(router.state.location.search).toBe('?type=erased&page=2');
    expect(lastParams()).toEqual({ type: 'erased', page: '2', limit: '50' });
  });

  it('filters to one interview from a row', async () => {
    mockAudit(list([entry({})]));
    const user = userEvent.setup();
    const router = renderAt('/recruiter/audit');
    await user.click(await screen.findByRole('button', { name: `Show only interview ${DANA}` }));
    await waitFor(() => expect(router.state.location.search).toBe(`?interviewId=${DANA}`));
    expect(screen.getByLabelText<HTMLInputElement>('Interview id').value).toBe(DANA);
  });

  it('tells a recruiter who is no admin that the log is for admins', async () => {
    mockAudit(
      apiError(403, {
        statusCode: 403,
        error: 'Forbidden',
        message: "The audit log is for the company's admins.",
      }),
    );
    renderAt('/recruiter/audit');
    expect((await screen.findByRole('alert')).textContent).toContain(
      'The audit log is for your company’s admins.',
    );
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('exports the filtered log as CSV', async () => {
    mockAudit(list([entry({})]));
    const csv = mockApi(
      'get',
      '/company/1/audit.csv',
      new HttpResponse('Time (UTC)\r\n', {
        headers: {
          'content-type': 'text/csv',
          'content-disposition': 'attachment; filename="audit-log-2026-05-20.csv"',
        },
      }),
    );
    // Spies, not properties assigned to URL: this file shares its worker, and an assigned function would
    // stay on the global URL for every later file.
    const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:audit');
    const revokeObjectURL = vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
    const downloads: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      downloads.push(this.download);
    });
    const user = userEvent.setup();
    renderAt('/recruiter/audit?type=resume_downloaded');
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(csv.calls.map((call) => call.query)).toEqual([{ type: 'resume_downloaded' }]);
    expect(downloads[0]).toBe('audit-log-2026-05-20.csv');
    // Asked for as a blob: the file's own bytes are what is downloaded.
    expect(await (createObjectURL.mock.calls[0]?.[0] as Blob).text()).toBe('Time (UTC)\r\n');
    click.mockRestore();
    createObjectURL.mockRestore();
    revokeObjectURL.mockRestore();
  });
});

describe('the navigation bar', () => {
  const me = (isAdmin: boolean): MeResponse => ({
    userId: 1,
    companyId: 1,
    expiresAt: '2026-12-01T00:00:00.000Z',
    user: { id: 1, active: true, contactInfo: { firstName: 'Dana', lastName: 'Reyes' } },
    companyName: 'Northwind',
    isAdmin,
  });

  it.each([
    [true, true],
    [false, false],
  ])('offers the audit log to admins only (admin: %s)', async (isAdmin, isShown) => {
    mockApi('get', '/auth/me', me(isAdmin));
    renderWithProviders(<RecruiterNav />, { path: '*', route: '/recruiter/audit' });
    await screen.findByText('Dana Reyes');
    const link = screen.queryByRole('link', { name: 'Audit log' });
    expect(link !== null).toBe(isShown);
    if (link) {
      expect(link.getAttribute('href')).toBe('/recruiter/audit');
      expect(link.getAttribute('aria-current')).toBe('page');
    }
  });
});

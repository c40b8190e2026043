import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AxiosError, AxiosHeaders } from 'axios';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { YourDataSummary } from '@vi/contracts';
import { httpClient } from '../../shared/api/http-client';
import { createPublicConfig } from '../../test/public-config-fixture';
import { YourDataPage } from './your-data-page';
import { YourDataSection } from './your-data-section';
import { YOUR_DATA_TEXTS } from './texts';

const GUID = '3afa416b-cfc1-4619-ae26-03ca6573af57';

function httpError(status: number, message: string) {
  const headers = new AxiosHeaders();
  return new AxiosError(message, 'ERR_BAD_RESPONSE', { headers }, null, {
    status,
    statusText: '',
    headers,
    config: { headers },
    data: { statusCode: status, error: 'Error', message },
  });
}

const summary: YourDataSummary = {
  jobTitle: 'Warehouse Lead',
  companyName: 'Northwind Robotics',
  status: 'Completed',
  answerCount: 2,
  otherAnswerCount: 0,
  hasResume: false,
  completedAt: '2026-05-01T10:00:00.000Z',
};

/** GET /config for the support contact, and GET /interview/{guid}/your-data as told. */
function serveGets(yourData: () => Promise<unknown>) {
  return vi
    .spyOn(httpClient, 'get')
    .mockImplementation((url: string) =>
      url.endsWith('/your-data') ? yourData() : Promise.resolve({ data: createPublicConfig() }),
    );
}

function renderPage(state?: unknown) {
  const router = createMemoryRouter(
    [{ path: '/interview/your-data/:applicantGuid', element: <YourDataPage /> }],
    { initialEntries: [{ pathname: `/interview/your-data/${GUID}`, state }] },
  );
  render(<RouterProvider router={router} />);
}

describe('Your data', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('offers the export as a download and erases only after the confirmation', async () => {
    const post = vi.spyOn(httpClient, 'post').mockResolvedValue({ data: { erased: true } });
    const user = userEvent.setup();
    render(<YourDataSection applicantGuid={GUID} />);

    const download = screen.getByRole('link', { name: 'Download a copy of your interview' });
    expect(download.getAttribute('href')).toBe(`/api/v1/interview/${GUID}/export`);
    expect(download.hasAttribute('download')).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Erase my interview…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Erase your interview?' });
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'your recorded answers',
      'their transcripts',
      'your resume, if the recruiter attached one',
      'your name, email address and phone number',
    ]);
    expect(dialog.textContent).toContain('The company is told');
    expect(dialog.textContent).toContain('This cannot be undone.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(post).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Erase my interview…' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Erase my interview' }),
    );
    expect(post).toHaveBeenCalledWith(`/interview/${GUID}/erase`, { confirm: true });
    const erased = await screen.findByRole('status', { name: 'Your interview has been erased' });
    await waitFor(() => expect(document.activeElement).toBe(erased));
    expect(screen.queryByRole('link', { name: /Download/ })).toBeNull();
  });

  it('keeps the dialog open with the reason when the erasure fails, and hands over once it is gone', async () => {
    const post = vi
      .spyOn(httpClient, 'post')
      .mockRejectedValueOnce(httpError(503, 'Storage is unavailable, try again.'))
      .mockRejectedValueOnce(httpError(404, 'Route POST:/api/v1/interview/x/erase not found'))
      .mockRejectedValueOnce(httpError(410, 'Gone'));
    // Still there the first time (a 404 of something else), gone the second time.
    const get = vi
      .spyOn(httpClient, 'get')
      .mockResolvedValueOnce({ data: summary })
      .mockRejectedValueOnce(httpError(410, 'Gone'));
    const onErased = vi.fn();
    const user = userEvent.setup();
    render(<YourDataSection applicantGuid={GUID} onErased={onErased} />);
    await user.click(screen.getByRole('button', { name: 'Erase my interview…' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Erase my interview' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Storage is unavailable, try again.');
    // A 404 while the interview is still there is not taken for an erasure.
    await user.click(within(dialog).getByRole('button', { name: 'Erase my interview' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert').textContent).toBe(
        'Route POST:/api/v1/interview/x/erase not found',
      ),
    );
    expect(onErased).not.toHaveBeenCalled();
    // Erased meanwhile (another tab): the guid answers 410, which is the outcome asked for.
    await user.click(within(dialog).getByRole('button', { name: 'Erase my interview' }));
    await waitFor(() => expect(onErased).toHaveBeenCalledTimes(1));
    expect(post).toHaveBeenCalledTimes(3);
    expect(get).toHaveBeenCalledWith(`/interview/${GUID}/your-data`);
  });

  it('the page names the interview and how much is kept', async () => {
    serveGets(() => Promise.resolve({ data: summary }));
    renderPage();
    expect(
      await screen.findByText(
        'Your interview for Warehouse Lead at Northwind Robotics. 2 recorded answers are stored.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Your data' })).toBeTruthy();
    expect(YOUR_DATA_TEXTS.pageAnswers(2, 1)).toBe(
      '2 recorded answers and 1 chosen or written answer are stored.',
    );
    expect(YOUR_DATA_TEXTS.pageAnswers(0, 1)).toBe('1 chosen or written answer is stored.');
    expect(screen.getByRole('region', { name: 'Download or erase your interview' })).toBeTruthy();
  });

  it('on a later visit of an erased interview says it is not there, and after an erasure says it is erased', async () => {
    const get = serveGets(() => Promise.reject(httpError(404, 'No application found for this applicant.')));
    renderPage();
    expect(await screen.findByText(/It may have been erased already/)).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Download/ })).toBeNull();
    get.mockClear();
    // Sent here by the onboarding or success page right after erasing: nothing is asked of the server.
    renderPage({ erased: true });
    expect(await screen.findByRole('status', { name: 'Your interview has been erased' })).toBeTruthy();
    expect(get.mock.calls.some(([url]) => url.endsWith('/your-data'))).toBe(false);
  });
});

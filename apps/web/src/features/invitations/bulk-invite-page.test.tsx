import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES, type BulkInviteResponse } from '@vi/contracts';
import {
  apiError,
  expectNoRequests,
  formFields,
  makeJob,
  mockApi,
  renderWithProviders,
  type ApiResponse,
  type MockedEndpoint,
  type RecordedRequest,
} from '../../testing';
import { BulkInvitePage } from './bulk-invite-page';

beforeEach(() => {
  mockApi('get', '/company/1/jobs', [
    makeJob({ id: 1, title: 'Support Agent', questionnaireId: 'q-1' }),
    makeJob({ id: 2, title: 'No questionnaire' }),
    makeJob({ id: 3, title: 'Closed job', questionnaireId: 'q-1', status: 'Closed' }),
  ]);
});

/** POST /invite/bulk answering each request with the next of `answers` (the last one repeats). */
function mockBulk(...answers: ApiResponse[]): MockedEndpoint {
  return mockApi('post', '/invite/bulk', (request) => answers[Math.min(request.index, answers.length - 1)]);
}

/** What postBulkInvite sent: the dry-run flag and the multipart fields, the file by its name. */
const sent = (request: RecordedRequest | undefined) => ({
  query: request?.query,
  fields: formFields(request?.body),
});

const values = (email: string) => ({ firstName: 'Ann', lastName: 'Lee', email, phone: '' });
const preview: BulkInviteResponse = {
  created: 0,
  rows: [
    { row: 2, status: 'would_create', values: values('ann@example.com') },
    {
      row: 3,
      status: 'invalid',
      values: values('nope'),
      errors: [{ field: 'email', message: MESSAGES.invalidEmail }],
    },
    { row: 4, status: 'would_create', values: values('bo@example.com') },
  ],
};

function renderPage() {
  return renderWithProviders(<BulkInvitePage />);
}

async function chooseJobAndFile() {
  const user = userEvent.setup();
  const select = screen.getByLabelText('Job');
  await screen.findByRole('option', { name: 'Support Agent' });
  await user.selectOptions(select, '1');
  const file = new File(['firstName,lastName,email\n'], 'people.csv', { type: 'text/csv' });
  await user.upload(screen.getByLabelText('CSV file'), file);
  return { user, file };
}

describe('BulkInvitePage', () => {
  it('offers only open jobs with a questionnaire', async () => {
    renderPage();
    await screen.findByRole('option', { name: 'Support Agent' });
    expect(screen.queryByRole('option', { name: 'No questionnaire' })).toBeNull();
    expect(screen.queryByRole('option', { name: 'Closed job' })).toBeNull();
  });

  it('asks for a job and a file before checking', async () => {
    const bulk = mockBulk(preview);
    renderPage();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Check file' }));
    expect(screen.getByRole('alert').textContent).toBe('Please select a job');
    await expectNoRequests(bulk);
  });

  it('previews every row with its problems, then invites the good ones and shows each result', async () => {
    const bulk = mockBulk(preview, {
      created: 2,
      rows: preview.rows.map((r) =>
        r.status === 'would_create'
          ? {
              ...r,
              status: 'created',
              applicationGuid: `g${r.row}`,
              interviewUrl: `http://x/v1/interview/onboarding/g${r.row}`,
              // Row 4's mail went out, row 2's did not (a mail server that refused it).
              mailSent: r.row === 4,
            }
          : r,
      ),
    });
    const fields = [
      ['jobId', '1'],
      ['file', 'people.csv'],
    ];
    renderPage();
    const { user } = await chooseJobAndFile();
    await user.click(screen.getByRole('button', { name: 'Check file' }));
    await waitFor(() => expect(bulk.calls).toHaveLength(1));
    expect(sent(bulk.last())).toEqual({ query: { dryRun: 'true' }, fields });
    expect((await screen.findByRole('status')).textContent).toBe(
      '2 of 3 rows can be invited. 1 needs attention and will be skipped.',
    );
    const table = screen.getByRole('table');
    const flagged = within(table).getByRole('row', { name: /nope/ });
    expect(within(flagged).getByText('Invalid')).toBeTruthy();
    expect(within(flagged).getByText(MESSAGES.invalidEmail)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Invite 2 applicants' }));
    await waitFor(() => expect(bulk.calls).toHaveLength(2));
    expect(sent(bulk.last())).toEqual({ query: {}, fields });
    expect((await screen.findByRole('heading', { name: 'Results' })).textContent).toBe('Results');
    // Never "sent" for what was not: one went by email, the other's link is to be passed on.
    expect(screen.getByRole('status').textContent).toBe(
      '2 applicants invited (1 by email); 1 row not invited.',
    );
    expect(
      screen.getByText(/^1 applicant was not sent an email: send each their interview link yourself/),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download links (CSV)' })).toBeTruthy();
    const results = screen.getByRole('table');
    expect(within(results).getAllByText('Invited')).toHaveLength(2);
    const unmailed = within(results).getByRole('row', { name: /ann@example\.com/ });
    expect(within(unmailed).getByText('No email sent')).toBeTruthy();
    expect(within(unmailed).getByRole('link', { name: 'Interview link, row 2' }).getAttribute('href')).toBe(
      'http://x/v1/interview/onboarding/g2',
    );
    expect(within(unmailed).getByRole('button', { name: 'Copy link' })).toBeTruthy();
    const mailed = within(results).getByRole('row', { name: /bo@example\.com/ });
    expect(within(mailed).queryByText('No email sent')).toBeNull();
    expect(within(mailed).getByRole('link', { name: 'Interview link, row 4' })).toBeTruthy();
  });

  it('sends the deadline and personal message with the file, for preview and invite alike', async () => {
    const bulk = mockBulk(preview, { ...preview, created: 2 });
    renderPage();
    const { user } = await chooseJobAndFile();
    const soon = new Date(Date.now() + 3 * 86_400_000);
    const local = new Date(soon.getTime() - soon.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
    const deadline = screen.getByLabelText('Deadline (optional)');
    await user.clear(deadline);
    await user.type(deadline, local);
    await user.type(screen.getByLabelText('Personal message (optional)'), 'See you soon');
    await user.click(screen.getByRole('button', { name: 'Check file' }));
    const fields = [
      ['jobId', '1'],
      ['deadline', new Date(local).toISOString()],
      ['message', 'See you soon'],
      ['file', 'people.csv'],
    ];
    await waitFor(() => expect(bulk.calls).toHaveLength(1));
    expect(sent(bulk.last())).toEqual({ query: { dryRun: 'true' }, fields });
    await user.click(await screen.findByRole('button', { name: 'Invite 2 applicants' }));
    await waitFor(() => expect(bulk.calls).toHaveLength(2));
    expect(sent(bulk.last())).toEqual({ query: {}, fields });
  });

  it('checks the deadline before sending anything: a past one is refused on the form', async () => {
    const bulk = mockBulk(preview);
    renderPage();
    const { user } = await chooseJobAndFile();
    const deadline = screen.getByLabelText('Deadline (optional)');
    await user.clear(deadline);
    await user.type(deadline, '2020-01-01T10:00');
    await user.click(screen.getByRole('button', { name: 'Check file' }));
    await expectNoRequests(bulk);
    expect(deadline.getAttribute('aria-invalid')).toBe('true');
  });

  it("shows the server's reason when the file is refused", async () => {
    mockBulk(apiError(400, { message: 'The column email is missing.' }));
    renderPage();
    const { user } = await chooseJobAndFile();
    await user.click(screen.getByRole('button', { name: 'Check file' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The column email is missing.');
  });
});

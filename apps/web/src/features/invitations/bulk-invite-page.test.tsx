import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES, type BulkInviteResponse } from '@vi/contracts';
import { postBulkInvite } from '../../shared/api/recruiter/integrations-api';
import { fetchJobs } from '../../shared/api/recruiter/recruiter-api';
import { axiosFailure, job } from '../../test/recruiter/fixtures';
import { BulkInvitePage } from './bulk-invite-page';

vi.mock('../../shared/api/recruiter/integrations-api', () => ({ postBulkInvite: vi.fn() }));
vi.mock('../../shared/api/recruiter/recruiter-api', () => ({ fetchJobs: vi.fn() }));
const postMock = vi.mocked(postBulkInvite);
vi.mocked(fetchJobs).mockResolvedValue([
  job({ id: 1, title: 'Support Agent', questionnaireId: 'q-1' }),
  job({ id: 2, title: 'No questionnaire' }),
  job({ id: 3, title: 'Closed job', questionnaireId: 'q-1', status: 'Closed' }),
]);

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
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <BulkInvitePage />
    </QueryClientProvider>,
  );
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

afterEach(() => postMock.mockReset());

describe('BulkInvitePage', () => {
  it('offers only open jobs with a questionnaire', async () => {
    renderPage();
    await screen.findByRole('option', { name: 'Support Agent' });
    expect(screen.queryByRole('option', { name: 'No questionnaire' })).toBeNull();
    expect(screen.queryByRole('option', { name: 'Closed job' })).toBeNull();
  });

  it('asks for a job and a file before checking', async () => {
    renderPage();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Check file' }));
    expect(screen.getByRole('alert').textContent).toBe('Please select a job');
    expect(postMock).not.toHaveBeenCalled();
  });

  it('previews every row with its problems, then invites the good ones and shows each result', async () => {
    postMock.mockResolvedValueOnce(preview).mockResolvedValueOnce({
      created: 2,
      rows: preview.rows.map((r) =>
        r.status === 'would_create' ? { ...r, status: 'created', applicationGuid: 'g' } : r,
      ),
    });
    renderPage();
    const { user, file } = await chooseJobAndFile();
    await user.click(screen.getByRole('button', { name: 'Check file' }));
    expect(postMock).toHaveBeenLastCalledWith(1, file, true, {});
    expect((await screen.findByRole('status')).textContent).toBe(
      '2 of 3 rows can be invited. 1 needs attention and will be skipped.',
    );
    const table = screen.getByRole('table');
    const flagged = within(table).getByRole('row', { name: /nope/ });
    expect(within(flagged).getByText('Invalid')).toBeTruthy();
    expect(within(flagged).getByText(MESSAGES.invalidEmail)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Invite 2 applicants' }));
    expect(postMock).toHaveBeenLastCalledWith(1, file, false, {});
    expect((await screen.findByRole('heading', { name: 'Results' })).textContent).toBe('Results');
    expect(screen.getByRole('status').textContent).toBe('2 invitations sent; 1 row not invited.');
    expect(within(screen.getByRole('table')).getAllByText('Invited')).toHaveLength(2);
  });

  it('sends the deadline and personal message with the file, for preview and invite alike', async () => {
    postMock.mockResolvedValueOnce(preview).mockResolvedValueOnce({ ...preview, created: 2 });
    renderPage();
    const { user, file } = await chooseJobAndFile();
    const soon = new Date(Date.now() + 3 * 86_400_000);
    const local = new Date(soon.getTime() - soon.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
    const deadline = screen.getByLabelText('Deadline (optional)');
    await user.clear(deadline);
    await user.type(deadline, local);
    await user.type(screen.getByLabelText('Personal message (optional)'), 'See you soon');
    await user.click(screen.getByRole('button', { name: 'Check file' }));
    const shared = { deadline: new Date(local).toISOString(), message: 'See you soon' };
    expect(postMock).toHaveBeenLastCalledWith(1, file, true, shared);
    await user.click(await screen.findByRole('button', { name: 'Invite 2 applicants' }));
    expect(postMock).toHaveBeenLastCalledWith(1, file, false, shared);
  });

  it('checks the deadline before sending anything: a past one is refused on the form', async () => {
    renderPage();
    const { user } = await chooseJobAndFile();
    const deadline = screen.getByLabelText('Deadline (optional)');
    await user.clear(deadline);
    await user.type(deadline, '2020-01-01T10:00');
    await user.click(screen.getByRole('button', { name: 'Check file' }));
    expect(postMock).not.toHaveBeenCalled();
    expect(deadline.getAttribute('aria-invalid')).toBe('true');
  });

  it("shows the server's reason when the file is refused", async () => {
    postMock.mockRejectedValueOnce(axiosFailure(400, { message: 'The column email is missing.' }));
    renderPage();
    const { user } = await chooseJobAndFile();
    await user.click(screen.getByRole('button', { name: 'Check file' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The column email is missing.');
  });
});

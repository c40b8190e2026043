import { resolveInterviewSettings, type InviteResponse, type Job } from '@vi/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  apiError,
  expectNoRequests,
  formFields,
  mockApi,
  RECRUITER,
  renderWithProviders,
  type MockedEndpoint,
} from '../../testing';
import { job, questionnaire, stubMatchMedia } from '../../test/recruiter/fixtures';
import { defaultDeadlineValue } from '../../shared/lib/recruiter/invitation-deadline';
import { InviteApplicantModal } from './invite-applicant-modal';

let create: MockedEndpoint;
/** The multipart fields of the latest invite, by name. */
const sent = () => Object.fromEntries(formFields(create.last()?.body));
const WITH_DEFAULT = questionnaire({
  questionnaireId: 'q-1',
  settings: { ...resolveInterviewSettings(), deadlineDays: 7 },
});
const PLAIN = questionnaire({ questionnaireId: 'q-2', questionnaireName: 'Plain screen' });
const JOBS: Job[] = [
  job({ id: 1, title: 'Sales Manager', questionnaireId: 'q-1' }),
  job({ id: 2, title: 'Support Lead', questionnaireId: 'q-2' }),
];
const NOT_SENT: InviteResponse = {
  success: true,
  statusCode: 201,
  message: 'Application created; the invitation was not sent by email because no mail server is set up',
  data: {
    applicationGuid: 'g',
    interviewUrl: 'http://localhost/v1/interview/onboarding/g',
    mailSent: false,
    mailStatus: 'not_configured',
    deadline: null,
  },
};

function renderModal() {
  const onSuccess = vi.fn();
  renderWithProviders(
    <InviteApplicantModal
      show
      questionnaires={[WITH_DEFAULT, PLAIN]}
      onHide={vi.fn()}
      onSuccess={onSuccess}
    />,
    { identity: RECRUITER },
  );
  return { onSuccess };
}

async function pickAndFill(user: ReturnType<typeof userEvent.setup>, title: string) {
  const list = await screen.findByRole('list', { name: 'Jobs' });
  await user.click(within(list).getByRole('button', { name: new RegExp(`^${title}`) }));
  await user.type(screen.getByLabelText(/First name/), 'Ada');
  await user.type(screen.getByLabelText(/Last name/), 'Lovelace');
  await user.type(screen.getByLabelText(/^Email/), 'ada@example.com');
}

beforeEach(() => {
  stubMatchMedia();
  mockApi('get', '/company/7/jobs', JOBS);
  mockApi('get', '/job/:jobId/questionnaire', apiError(500, { message: 'not used' }));
  create = mockApi('post', '/invite/create-application', NOT_SENT);
});

describe('Invite Applicant: deadline and personal message', () => {
  it('prefills the questionnaire’s default deadline and sends it in UTC with the message', async () => {
    const user = userEvent.setup();
    const { onSuccess } = renderModal();
    await pickAndFill(user, 'Sales Manager');
    const deadline = screen.getByLabelText<HTMLInputElement>('Deadline (optional)');
    expect(deadline.value).toBe(defaultDeadlineValue(7));
    expect(screen.getByText(/The questionnaire suggests 7 days/)).toBeTruthy();

    const message = screen.getByLabelText('Personal message (optional)');
    await user.click(message);
    await user.paste('  Looking forward to meeting you!  ');
    expect(screen.getByText(/35 \/ 1000 characters/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Send Invite' }));

    await waitFor(() => expect(create.calls).toHaveLength(1));
    expect(sent()).toMatchObject({
      deadline: new Date(defaultDeadlineValue(7)).toISOString(),
      message: 'Looking forward to meeting you!',
    });
    await waitFor(() => expect(onSuccess).toHaveBeenCalled());
    expect(onSuccess).toHaveBeenCalledWith({
      jobId: 1,
      email: 'ada@example.com',
      mailStatus: 'not_configured',
      interviewUrl: 'http://localhost/v1/interview/onboarding/g',
      deadline: null,
    });
  });

  it('sends an explicit “no deadline” when the recruiter clears the default, and nothing without one', async () => {
    const user = userEvent.setup();
    renderModal();
    await pickAndFill(user, 'Sales Manager');
    await user.clear(screen.getByLabelText('Deadline (optional)'));
    await user.click(screen.getByRole('button', { name: 'Send Invite' }));
    await waitFor(() => expect(create.calls).toHaveLength(1));
    expect(sent()).toMatchObject({ deadline: '' });
    await user.click(screen.getByRole('button', { name: 'Change job' }));
    await user.click(
      within(screen.getByRole('list', { name: 'Jobs' })).getByRole('button', { name: /^Support Lead/ }),
    );
    expect(screen.getByLabelText<HTMLInputElement>('Deadline (optional)').value).toBe('');
  });

  it('refuses a deadline less than an hour away, says why and sends nothing', async () => {
    const user = userEvent.setup();
    renderModal();
    await pickAndFill(user, 'Support Lead');
    const deadline = screen.getByLabelText('Deadline (optional)');
    const soon = new Date(Date.now() + 10 * 60_000);
    const pad = (n: number) => String(n).padStart(2, '0');
    const value = `${soon.getFullYear()}-${pad(soon.getMonth() + 1)}-${pad(soon.getDate())}T${pad(soon.getHours())}:${pad(soon.getMinutes())}`;
    // A datetime-local control takes its value whole, as a browser's picker sets it.
    await user.click(deadline);
    await user.paste(value);
    await user.click(screen.getByRole('button', { name: 'Send Invite' }));
    expect(screen.getByText('The deadline must be at least an hour from now')).toBeTruthy();
    expect(deadline.getAttribute('aria-invalid')).toBe('true');
    await expectNoRequests(create);
  });
});

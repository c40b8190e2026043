import { resolveInterviewSettings, type InviteResponse, type Job } from '@vi/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
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
import { InviteApplicantModal, type InviteApplicantModalProps } from './invite-applicant-modal';

let link: MockedEndpoint;
let create: MockedEndpoint;

const SALES = questionnaire({ questionnaireId: 'q-1', questionnaireName: 'Sales screen' });
const JOBS: Job[] = [
  job({ id: 1, title: 'Sales Manager', questionnaireId: 'q-1' }),
  job({ id: 2, title: 'Support Lead' }),
  job({ id: 3, title: 'Engineer', questionnaireId: 'q-9' }),
  job({ id: 4, title: 'Closed Sales', status: 'Closed', questionnaireId: 'q-1' }),
];
const OK: InviteResponse = {
  success: true,
  statusCode: 201,
  message: 'Application created and invitation sent',
  data: { applicationGuid: 'g', interviewUrl: '/v1/interview/g' },
};

function renderModal(props: Partial<InviteApplicantModalProps> = {}) {
  const onHide = vi.fn();
  const onSuccess = vi.fn();
  renderWithProviders(
    <InviteApplicantModal show questionnaires={[SALES]} onHide={onHide} onSuccess={onSuccess} {...props} />,
    { identity: RECRUITER },
  );
  return { onHide, onSuccess };
}

async function pick(user: ReturnType<typeof userEvent.setup>, title: string) {
  const list = await screen.findByRole('list', { name: 'Jobs' });
  await user.click(within(list).getByRole('button', { name: new RegExp(`^${title}`) }));
}

async function fillPerson(user: ReturnType<typeof userEvent.setup>, email = 'ada@example.com') {
  await user.type(screen.getByLabelText(/First name/), 'Ada');
  await user.type(screen.getByLabelText(/Last name/), 'Lovelace');
  await user.type(screen.getByLabelText(/Email/), email);
}

beforeEach(() => {
  stubMatchMedia();
  mockApi('get', '/company/7/jobs', JOBS);
  link = mockApi('get', '/job/:jobId/questionnaire', {
    hasQuestionnaire: true,
    data: {
      questionnaireId: 'q-9',
      questionnaireName: 'Engineering screen',
      contentType: 'Audio',
      active: true,
      questions: [],
      settings: resolveInterviewSettings(),
    },
  });
  create = mockApi('post', '/invite/create-application', OK);
});

describe('InviteApplicantModal', () => {
  it('searches jobs (no Closed ones), previews the questionnaire, and Change goes back', async () => {
    const user = userEvent.setup();
    renderModal();
    expect(await screen.findByRole('dialog', { name: 'Invite Applicant' })).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Jobs' });
    expect(within(list).getAllByRole('button')).toHaveLength(3);

    await user.type(screen.getByLabelText('Search jobs'), 'zzz');
    expect(screen.getAllByText('No jobs found').length).toBeGreaterThan(0);
    await user.clear(screen.getByLabelText('Search jobs'));
    await user.type(screen.getByLabelText('Search jobs'), 'SALES');
    expect(within(screen.getByRole('list', { name: 'Jobs' })).getAllByRole('button')).toHaveLength(1);

    await pick(user, 'Sales Manager');
    expect(screen.getByText('Sales screen')).toBeTruthy();
    expect(screen.getByText('Why sales?')).toBeTruthy();
    expect(screen.getByText('Your best deal?')).toBeTruthy();
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Change job' })),
    );

    await user.click(screen.getByRole('button', { name: 'Change job' }));
    expect(screen.getByLabelText('Search jobs')).toBeTruthy();
  });

  it('reads the questionnaire from the job when the home has not loaded it, with its empty state', async () => {
    const user = userEvent.setup();
    renderModal();
    await pick(user, 'Engineer');
    expect(await screen.findByText('Engineering screen')).toBeTruthy();
    expect(screen.getByText('No questions available')).toBeTruthy();
    expect(link.calls.map((call) => call.path)).toEqual(['/job/3/questionnaire']);
  });

  it('shows Error loading questionnaire when the job link cannot be read', async () => {
    const user = userEvent.setup();
    mockApi('get', '/job/:jobId/questionnaire', apiError(500));
    renderModal();
    await pick(user, 'Engineer');
    expect(await screen.findByText('Error loading questionnaire')).toBeTruthy();
  });

  it('a job without a questionnaire says so and blocks the invite', async () => {
    const user = userEvent.setup();
    renderModal();
    await pick(user, 'Support Lead');
    expect(screen.getByText('No questionnaire attached to this job yet')).toBeTruthy();
    expect(screen.getByText('Selected job must have a questionnaire attached')).toBeTruthy();
    await fillPerson(user);
    await user.click(screen.getByRole('button', { name: 'Send Invite' }));
    await expectNoRequests(create);
  });

  it('blocks submit and shows every required message, with marked required fields', async () => {
    const user = userEvent.setup();
    renderModal();
    await screen.findByRole('list', { name: 'Jobs' });
    await user.click(screen.getByRole('button', { name: 'Send Invite' }));
    expect(screen.getByText('Please select a job')).toBeTruthy();
    expect(screen.getAllByText('This field is required')).toHaveLength(3);
    await expectNoRequests(create);
    // Focus goes to the first thing to fix.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Search jobs')));
    await pick(user, 'Sales Manager');
    await user.click(screen.getByRole('button', { name: 'Send Invite' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/First name/)));
    expect(screen.queryByText('Please select a job')).toBeNull();
    const first = screen.getByLabelText(/First name/);
    expect(first.getAttribute('aria-required')).toBe('true');
    expect(first.getAttribute('aria-invalid')).toBe('true');
    const marks = document.querySelectorAll('.invite-required[title="This field is required"]');
    expect(marks.length).toBeGreaterThanOrEqual(3);
    expect(screen.getByLabelText(/Phone/).getAttribute('aria-required')).toBeNull();
  });

  it('checks the email pattern once the field is left', async () => {
    const user = userEvent.setup();
    renderModal();
    await user.type(screen.getByLabelText(/Email/), 'ada@example');
    expect(screen.queryByText('Please enter a valid email address')).toBeNull();
    await user.tab();
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy();
    await user.type(screen.getByLabelText(/Email/), '.com');
    expect(screen.queryByText('Please enter a valid email address')).toBeNull();
  });

  it('blocks letters typed into the phone and says why; pasted text keeps only digits and dashes', async () => {
    const user = userEvent.setup();
    renderModal();
    const phone = screen.getByLabelText<HTMLInputElement>(/Phone/);
    await user.type(phone, '555-1a');
    expect(phone.value).toBe('555-1');
    expect(screen.getByText('Phone number can only contain numbers and dashes')).toBeTruthy();
    await user.type(phone, '2');
    expect(phone.value).toBe('555-12');
    expect(screen.queryByText('Phone number can only contain numbers and dashes')).toBeNull();

    await user.clear(phone);
    await user.click(phone);
    await user.paste('(555) 123-4567 ext');
    expect(phone.value).toBe('555123-4567');
  });

  it('cleans pasted names and email', async () => {
    const user = userEvent.setup();
    renderModal();
    const first = screen.getByLabelText<HTMLInputElement>(/First name/);
    await user.click(first);
    await user.paste("Mary-Ann O'Neil 3rd!");
    expect(first.value).toBe("Mary-Ann O'Neil rd");
    const email = screen.getByLabelText<HTMLInputElement>(/Email/);
    await user.click(email);
    await user.paste('  Ada.L @Example.COM ');
    expect(email.value).toBe('ada.l@example.com');
  });

  it('rejects and clears a resume of the wrong type or over 10MB; Remove clears the message', async () => {
    // The picker's accept filter is only a hint; the check must hold for any file that arrives.
    const user = userEvent.setup({ applyAccept: false });
    renderModal();
    const input = screen.getByLabelText<HTMLInputElement>('Resume');

    await user.upload(input, new File(['hi'], 'notes.txt', { type: 'text/plain' }));
    expect(screen.getByText('Please select a PDF, DOC, or DOCX file only')).toBeTruthy();
    expect(input.value).toBe('');

    const big = new File(['%PDF'], 'big.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 10_485_761 });
    await user.upload(input, big);
    expect(screen.getByText('File size must be less than 10MB')).toBeTruthy();
    expect(input.value).toBe('');

    // By extension when the browser gives no type.
    await user.upload(input, new File(['x'], 'cv.docx', { type: '' }));
    expect(screen.queryByText('File size must be less than 10MB')).toBeNull();
    expect(screen.getByText('Optional. PDF, DOC or DOCX, up to 10MB.')).toBeTruthy();

    await user.upload(input, new File(['hi'], 'notes.txt', { type: 'text/plain' }));
    await user.click(screen.getByRole('button', { name: 'Remove resume' }));
    expect(screen.queryByText('Please select a PDF, DOC, or DOCX file only')).toBeNull();
  });

  it('does not send while a rejected resume is still reported', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderModal({ initialJobId: 1 });
    await screen.findByText('Sales screen');
    await fillPerson(user);
    await user.upload(screen.getByLabelText('Resume'), new File(['x'], 'a.exe', { type: '' }));
    await user.click(screen.getByRole('button', { name: 'Send Invite' }));
    await expectNoRequests(create);
    await user.click(screen.getByRole('button', { name: 'Remove resume' }));
    await user.click(screen.getByRole('button', { name: 'Send Invite' }));
    await waitFor(() => expect(create.calls).toHaveLength(1));
  });

  it('sends the invite with Sending..., then closes and reports success', async () => {
    const user = userEvent.setup();
    let finish: (value: InviteResponse) => void = () => undefined;
    const held = new Promise<InviteResponse>((done) => (finish = done));
    const create = mockApi('post', '/invite/create-application', () => held);
    const { onHide, onSuccess } = renderModal();
    await pick(user, 'Sales Manager');
    await fillPerson(user, 'Ada@Example.com');
    await user.type(screen.getByLabelText(/Phone/), '555-0100');
    const resume = new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' });
    await user.upload(screen.getByLabelText('Resume'), resume);
    await user.click(screen.getByRole('button', { name: 'Send Invite' }));

    expect(await screen.findByRole('button', { name: /Sending\.\.\./ })).toBeTruthy();
    await waitFor(() => expect(create.calls).toHaveLength(1));
    expect(formFields(create.last()?.body)).toEqual([
      ['jobId', '1'],
      ['firstName', 'Ada'],
      ['lastName', 'Lovelace'],
      ['email', 'ada@example.com'],
      ['phone', '555-0100'],
      ['resume', resume.name],
    ]);
    finish(OK);
    await waitFor(() => expect(onHide).toHaveBeenCalled());
    expect(onSuccess).toHaveBeenCalledWith({
      jobId: 1,
      email: 'ada@example.com',
      interviewUrl: '/v1/interview/g',
    });
  });

  it.each([
    [
      {
        error: 'This applicant has already been invited to take the interview for this job.',
        reason: 'ALREADY_INVITED',
      },
      409,
      'This applicant has already been invited to take the interview for this job.',
    ],
    [
      {
        error: 'An applicant with this email is already in our system under a different name.',
        reason: 'ALREADY_IN_SYSTEM',
      },
      409,
      'This applicant already has an application in the system.',
    ],
    [{ error: 'Conflict' }, 409, 'This applicant has already been processed for this position.'],
    [{ message: 'Internal' }, 500, 'An error occurred while creating the application. Please try again.'],
  ])('shows the alert for a failed invite (%o, %i)', async (data, status, alert) => {
    const user = userEvent.setup();
    mockApi('post', '/invite/create-application', apiError(status, data));
    const { onSuccess, onHide } = renderModal({ initialJobId: 1 });
    expect(await screen.findByText('Sales screen')).toBeTruthy();
    await fillPerson(user);
    await user.click(screen.getByRole('button', { name: 'Send Invite' }));
    expect((await screen.findByRole('alert')).textContent).toBe(alert);
    expect(onSuccess).not.toHaveBeenCalled();
    expect(onHide).not.toHaveBeenCalled();
  });

  it('shows the default alert when the server answers without success', async () => {
    const user = userEvent.setup();
    mockApi('post', '/invite/create-application', { ...OK, success: false });
    renderModal({ initialJobId: 1 });
    await screen.findByText('Sales screen');
    await fillPerson(user);
    fireEvent.submit(screen.getByRole('button', { name: 'Send Invite' }).closest('form') as HTMLFormElement);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Failed to create application. Please try again.',
    );
  });
});

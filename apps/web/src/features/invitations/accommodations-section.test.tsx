import { resolveInterviewSettings, type InviteResponse, type Job } from '@vi/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  expectNoRequests,
  formFields,
  mockApi,
  RECRUITER,
  renderWithProviders,
  type MockedEndpoint,
} from '../../testing';
import { job, questionnaire, stubMatchMedia } from '../../test/recruiter/fixtures';
import { InviteApplicantModal } from './invite-applicant-modal';

let create: MockedEndpoint;
/** The invite's multipart fields, the person's first. */
const sentFields = () => formFields(create.last()?.body);
const PERSON_FIELDS = [
  ['jobId', '1'],
  ['firstName', 'Ada'],
  ['lastName', 'Lovelace'],
  ['email', 'ada@example.com'],
];
const VIDEO = questionnaire({
  questionnaireId: 'q-1',
  questionnaireName: 'Sales screen',
  contentType: 'Video',
});
const JOBS: Job[] = [
  job({ id: 1, title: 'Sales Manager', questionnaireId: 'q-1' }),
  job({ id: 3, title: 'Engineer', questionnaireId: 'q-9' }),
];
const OK: InviteResponse = {
  success: true,
  statusCode: 201,
  message: 'Application created and invitation sent',
  data: { applicationGuid: 'g', interviewUrl: '/v1/interview/g' },
};

function renderModal(initialJobId: number) {
  const onSuccess = vi.fn();
  renderWithProviders(
    <InviteApplicantModal
      show
      questionnaires={[VIDEO]}
      initialJobId={initialJobId}
      onHide={vi.fn()}
      onSuccess={onSuccess}
    />,
    { identity: RECRUITER },
  );
  return { user: userEvent.setup(), onSuccess };
}

async function fillPerson(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/First name/), 'Ada');
  await user.type(screen.getByLabelText(/Last name/), 'Lovelace');
  await user.type(screen.getByLabelText(/Email/), 'ada@example.com');
}

const toggle = () => screen.getByRole('button', { name: 'Accommodations (optional)' });
const extraTime = () => screen.getByRole('combobox', { name: 'Extra time' });
const extraTries = () => screen.getByRole('spinbutton', { name: 'Extra tries' });
const audioOnly = () => screen.queryByRole('checkbox', { name: 'May answer with audio only' });
const descriptionOf = (element: HTMLElement) =>
  document.getElementById(element.getAttribute('aria-describedby') ?? '')?.textContent;

beforeEach(() => {
  vi.clearAllMocks();
  stubMatchMedia();
  mockApi('get', '/company/7/jobs', JOBS);
  mockApi('get', '/job/:jobId/questionnaire', {
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

describe('Accommodations in the invite form', () => {
  it('is folded by default behind a disclosure button that says so', async () => {
    const { user } = renderModal(1);
    await screen.findByText('Sales screen');
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('combobox', { name: 'Extra time' })).toBeNull();

    await user.click(toggle());
    expect(toggle().getAttribute('aria-expanded')).toBe('true');
    expect(document.getElementById(toggle().getAttribute('aria-controls') ?? '')?.hidden).toBe(false);
    expect(
      within(extraTime())
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['None', '+25 %', '+50 %', '+100 % (double time)', '+200 % (triple time)']);
    expect((extraTries() as HTMLInputElement).value).toBe('0');
    expect(audioOnly()).toBeTruthy();
  });

  it('sends the chosen accommodations with the invite', async () => {
    const { user, onSuccess } = renderModal(1);
    await screen.findByText('Sales screen');
    await fillPerson(user);
    await user.click(toggle());
    await user.selectOptions(extraTime(), '+50 %');
    await user.clear(extraTries());
    await user.type(extraTries(), '1');
    await user.click(audioOnly()!);
    await user.click(screen.getByRole('button', { name: 'Send Invite' }));

    await waitFor(() => expect(onSuccess).toHaveBeenCalled());
    expect(create.calls).toHaveLength(1);
    expect(sentFields()).toEqual([
      ...PERSON_FIELDS,
      ['extraTimePercent', '50'],
      ['extraTries', '1'],
      ['audioOnlyAllowed', 'true'],
    ]);
  });

  it('offers audio only for a video questionnaire alone, and never sends it otherwise', async () => {
    const { user, onSuccess } = renderModal(3);
    await screen.findByText('Engineering screen');
    await user.click(toggle());
    expect(audioOnly()).toBeNull();
    await fillPerson(user);
    await user.clear(extraTries());
    await user.type(extraTries(), '2');
    await user.click(screen.getByRole('button', { name: 'Send Invite' }));
    await waitFor(() => expect(onSuccess).toHaveBeenCalled());
    expect(sentFields().slice(PERSON_FIELDS.length)).toEqual([['extraTries', '2']]);
  });

  it('says when extra tries are out of range, reopens the folded section on Send and sends nothing', async () => {
    const { user } = renderModal(1);
    await screen.findByText('Sales screen');
    await fillPerson(user);
    await user.click(toggle());
    await user.clear(extraTries());
    await user.type(extraTries(), '6');
    await user.tab();
    expect(descriptionOf(extraTries())).toBe('Extra tries must be a whole number from 0 to 5');
    expect(extraTries().getAttribute('aria-invalid')).toBe('true');

    await user.click(toggle());
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
    await user.click(screen.getByRole('button', { name: 'Send Invite' }));
    expect(toggle().getAttribute('aria-expanded')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(extraTries()));
    await expectNoRequests(create);
  });
});

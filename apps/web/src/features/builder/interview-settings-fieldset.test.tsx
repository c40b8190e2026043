import { type Questionnaire, type QuestionnaireBody } from '@vi/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  expectNoRequests,
  mockApi,
  RECRUITER,
  renderWithProviders,
  type MockedEndpoint,
  mockToasts,
} from '../../testing';
import { questionnaire } from '../../test/recruiter/fixtures';
import { BuilderPage } from './builder-page';

mockToasts();

let create: MockedEndpoint;
let update: MockedEndpoint;
/** The body of the one create (POST /questionnaire) or update (PUT /questionnaire/{id}) sent. */
const created = () => create.calls[0]?.body as QuestionnaireBody;
const updated = () => update.calls[0]?.body as QuestionnaireBody;

/** The stored settings as the builder sends them back: the screening switches, off, are omitted. */
const SENT = { thinkTimeSeconds: 30, answerTimeSeconds: 300, triesPerQuestion: 5, practiceQuestion: false };
const STORED: Questionnaire = questionnaire({
  questionnaireId: 'q-42',
  id: 'q-42',
  settings: { ...SENT, showRequirements: false, endAfterKnockout: false },
});

function renderBuilder(
  entry: string | { pathname: string; state: unknown } = '/recruiter/questionnaire-builder',
) {
  const { router } = renderWithProviders(<BuilderPage />, {
    path: '/recruiter/questionnaire-builder/:questionnaireId?',
    route: entry,
    routes: [{ path: '/recruiter', element: <h1>Recruiter home</h1> }],
    identity: RECRUITER,
  });
  return { user: userEvent.setup(), router };
}

const settingsGroup = () => screen.getByRole('group', { name: 'Interview settings' });
const thinkTime = () =>
  within(settingsGroup()).getByRole('combobox', { name: 'Think time before each answer' });
const answerTime = () =>
  within(settingsGroup()).getByRole('spinbutton', { name: 'Answer time limit (seconds)' });
const tries = () => within(settingsGroup()).getByRole('spinbutton', { name: 'Tries per question' });
const practice = () => within(settingsGroup()).getByRole('checkbox', { name: 'Practice question' });
const valueOf = (element: HTMLElement) => (element as HTMLInputElement).value;
const isChecked = (element: HTMLElement) => (element as HTMLInputElement).checked;
const descriptionOf = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

async function fillValidDraft(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: /Questionnaire Name/ }), 'Support screen');
  await user.click(screen.getByRole('radio', { name: 'Video' }));
  await user.click(screen.getByRole('button', { name: /Add Question/ }));
  await user.type(screen.getByRole('textbox', { name: 'Question 1' }), 'Why support?');
}

async function retype(user: ReturnType<typeof userEvent.setup>, input: HTMLElement, text: string) {
  await user.clear(input);
  if (text !== '') await user.type(input, text);
}

beforeEach(() => {
  vi.clearAllMocks();
  create = mockApi('post', '/questionnaire', questionnaire({ questionnaireId: 'new', id: 'new' }));
  update = mockApi('put', '/questionnaire/:id', STORED);
});

describe('Interview settings in the builder', () => {
  it('shows the defaults for a new questionnaire, with the think time steps', () => {
    renderBuilder();
    expect(valueOf(thinkTime())).toBe('0');
    expect(
      within(thinkTime())
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['None', '10 s', '30 s', '1 min', '2 min', '5 min']);
    expect(valueOf(answerTime())).toBe('120');
    expect(descriptionOf(answerTime())).toBe('Between 30 and 600 seconds (2 min).');
    expect(valueOf(tries())).toBe('3');
    expect(isChecked(practice())).toBe(true);
  });

  it('sends the chosen settings as numbers when creating', async () => {
    const { user, router } = renderBuilder();
    await fillValidDraft(user);
    await user.selectOptions(thinkTime(), '1 min');
    await retype(user, answerTime(), '150');
    expect(descriptionOf(answerTime())).toBe('Between 30 and 600 seconds (2 min 30 s).');
    await retype(user, tries(), '1');
    await user.click(practice());
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/recruiter');
    });
    expect(create.calls).toHaveLength(1);
    expect(created().settings).toEqual({
      thinkTimeSeconds: 60,
      answerTimeSeconds: 150,
      triesPerQuestion: 1,
      practiceQuestion: false,
    });
  });

  it('loads the stored settings when editing and PUTs the changed ones', async () => {
    mockApi('get', '/questionnaire/q-42', STORED);
    const { user, router } = renderBuilder('/recruiter/questionnaire-builder/q-42');
    await screen.findByDisplayValue('Sales screen');
    expect(valueOf(thinkTime())).toBe('30');
    expect(valueOf(answerTime())).toBe('300');
    expect(valueOf(tries())).toBe('5');
    expect(isChecked(practice())).toBe(false);

    await retype(user, tries(), '10');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/recruiter');
    });
    expect(update.calls.map((call) => call.path)).toEqual(['/questionnaire/q-42']);
    expect(updated().settings).toEqual({
      thinkTimeSeconds: 30,
      answerTimeSeconds: 300,
      triesPerQuestion: 10,
      practiceQuestion: false,
    });
  });

  it('sends the screening switches when turned on, and loads them back when editing', async () => {
    const { user, router } = renderBuilder();
    await fillValidDraft(user);
    const showRequirements = screen.getByRole('switch', {
      name: 'Tell applicants the requirements before they start',
    });
    const endAfterKnockout = screen.getByRole('switch', {
      name: 'End the interview after an answer that does not meet requirements',
    });
    expect([isChecked(showRequirements), isChecked(endAfterKnockout)]).toEqual([false, false]);
    expect(descriptionOf(endAfterKnockout)).toBe(
      'The questions after it are not asked; the answers so far are kept and you still decide on the interview.',
    );
    await user.click(showRequirements);
    await user.click(endAfterKnockout);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/recruiter');
    });
    expect(created().settings).toMatchObject({ showRequirements: true, endAfterKnockout: true });
  });

  it('loads stored screening switches and sends them off once turned off', async () => {
    mockApi('get', '/questionnaire/q-42', {
      ...STORED,
      settings: { ...STORED.settings, showRequirements: true, endAfterKnockout: true },
    });
    const { user, router } = renderBuilder('/recruiter/questionnaire-builder/q-42');
    await screen.findByDisplayValue('Sales screen');
    const endAfterKnockout = screen.getByRole('switch', {
      name: 'End the interview after an answer that does not meet requirements',
    });
    expect(isChecked(endAfterKnockout)).toBe(true);
    await user.click(endAfterKnockout);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/recruiter');
    });
    // Omitted is off: the server stores only what was sent.
    expect(updated().settings).toEqual({ ...SENT, showRequirements: true });
  });

  it('keeps a stored think time between the steps selectable', async () => {
    mockApi(
      'get',
      '/questionnaire/q-1',
      questionnaire({ settings: { ...STORED.settings, thinkTimeSeconds: 45 } }),
    );
    renderBuilder('/recruiter/questionnaire-builder/q-1');
    await screen.findByDisplayValue('Sales screen');
    expect(valueOf(thinkTime())).toBe('45');
    expect(within(thinkTime()).getByRole('option', { name: '45 s' })).toBeTruthy();
  });

  it('says what is wrong once a field is left, blocks Save and focuses the first setting to fix', async () => {
    const { user } = renderBuilder();
    await fillValidDraft(user);
    await retype(user, answerTime(), '20');
    expect(screen.queryByText('Answer time must be at least 30')).toBeNull();
    await user.tab();
    expect(descriptionOf(answerTime())).toBe('Answer time must be at least 30');
    expect(answerTime().getAttribute('aria-invalid')).toBe('true');

    await retype(user, tries(), '');
    await retype(user, answerTime(), '601');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await expectNoRequests(create);
    expect(descriptionOf(answerTime())).toBe('Answer time must be at most 600');
    expect(descriptionOf(tries())).toBe('Tries per question must be a whole number from 1 to 10');
    expect(document.activeElement).toBe(answerTime());
  });

  it('counts changed settings as unsaved changes', async () => {
    const { user } = renderBuilder();
    await user.click(practice());
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('dialog', { name: 'Are you sure you want to leave?' })).toBeTruthy();
  });

  it('copies the settings when cloning', async () => {
    create = mockApi('post', '/questionnaire', questionnaire({ questionnaireId: 'c-1', id: 'c-1' }));
    const { user, router } = renderBuilder({
      pathname: '/recruiter/questionnaire-builder',
      state: { cloneData: { ...STORED, isCloning: true } },
    });
    expect(valueOf(tries())).toBe('5');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/recruiter');
    });
    expect(create.calls).toHaveLength(1);
    expect(created().settings).toEqual(SENT);
  });
});

describe('Default deadline (days) in the builder', () => {
  const deadlineDays = () =>
    within(settingsGroup()).getByRole('spinbutton', { name: 'Default deadline (days)' });

  it('is empty for a new questionnaire, refuses 0 and 91, and sends the days when set', async () => {
    const { user, router } = renderBuilder();
    expect(valueOf(deadlineDays())).toBe('');
    await fillValidDraft(user);
    await user.type(deadlineDays(), '91');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(descriptionOf(deadlineDays())).toBe(
      'Default deadline must be a whole number of days from 1 to 90',
    );
    expect(document.activeElement).toBe(deadlineDays());
    await expectNoRequests(create);

    await retype(user, deadlineDays(), '14');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/recruiter');
    });
    expect(create.calls).toHaveLength(1);
    expect(created().settings).toEqual({
      thinkTimeSeconds: 0,
      answerTimeSeconds: 120,
      triesPerQuestion: 3,
      practiceQuestion: true,
      deadlineDays: 14,
    });
  });

  it('shows a stored default and sends null when it is cleared', async () => {
    const stored = questionnaire({
      ...STORED,
      settings: { ...STORED.settings, deadlineDays: 10 },
    });
    mockApi('get', '/questionnaire/q-42', stored);
    update = mockApi('put', '/questionnaire/:id', stored);
    const { user, router } = renderBuilder('/recruiter/questionnaire-builder/q-42');
    await screen.findByDisplayValue('Sales screen');
    expect(valueOf(deadlineDays())).toBe('10');
    await user.clear(deadlineDays());
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/recruiter');
    });
    expect(update.calls[0]?.path).toBe('/questionnaire/q-42');
    expect(updated().settings).toEqual({ ...SENT, deadlineDays: null });
  });
});

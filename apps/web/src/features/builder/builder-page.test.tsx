import { MESSAGES, type Questionnaire } from '@vi/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-toastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  apiError,
  expectNoRequests,
  mockApi,
  RECRUITER,
  renderWithProviders,
  stubRowLayout,
  type ApiResponse,
  type MockedEndpoint,
  mockToasts,
} from '../../testing';
import { questionnaire } from '../../test/recruiter/fixtures';
import { BuilderPage } from './builder-page';

mockToasts();

/** The builder's three calls; none answers unless a test says how, and each records what it got. */
let load: MockedEndpoint;
let create: MockedEndpoint;
let update: MockedEndpoint;
const mockLoad = (answer: ApiResponse) => (load = mockApi('get', '/questionnaire/:id', answer));
const mockCreate = (answer: ApiResponse) => (create = mockApi('post', '/questionnaire', answer));
const mockUpdate = (answer: ApiResponse) => (update = mockApi('put', '/questionnaire/:id', answer));

const stored = (overrides: Partial<Questionnaire> = {}): Questionnaire =>
  questionnaire({ questionnaireId: 'q-42', id: 'q-42', ...overrides });

function renderBuilder(
  entry: string | { pathname: string; state: unknown } = '/recruiter/questionnaire-builder',
) {
  const { router, queryClient } = renderWithProviders(<BuilderPage />, {
    path: '/recruiter/questionnaire-builder/:questionnaireId?',
    route: entry,
    routes: [
      { path: '/recruiter', element: <h1>Recruiter home</h1> },
      ...['/questionnaire/:questionnaireId?', '/interview/questionnaire-builder/:questionnaireId'].map(
        (path) => ({ path, element: <BuilderPage /> }),
      ),
    ],
    identity: RECRUITER,
  });
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
  const user = userEvent.setup();
  return { user, router, invalidate };
}

// No jest-dom here: small readers of what the assertions need.
const valueOf = (element: HTMLElement | undefined) => (element as HTMLInputElement).value;
const isChecked = (element: HTMLElement) => (element as HTMLInputElement).checked;
const isDisabled = (element: HTMLElement) => (element as HTMLButtonElement).disabled;
const textOf = (element: HTMLElement) => element.textContent;
const descriptionOf = (element: HTMLElement | undefined) =>
  (element?.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

const nameInput = () => screen.getByRole('textbox', { name: /Questionnaire Name/ });
const addButton = () => screen.getByRole('button', { name: /Add Question/ });
const saveButton = () => screen.getByRole('button', { name: 'Save' });
const questionInputs = () => screen.queryAllByRole('textbox', { name: /^Question \d+$/ });

async function fillValidDraft(user: ReturnType<typeof userEvent.setup>, texts: string[]) {
  await user.type(nameInput(), 'Support screen');
  await user.click(screen.getByRole('radio', { name: 'Audio' }));
  for (const text of texts) {
    await user.click(addButton());
    const inputs = questionInputs();
    if (text !== '') await user.type(inputs[inputs.length - 1]!, text);
  }
}

beforeEach(() => {
  vi.clearAllMocks();
  mockLoad(stored());
  mockCreate(stored({ questionnaireId: 'new', id: 'new' }));
  mockUpdate(stored());
});

describe('BuilderPage layout', () => {
  it('shows the breadcrumb, title, name placeholder and the two exclusive answer formats', async () => {
    const { user } = renderBuilder();
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/recruiter');
    expect(within(crumbs).getByText('Builder')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Questionnaire Builder' })).toBeTruthy();
    expect(nameInput().getAttribute('placeholder')).toBe('Untitled');

    const audio = screen.getByRole('radio', { name: 'Audio' });
    const video = screen.getByRole('radio', { name: 'Video' });
    await user.click(audio);
    expect(isChecked(audio)).toBe(true);
    await user.click(video);
    expect(isChecked(video)).toBe(true);
    expect(isChecked(audio)).toBe(false);
  });

  it.each(['/questionnaire', '/recruiter/questionnaire-builder'])('renders the create form at %s', (path) => {
    renderBuilder(path);
    expect(screen.getByRole('heading', { name: 'Questionnaire Builder' })).toBeTruthy();
    expect(valueOf(nameInput())).toBe('');
  });
});

describe('validation on Save', () => {
  it('shows every message of an empty draft and focuses the name', async () => {
    const { user } = renderBuilder();
    await user.click(saveButton());

    expect(screen.getByText(MESSAGES.nameRequired)).toBeTruthy();
    expect(screen.getByText(MESSAGES.answerFormatRequired)).toBeTruthy();
    expect(screen.getByText(MESSAGES.atLeastOneQuestion)).toBeTruthy();
    expect(document.activeElement).toBe(nameInput());
    expect(descriptionOf(nameInput())).toBe(MESSAGES.nameRequired);
    await expectNoRequests(create);
  });

  it('flags each blank question and focuses the first one', async () => {
    const { user } = renderBuilder();
    await fillValidDraft(user, ['First', '']);
    await user.click(addButton());
    await user.click(saveButton());

    const inputs = questionInputs();
    expect(screen.getAllByText(MESSAGES.questionTextRequired)).toHaveLength(2);
    expect(document.activeElement).toBe(inputs[1]);
    expect(descriptionOf(inputs[1])).toBe(MESSAGES.questionTextRequired);
    expect(descriptionOf(inputs[0])).not.toBe(MESSAGES.questionTextRequired);
    await expectNoRequests(create);
  });

  it('focuses the answer format when only that is missing, and clears the message once picked', async () => {
    const { user } = renderBuilder();
    await user.type(nameInput(), 'N');
    await user.click(addButton());
    await user.type(questionInputs()[0]!, 'Q');
    await user.click(saveButton());
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Audio' }));
    await user.click(screen.getByRole('radio', { name: 'Video' }));
    expect(screen.queryByText(MESSAGES.answerFormatRequired)).toBeNull();
  });
});

describe('questions', () => {
  it('adds up to 8, then disables Add with the alert and the inline text', async () => {
    const { user } = renderBuilder();
    for (let i = 0; i < 7; i += 1) await user.click(addButton());
    expect(isDisabled(addButton())).toBe(false);
    expect(screen.queryByRole('alert')).toBeNull();

    await user.click(addButton());
    expect(questionInputs()).toHaveLength(8);
    expect(isDisabled(addButton())).toBe(true);
    expect(textOf(screen.getByRole('alert'))).toContain(MESSAGES.maxQuestionsReached);
    expect(screen.getByText(MESSAGES.maxQuestionsInline)).toBeTruthy();
    // Numbered prefixes, one per row.
    expect(screen.getByText('8.')).toBeTruthy();
  });

  it('a new question takes focus; removing one keeps order and moves focus to the row that took its place', async () => {
    const { user } = renderBuilder();
    await fillValidDraft(user, ['One', 'Two', 'Three']);
    expect(document.activeElement).toBe(questionInputs()[2]);

    await user.click(screen.getByRole('button', { name: 'Remove question 2' }));
    expect(questionInputs().map(valueOf)).toEqual(['One', 'Three']);
    expect(document.activeElement).toBe(questionInputs()[1]);
    expect(screen.queryByRole('button', { name: 'Remove question 3' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Remove question 2' }));
    await user.click(screen.getByRole('button', { name: 'Remove question 1' }));
    expect(questionInputs()).toHaveLength(0);
    expect(document.activeElement).toBe(addButton());
  });

  describe('keyboard reorder', () => {
    // jsdom lays nothing out; a pointer drag would need each row's box.
    beforeEach(() => {
      stubRowLayout('builder-question-row', 60, 50);
    });
    afterEach(() => {
      vi.restoreAllMocks();
    });

    it('lifts with Space, moves with the arrows, drops with Space, and announces each step', async () => {
      const { user } = renderBuilder();
      await fillValidDraft(user, ['One', 'Two', 'Three']);

      const handle = screen.getByRole('button', { name: 'Move question 1' });
      handle.focus();
      await user.keyboard('[Space]');
      await waitFor(() => {
        expect(screen.getByText('Picked up question 1.')).toBeTruthy();
      });
      await user.keyboard('[ArrowDown]');
      await waitFor(() => {
        expect(screen.getByText('Question 1 is over position 2 of 3.')).toBeTruthy();
      });
      await user.keyboard('[ArrowDown]');
      await user.keyboard('[Space]');

      await waitFor(() => {
        expect(questionInputs().map(valueOf)).toEqual(['Two', 'Three', 'One']);
      });
      expect(screen.getByText('Question 1 was moved to position 3 of 3.')).toBeTruthy();
    });

    it('Escape cancels the move', async () => {
      const { user } = renderBuilder();
      await fillValidDraft(user, ['One', 'Two']);
      screen.getByRole('button', { name: 'Move question 1' }).focus();
      await user.keyboard('[Space]');
      await user.keyboard('[ArrowDown]');
      await user.keyboard('[Escape]');
      await waitFor(() => {
        expect(screen.getByText('Moving cancelled. Question 1 stayed in position 1.')).toBeTruthy();
      });
      expect(questionInputs().map(valueOf)).toEqual(['One', 'Two']);
    });
  });
});

describe('saving', () => {
  it('takes a question over several lines: Enter starts a new line and the lines are saved', async () => {
    const { user } = renderBuilder();
    await fillValidDraft(user, ['In your last role, a hard case.{Enter}What did you do?']);
    const field = questionInputs()[0]!;
    expect(field.tagName).toBe('TEXTAREA');
    expect(valueOf(field)).toBe('In your last role, a hard case.\nWhat did you do?');
    await user.click(saveButton());
    await waitFor(() => expect(create.calls).toHaveLength(1));
    expect(
      (create.calls[0]?.body as { questions: { questionText: string }[] }).questions[0]?.questionText,
    ).toBe('In your last role, a hard case.\nWhat did you do?');
  });

  it('creates: POSTs the body in order, invalidates the list, toasts and goes to /recruiter', async () => {
    let resolveCreate: (value: Questionnaire) => void = () => undefined;
    const held = new Promise<Questionnaire>((resolve) => {
      resolveCreate = resolve;
    });
    mockCreate(() => held);
    const { user, router, invalidate } = renderBuilder();
    await fillValidDraft(user, ['  Why support? ', 'A hard case']);
    await user.click(saveButton());

    expect(await screen.findAllByText('Saving questionnaire...')).not.toHaveLength(0);
    await waitFor(() => expect(create.calls).toHaveLength(1));
    expect(create.calls[0]?.body).toEqual({
      questionnaireName: 'Support screen',
      companyId: 7,
      userId: 3,
      contentType: 'Audio',
      language: 'en',
      questions: [
        {
          questionId: 'question-1',
          questionText: 'Why support?',
          required: true,
          type: 'Text',
          options: null,
        },
        {
          questionId: 'question-2',
          questionText: 'A hard case',
          required: true,
          type: 'Text',
          options: null,
        },
      ],
      active: true,
      // Untouched settings are sent as the defaults the section showed.
      settings: { thinkTimeSeconds: 0, answerTimeSeconds: 120, triesPerQuestion: 3, practiceQuestion: true },
    });
    expect(update.calls).toHaveLength(0);

    resolveCreate(stored({ questionnaireId: 'new-1', id: 'new-1' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/recruiter');
    });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['questionnaires', 7] });
    expect(toast.success).toHaveBeenCalledWith('Questionnaire saved successfully.');
  });

  it('edits: loads, prefills, keeps question ids, leaves new ones to the server, PUTs to the id', async () => {
    const { user, router } = renderBuilder('/interview/questionnaire-builder/q-42');

    expect(textOf(screen.getByRole('status'))).toContain('Loading questionnaire...');
    expect(await screen.findByDisplayValue('Sales screen')).toBeTruthy();
    expect(load.calls.map((call) => call.path)).toEqual(['/questionnaire/q-42']);
    expect(isChecked(screen.getByRole('radio', { name: 'Video' }))).toBe(true);
    expect(questionInputs().map(valueOf)).toEqual(['Why sales?', 'Your best deal?']);

    await user.clear(questionInputs()[0]!);
    await user.type(questionInputs()[0]!, 'Why sales, really?');
    await user.click(addButton());
    await user.type(questionInputs()[2]!, 'Anything else?');
    await user.click(saveButton());

    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/recruiter');
    });
    expect(create.calls).toHaveLength(0);
    expect(update.calls.map((call) => call.path)).toEqual(['/questionnaire/q-42']);
    expect(update.calls[0]?.body).toEqual({
      // updateQuestionnaire adds the id to the body it PUTs.
      id: 'q-42',
      questionnaireName: 'Sales screen',
      companyId: 7,
      userId: 3,
      contentType: 'Video',
      language: 'en',
      questions: [
        {
          questionId: 'question-1',
          questionText: 'Why sales, really?',
          required: true,
          type: 'Text',
          options: null,
        },
        {
          questionId: 'question-2',
          questionText: 'Your best deal?',
          required: true,
          type: 'Text',
          options: null,
        },
        { questionText: 'Anything else?', required: true, type: 'Text', options: null },
      ],
      active: true,
      settings: { thinkTimeSeconds: 0, answerTimeSeconds: 120, triesPerQuestion: 3, practiceQuestion: true },
    });
  });

  it('clones from router state: prefixed name, POST as a new questionnaire, no load', async () => {
    mockCreate(stored({ questionnaireId: 'c-1', id: 'c-1' }));
    const source = stored();
    const { user, router } = renderBuilder({
      pathname: '/recruiter/questionnaire-builder',
      state: { cloneData: { ...source, isCloning: true } },
    });

    expect(valueOf(nameInput())).toBe('Copy of Sales screen');
    expect(isChecked(screen.getByRole('radio', { name: 'Video' }))).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Remove question 1' }));
    await user.click(saveButton());

    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/recruiter');
    });
    expect(load.calls).toHaveLength(0);
    expect(update.calls).toHaveLength(0);
    expect(create.calls).toHaveLength(1);
    expect(create.calls[0]?.body).toEqual(
      expect.objectContaining({
        questionnaireName: 'Copy of Sales screen',
        contentType: 'Video',
        questions: [
          {
            questionId: 'question-1',
            questionText: 'Your best deal?',
            required: true,
            type: 'Text',
            options: null,
          },
        ],
      }),
    );
  });

  it('says the questionnaire exists on a 409 and stays on the form', async () => {
    mockCreate(apiError(409));
    const { user, router } = renderBuilder();
    await fillValidDraft(user, ['Q']);
    await user.click(saveButton());
    expect(textOf(await screen.findByRole('alert'))).toContain(MESSAGES.questionnaireExists);
    expect(router.state.location.pathname).toBe('/recruiter/questionnaire-builder');
    expect(valueOf(nameInput())).toBe('Support screen');
  });

  it('says saving failed on any other error', async () => {
    mockCreate(apiError(500));
    const { user } = renderBuilder();
    await fillValidDraft(user, ['Q']);
    await user.click(saveButton());
    expect(textOf(await screen.findByRole('alert'))).toContain(
      'Failed to save questionnaire. Please try again.',
    );
  });

  it('says loading failed when the questionnaire cannot be fetched', async () => {
    mockLoad(apiError(404));
    renderBuilder('/questionnaire/missing');
    expect(textOf(await screen.findByRole('alert'))).toContain('Failed to load questionnaire data.');
    expect(screen.queryByRole('textbox', { name: /Questionnaire Name/ })).toBeNull();
  });
});

describe('leaving', () => {
  it('Cancel asks first; Stay closes and returns focus, Leave goes to /recruiter', async () => {
    const { user, router } = renderBuilder();
    const cancel = screen.getByRole('button', { name: 'Cancel' });
    await user.click(cancel);
    const dialog = await screen.findByRole('dialog', { name: 'Are you sure you want to leave?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).toBeNull();
    });
    expect(document.activeElement).toBe(cancel);
    expect(router.state.location.pathname).toBe('/recruiter/questionnaire-builder');

    await user.click(cancel);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Leave' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/recruiter');
    });
  });

  it('asks before an in-app navigation away from unsaved changes', async () => {
    const { user, router } = renderBuilder();
    await user.type(nameInput(), 'Draft');
    await user.click(screen.getByRole('link', { name: 'Home' }));
    const dialog = await screen.findByRole('dialog', { name: 'Are you sure you want to leave?' });
    expect(router.state.location.pathname).toBe('/recruiter/questionnaire-builder');
    await user.click(within(dialog).getByRole('button', { name: 'Leave' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/recruiter');
    });
  });

  it('warns on browser unload only while there are unsaved changes', async () => {
    const { user } = renderBuilder();
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);
    await user.type(nameInput(), 'x');
    expect(unload()).toBe(true);
    await user.clear(nameInput());
    expect(unload()).toBe(false);
  });
});

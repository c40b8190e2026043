import type { Question } from '@vi/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, RECRUITER, renderWithProviders, stubRowLayout, mockToasts, scaled } from '../../testing';
import { questionnaire } from '../../test/recruiter/fixtures';
import { BuilderPage } from './builder-page';

mockToasts();

/** A stored Select whose options carry ids, and a knockout on the second ("No"). */
const SELECT: Question = {
  questionId: 'question-1',
  questionText: 'May you work in Norway?',
  text: 'May you work in Norway?',
  required: true,
  type: 'Select',
  options: [
    { optionId: 'option-1', label: 'Yes', knockout: false },
    { optionId: 'option-2', label: 'No', knockout: true },
    { optionId: 'option-3', label: 'Not sure', knockout: false },
  ],
};

function renderEditor() {
  const stored = questionnaire({
    questionnaireId: 'q-42',
    id: 'q-42',
    questions: [SELECT],
    questionCount: 1,
  });
  mockApi('get', '/questionnaire/:id', stored);
  const update = mockApi('put', '/questionnaire/:id', stored);
  renderWithProviders(<BuilderPage />, {
    path: '/recruiter/questionnaire-builder/:questionnaireId?',
    route: '/recruiter/questionnaire-builder/q-42',
    routes: [{ path: '/recruiter', element: <h1>Recruiter home</h1> }],
    identity: RECRUITER,
  });
  return { user: userEvent.setup(), update };
}

const labels = () =>
  screen
    .getAllByRole('textbox', { name: /^Question 1, option \d+$/ })
    .map((input) => (input as HTMLInputElement).value);
const handle = (option: number) =>
  screen.getByRole('button', { name: `Move option ${option} of question 1` });
const knockouts = () =>
  screen
    .getAllByRole('checkbox', { name: /^Question 1, option \d+: does not meet requirements$/ })
    .map((box) => (box as HTMLInputElement).checked);

// jsdom lays nothing out; the pointer drag needs each option's box (50 px apart).
beforeEach(() => {
  stubRowLayout('builder-option-row', 50, 40);
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('reordering a choice question’s options by keyboard', () => {
  it(
    'moves an option with its id and knockout mark, announces it, keeps focus on it and saves the order',
    async () => {
      const { user, update } = renderEditor();
      await waitFor(() => expect(labels()).toEqual(['Yes', 'No', 'Not sure']));
      expect(handle(3).getAttribute('aria-describedby')).toBeTruthy();

      handle(3).focus();
      await user.keyboard('[Space]');
      await waitFor(() => expect(screen.getByText('Picked up option 3 of question 1.')).toBeTruthy());
      await user.keyboard('[ArrowUp]');
      await waitFor(() => expect(screen.getByText('Option 3 is over position 2 of 3.')).toBeTruthy());
      await user.keyboard('[ArrowUp]');
      await user.keyboard('[Space]');

      await waitFor(() => expect(labels()).toEqual(['Not sure', 'Yes', 'No']));
      expect(screen.getByText('Option 3 was moved to position 1 of 3.')).toBeTruthy();
      // The knockout mark went with "No", now third.
      expect(knockouts()).toEqual([false, false, true]);
      // Focus stays on the moved option's handle, which now names its new position.
      await waitFor(() => expect(document.activeElement).toBe(handle(1)));

      await user.click(screen.getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(update.calls).toHaveLength(1));
      const body = update.last()?.body as { questions: Question[] };
      expect(body.questions[0]?.options).toEqual([
        { optionId: 'option-3', label: 'Not sure', knockout: false },
        { optionId: 'option-1', label: 'Yes', knockout: false },
        { optionId: 'option-2', label: 'No', knockout: true },
      ]);
    },
    scaled(20_000),
  );

  it('Escape puts the option back and says so', async () => {
    const { user } = renderEditor();
    await waitFor(() => expect(labels()).toEqual(['Yes', 'No', 'Not sure']));
    handle(1).focus();
    await user.keyboard('[Space]');
    await user.keyboard('[ArrowDown]');
    await user.keyboard('[Escape]');
    await waitFor(() =>
      expect(screen.getByText('Moving cancelled. Option 1 stayed in position 1.')).toBeTruthy(),
    );
    expect(labels()).toEqual(['Yes', 'No', 'Not sure']);
  });

  it(
    'keeps a new option’s label and knockout together when it is moved before it has an id',
    async () => {
      const { user, update } = renderEditor();
      await waitFor(() => expect(labels()).toEqual(['Yes', 'No', 'Not sure']));
      await user.click(screen.getByRole('button', { name: '+ Add option' }));
      await user.type(screen.getByRole('textbox', { name: 'Question 1, option 4' }), 'Only weekends');
      await user.click(
        screen.getByRole('checkbox', { name: 'Question 1, option 4: does not meet requirements' }),
      );

      handle(4).focus();
      await user.keyboard('[Space]');
      await user.keyboard('[ArrowUp]');
      await user.keyboard('[Space]');
      await waitFor(() => expect(labels()).toEqual(['Yes', 'No', 'Only weekends', 'Not sure']));
      expect(knockouts()).toEqual([false, true, true, false]);

      await user.click(screen.getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(update.calls).toHaveLength(1));
      const body = update.last()?.body as { questions: Question[] };
      // No client key on the wire; the server names the new option.
      expect(body.questions[0]?.options).toEqual([
        { optionId: 'option-1', label: 'Yes', knockout: false },
        { optionId: 'option-2', label: 'No', knockout: true },
        { label: 'Only weekends', knockout: true },
        { optionId: 'option-3', label: 'Not sure', knockout: false },
      ]);
    },
    scaled(20_000),
  );
});

describe('reordering a choice question’s options by pointer', () => {
  it('drags an option by its handle to a new place', async () => {
    const { user } = renderEditor();
    await waitFor(() => expect(labels()).toEqual(['Yes', 'No', 'Not sure']));
    // Rows are 50 px apart (the layout above): from the first row's middle to below the third one's.
    await user.pointer([
      { keys: '[MouseLeft>]', target: handle(1), coords: { clientX: 20, clientY: 20 } },
      { coords: { clientX: 20, clientY: 40 } },
      { coords: { clientX: 20, clientY: 80 } },
      { coords: { clientX: 20, clientY: 125 } },
      { keys: '[/MouseLeft]' },
    ]);
    await waitFor(() => expect(labels()).toEqual(['No', 'Not sure', 'Yes']));
    expect(knockouts()).toEqual([true, false, false]);
    expect(screen.getByText('Option 1 was moved to position 3 of 3.')).toBeTruthy();
  });
});

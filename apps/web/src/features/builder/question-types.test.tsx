import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoRequests, mockApi, RECRUITER, renderWithProviders, mockToasts, scaled } from '../../testing';
import { questionnaire } from '../../test/recruiter/fixtures';
import { BuilderPage } from './builder-page';

mockToasts();

function renderBuilder() {
  renderWithProviders(<BuilderPage />, {
    path: '/recruiter/questionnaire-builder/:questionnaireId?',
    route: '/recruiter/questionnaire-builder',
    routes: [{ path: '/recruiter', element: <h1>Recruiter home</h1> }],
    identity: RECRUITER,
  });
  return userEvent.setup();
}

const rows = () => screen.getAllByTestId('builder-question-row');

describe('question types in the builder', () => {
  it(
    'builds a Select with a knockout option, a Multiselect and an optional written question',
    async () => {
      const create = mockApi('post', '/questionnaire', questionnaire({ questionnaireId: 'new', id: 'new' }));
      const user = renderBuilder();
      await user.type(screen.getByRole('textbox', { name: /Questionnaire Name/ }), 'Warehouse');
      await user.click(screen.getByRole('radio', { name: 'Video' }));
      for (let i = 0; i < 4; i += 1) await user.click(screen.getByRole('button', { name: /Add Question/ }));
      const texts = [
        'Tell us about yourself',
        'May you work in Norway?',
        'Which shifts suit you?',
        'Anything to add?',
      ];
      for (const [i, text] of texts.entries()) {
        await user.type(screen.getByRole('textbox', { name: `Question ${i + 1}` }), text);
      }
      // The recorded type names the questionnaire's answer format.
      const first = within(rows()[0]!).getByRole('combobox', { name: 'Answer type' });
      expect(within(first).getByRole('option', { selected: true }).textContent).toBe(
        'Recorded answer (video)',
      );

      await user.selectOptions(within(rows()[1]!).getByRole('combobox', { name: 'Answer type' }), 'Select');
      await user.type(screen.getByRole('textbox', { name: 'Question 2, option 1' }), 'Yes');
      await user.type(screen.getByRole('textbox', { name: 'Question 2, option 2' }), 'No');
      await user.click(
        screen.getByRole('checkbox', { name: 'Question 2, option 2: does not meet requirements' }),
      );
      // Two options at least: the remove buttons wait for a third.
      expect(screen.getByRole('button', { name: 'Remove option 1 of question 2' })).toHaveProperty(
        'disabled',
        true,
      );

      await user.selectOptions(
        within(rows()[2]!).getByRole('combobox', { name: 'Answer type' }),
        'Multiselect',
      );
      await user.click(within(rows()[2]!).getByRole('button', { name: '+ Add option' }));
      for (const [i, label] of ['Early', 'Late', 'Night'].entries()) {
        await user.type(screen.getByRole('textbox', { name: `Question 3, option ${i + 1}` }), label);
      }
      await user.click(screen.getByRole('button', { name: 'Remove option 2 of question 3' }));

      await user.selectOptions(within(rows()[3]!).getByRole('combobox', { name: 'Answer type' }), 'Written');
      const limit = within(rows()[3]!).getByRole('spinbutton', { name: 'Character limit' });
      expect((limit as HTMLInputElement).value).toBe('1000');
      await user.clear(limit);
      await user.type(limit, '300');
      await user.click(within(rows()[3]!).getByRole('switch', { name: 'Required' }));

      await user.click(screen.getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(create.calls).toHaveLength(1));
      const body = create.last()?.body as { questions: unknown[] };
      expect(body.questions).toEqual([
        {
          questionId: 'question-1',
          questionText: 'Tell us about yourself',
          required: true,
          type: 'Text',
          options: null,
        },
        {
          questionId: 'question-2',
          questionText: 'May you work in Norway?',
          required: true,
          type: 'Select',
          options: [{ label: 'Yes' }, { label: 'No', knockout: true }],
        },
        {
          questionId: 'question-3',
          questionText: 'Which shifts suit you?',
          required: true,
          type: 'Multiselect',
          options: [{ label: 'Early' }, { label: 'Night' }],
        },
        {
          questionId: 'question-4',
          questionText: 'Anything to add?',
          required: false,
          type: 'Written',
          options: null,
          maxCharacters: 300,
        },
      ]);
    },
    scaled(30_000),
  );

  it(
    'refuses a blank option and a limit out of range with the contracts rules, and sends nothing',
    async () => {
      const create = mockApi('post', '/questionnaire', questionnaire());
      const user = renderBuilder();
      await user.type(screen.getByRole('textbox', { name: /Questionnaire Name/ }), 'Warehouse');
      await user.click(screen.getByRole('radio', { name: 'Audio' }));
      await user.click(screen.getByRole('button', { name: /Add Question/ }));
      await user.click(screen.getByRole('button', { name: /Add Question/ }));
      await user.type(screen.getByRole('textbox', { name: 'Question 1' }), 'Licence?');
      await user.type(screen.getByRole('textbox', { name: 'Question 2' }), 'Tell us more');
      await user.selectOptions(within(rows()[0]!).getByRole('combobox', { name: 'Answer type' }), 'Select');
      await user.type(screen.getByRole('textbox', { name: 'Question 1, option 1' }), 'Yes');
      await user.selectOptions(within(rows()[1]!).getByRole('combobox', { name: 'Answer type' }), 'Written');
      const limit = within(rows()[1]!).getByRole('spinbutton', { name: 'Character limit' });
      await user.clear(limit);
      await user.type(limit, '20');

      await user.click(screen.getByRole('button', { name: 'Save' }));
      expect(within(rows()[0]!).getByText('Each option needs a label')).toBeTruthy();
      expect(
        within(rows()[1]!).getByText('The character limit must be a whole number from 50 to 5000'),
      ).toBeTruthy();
      // Focus goes to what needs fixing: the blank option.
      expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Question 1, option 2' }));
      await expectNoRequests(create);
    },
    scaled(30_000),
  );
});

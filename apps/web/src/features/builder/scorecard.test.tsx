import { REVIEW_LIMITS } from '@vi/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { QuestionnaireBody } from '@vi/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  expectNoRequests,
  mockApi,
  RECRUITER,
  renderWithProviders,
  type MockedEndpoint,
  mockToasts,
  scaled,
} from '../../testing';
import { questionnaire } from '../../test/recruiter/fixtures';
import { BuilderPage } from './builder-page';

mockToasts();

function renderBuilder(entry: string | { pathname: string; state: unknown } = '/questionnaire') {
  const { router } = renderWithProviders(<BuilderPage />, {
    path: '/questionnaire/:questionnaireId?',
    route: entry,
    routes: [{ path: '/recruiter', element: <h1>Recruiter home</h1> }],
    identity: RECRUITER,
  });
  return { user: userEvent.setup(), router };
}

let create: MockedEndpoint;
let update: MockedEndpoint;
/** The body of the one create (POST /questionnaire) or update (PUT /questionnaire/{id}) sent. */
const created = () => create.calls[0]?.body as QuestionnaireBody;
const updated = () => update.calls[0]?.body as QuestionnaireBody;

const criterionInputs = () => screen.queryAllByRole<HTMLInputElement>('textbox', { name: /^Criterion \d+$/ });
const addCriterion = () => screen.getByRole('button', { name: /Add criterion/ });
const labels = () => criterionInputs().map((input) => input.value);

async function fillQuestionnaire(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: /Questionnaire Name/ }), 'Support screen');
  await user.click(screen.getByRole('radio', { name: 'Audio' }));
  await user.click(screen.getByRole('button', { name: /Add Question/ }));
  await user.type(screen.getByRole('textbox', { name: 'Question 1' }), 'Why support?');
}

async function addCriteria(user: ReturnType<typeof userEvent.setup>, names: string[]) {
  for (const name of names) {
    await user.click(addCriterion());
    // The new row takes focus, so typing goes straight into it.
    expect(document.activeElement).toBe(criterionInputs().at(-1));
    if (name !== '') await user.keyboard(name);
  }
}

beforeEach(() => {
  vi.clearAllMocks();
  create = mockApi('post', '/questionnaire', ({ body }) =>
    questionnaire({ questionnaireName: (body as QuestionnaireBody).questionnaireName }),
  );
  update = mockApi('put', '/questionnaire/:id', ({ params }) =>
    questionnaire({ questionnaireId: String(params.id), id: String(params.id) }),
  );
});

// Typing row after row with userEvent takes seconds when test files run side by side on two cores.
describe('the scorecard in the builder', { timeout: scaled(20_000) }, () => {
  it('is an optional section: without criteria the body has no criteria at all', async () => {
    const { user } = renderBuilder();
    expect(screen.getByRole('region', { name: 'Scorecard (optional)' })).toBeTruthy();
    expect(criterionInputs()).toHaveLength(0);
    await fillQuestionnaire(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => {
      expect(create.calls).toHaveLength(1);
    });
    expect(created()).not.toHaveProperty('criteria');
  });

  it('adds, renames, reorders and removes criteria, and sends them in their order', async () => {
    const { user } = renderBuilder();
    await fillQuestionnaire(user);
    await addCriteria(user, ['Communication', 'Empathy', 'Ownership']);

    await user.clear(criterionInputs()[1]!);
    await user.type(criterionInputs()[1]!, 'Care');
    await user.click(screen.getByRole('button', { name: 'Move criterion 3 up' }));
    expect(labels()).toEqual(['Communication', 'Ownership', 'Care']);
    // Focus follows the moved row, and the move is announced.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move criterion 2 up' }));
    expect(screen.getByText('Ownership moved to position 2 of 3.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Move criterion 1 down' }));
    expect(labels()).toEqual(['Ownership', 'Communication', 'Care']);
    await user.click(screen.getByRole('button', { name: 'Remove criterion 3' }));
    expect(labels()).toEqual(['Ownership', 'Communication']);
    expect(document.activeElement).toBe(criterionInputs()[1]);

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => {
      expect(create.calls).toHaveLength(1);
    });
    expect(created().criteria).toEqual([{ label: 'Ownership' }, { label: 'Communication' }]);
  });

  it(`stops at ${REVIEW_LIMITS.maxCriteria} criteria and says so`, async () => {
    const { user } = renderBuilder();
    await addCriteria(user, ['A', 'B', 'C', 'D', 'E', 'F']);
    const add = addCriterion() as HTMLButtonElement;
    expect(add.disabled).toBe(true);
    expect(screen.getByText('Maximum number of criteria (6) reached.')).toBeTruthy();
    expect(add.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Move criterion 1 up' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Move criterion 6 down' })).toHaveProperty('disabled', true);
  });

  it('refuses a blank or repeated label on Save and focuses it', async () => {
    const { user } = renderBuilder();
    await fillQuestionnaire(user);
    await addCriteria(user, ['Communication', 'communication ', '']);
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await expectNoRequests(create);
    expect(screen.getByText('Each criterion needs its own label.')).toBeTruthy();
    expect(screen.getByText('A criterion needs a label')).toBeTruthy();
    expect(document.activeElement).toBe(criterionInputs()[1]);
    expect(criterionInputs()[1]!.getAttribute('aria-invalid')).toBe('true');
  });

  it('edits: keeps the stored ids, gives new labels none, and an emptied scorecard sends []', async () => {
    mockApi(
      'get',
      '/questionnaire/q-9',
      questionnaire({
        questionnaireId: 'q-9',
        id: 'q-9',
        criteria: [
          { criterionId: 'c-1', label: 'Communication' },
          { criterionId: 'c-2', label: 'Empathy' },
        ],
      }),
    );
    const { user } = renderBuilder('/questionnaire/q-9');
    await waitFor(() => {
      expect(labels()).toEqual(['Communication', 'Empathy']);
    });
    await user.type(criterionInputs()[0]!, ' skills');
    await addCriteria(user, ['Ownership']);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => {
      expect(update.calls).toHaveLength(1);
    });
    expect(update.calls[0]?.path).toBe('/questionnaire/q-9');
    expect(updated().criteria).toEqual([
      { criterionId: 'c-1', label: 'Communication skills' },
      { criterionId: 'c-2', label: 'Empathy' },
      { label: 'Ownership' },
    ]);
  });

  it('edits: removing every stored criterion sends an empty list', async () => {
    mockApi(
      'get',
      '/questionnaire/q-9',
      questionnaire({ questionnaireId: 'q-9', id: 'q-9', criteria: [{ criterionId: 'c-1', label: 'Grit' }] }),
    );
    const { user } = renderBuilder('/questionnaire/q-9');
    await user.click(await screen.findByRole('button', { name: 'Remove criterion 1' }));
    expect(document.activeElement).toBe(addCriterion());
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => {
      expect(update.calls).toHaveLength(1);
    });
    expect(updated().criteria).toEqual([]);
  });

  it('a clone copies the labels as new criteria', async () => {
    const source = questionnaire({ criteria: [{ criterionId: 'c-1', label: 'Grit' }] });
    const { user } = renderBuilder({
      pathname: '/questionnaire',
      state: { cloneData: { ...source, isCloning: true } },
    });
    expect(labels()).toEqual(['Grit']);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => {
      expect(create.calls).toHaveLength(1);
    });
    expect(created().criteria).toEqual([{ label: 'Grit' }]);
  });

  it('a changed scorecard counts as an unsaved change', async () => {
    const { user } = renderBuilder();
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);
    await addCriteria(user, ['Grit']);
    expect(unload()).toBe(true);
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation, useParams } from 'react-router';
import { ToastContainer } from 'react-toastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  apiError,
  mockApi,
  RECRUITER,
  renderWithProviders,
  type ApiResponse,
  type MockApiOptions,
  type MockedEndpoint,
} from '../../../testing';
import type { InviteApplicantModalProps } from '../../../features/invitations/invite-applicant-modal';
import type { SelectJobPanelProps } from '../../../features/jobs/select-job-panel';
import { job as makeJob } from '../../../test/recruiter/fixtures';
import { makeQuestionnaire } from '../../../features/questionnaires/test-data';
import { QuestionnairesTab } from './questionnaires-tab-slot';

// The two dialogs other screens own are stand-ins that expose the props this list passes them.
const invite = vi.hoisted(() => ({ last: undefined as InviteApplicantModalProps | undefined }));
vi.mock('../../../features/invitations/invite-applicant-modal', () => ({
  InviteApplicantModal: (props: InviteApplicantModalProps) => {
    invite.last = props;
    return props.show ? (
      <div role="dialog" aria-label="Invite stand-in">
        <button type="button" onClick={() => props.onSuccess({ jobId: 11, email: 'ann@example.test' })}>
          Send stand-in invite
        </button>
      </div>
    ) : null;
  },
}));
vi.mock('../../../features/jobs/select-job-panel', () => ({
  SelectJobPanel: (props: SelectJobPanelProps) =>
    props.show ? (
      <div role="dialog" aria-label="Select Job stand-in">
        <p>Attaching {props.questionnaire?.questionnaireName}</p>
        <button type="button" onClick={props.onLinksChanged}>
          Links changed
        </button>
      </div>
    ) : null,
}));

/** The tab's two lists, company 7's; each call records what the handler got. */
let questionnaires: MockedEndpoint;
let jobs: MockedEndpoint;
const mockQuestionnaires = (answer: ApiResponse, options?: MockApiOptions) =>
  (questionnaires = mockApi('get', '/company/7/questionnaire', answer, options));
const mockJobs = (answer: ApiResponse) => (jobs = mockApi('get', '/company/7/jobs', answer));

function BuilderProbe() {
  const { questionnaireId } = useParams();
  const { state } = useLocation() as { state: unknown };
  return (
    <pre data-testid="builder">{JSON.stringify({ questionnaireId: questionnaireId ?? null, state })}</pre>
  );
}

function renderTab() {
  const { router, queryClient } = renderWithProviders(
    <>
      <QuestionnairesTab />
      <ToastContainer />
    </>,
    {
      path: '/recruiter',
      routes: [{ path: '/recruiter/questionnaire-builder/:questionnaireId?', element: <BuilderProbe /> }],
      identity: RECRUITER,
    },
  );
  return { router, queryClient };
}

function builderState() {
  return JSON.parse(screen.getByTestId('builder').textContent ?? '{}') as {
    questionnaireId: string | null;
    state: { cloneData?: Record<string, unknown> } | null;
  };
}

const manyQuestionnaires = (count: number) =>
  Array.from({ length: count }, (_, i) =>
    makeQuestionnaire({ questionnaireId: `q${i + 1}`, questionnaireName: `Questionnaire ${i + 1}` }),
  );

async function openMenuItem(name: string, item: string) {
  await userEvent.click(screen.getByRole('button', { name: `More actions for ${name}` }));
  await userEvent.click(await screen.findByRole('button', { name: item }));
}

function tableRows(table: HTMLElement) {
  return within(table).getAllByRole('row').slice(1);
}

describe('QuestionnairesTab', () => {
  beforeEach(() => {
    mockQuestionnaires([]);
    mockJobs([]);
    invite.last = undefined;
  });
  afterEach(() => {
    vi.clearAllMocks();
    vi.restoreAllMocks();
  });

  it('lists questionnaires with the spec columns, type, creator, date and status in words', async () => {
    mockQuestionnaires([
      makeQuestionnaire({
        questionnaireId: 'a',
        questionnaireName: 'Warehouse screening',
        contentType: 'Audio',
        createdAt: '2026-03-05T12:00:00.000Z',
        activeJobCount: 2,
      }),
      makeQuestionnaire({ questionnaireId: 'b', questionnaireName: 'Sales intro', active: false }),
    ]);
    renderTab();

    const table = await screen.findByRole('table', { name: 'Questionnaires' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Name', 'Created by', 'Status', 'Questions', 'Active Jobs', 'Action']);
    const [first, second] = tableRows(table);
    expect(first?.textContent).toContain('Warehouse screening');
    expect(first?.textContent).toContain('Audio');
    expect(first?.textContent).toContain('Dana Scully');
    expect(first?.textContent).toContain('03/05/2026');
    expect(within(first!).getByText('Active')).toBeDefined();
    expect(within(first!).getAllByRole('cell')[4]?.textContent).toBe('2');
    expect(within(second!).getByText('Inactive')).toBeDefined();
    expect(within(second!).getByText('Video')).toBeDefined();
    expect(questionnaires.last()?.path).toBe('/company/7/questionnaire');
    expect(screen.getByRole('heading', { level: 2, name: 'Questionnaires' })).toBeDefined();
  });

  it('pages 20 at a time and resets both lists to page 1 when the page size changes', async () => {
    mockQuestionnaires(manyQuestionnaires(45));
    mockJobs(Array.from({ length: 25 }, (_, i) => makeJob({ id: i + 1 })));
    renderTab();

    const questionnairePager = await screen.findByRole('navigation', { name: 'Questionnaire pages' });
    const jobPager = screen.getByRole('navigation', { name: 'Eligible job pages' });
    expect(within(questionnairePager).getByText('Page 1 of 3')).toBeDefined();
    expect(within(questionnairePager).getByRole('button', { name: 'Previous' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(tableRows(screen.getByRole('table', { name: 'Questionnaires' }))).toHaveLength(20);

    await userEvent.click(within(questionnairePager).getByRole('button', { name: 'Next' }));
    await userEvent.click(within(questionnairePager).getByRole('button', { name: 'Next' }));
    expect(within(questionnairePager).getByText('Page 3 of 3')).toBeDefined();
    expect(tableRows(screen.getByRole('table', { name: 'Questionnaires' }))).toHaveLength(5);
    expect(within(questionnairePager).getByRole('button', { name: 'Next' })).toHaveProperty('disabled', true);
    await userEvent.click(within(jobPager).getByRole('button', { name: 'Page 2' }));
    expect(within(jobPager).getByText('Page 2 of 2')).toBeDefined();

    await userEvent.selectOptions(screen.getByLabelText('Items per page'), '10');

    expect(within(questionnairePager).getByText('Page 1 of 5')).toBeDefined();
    expect(within(jobPager).getByText('Page 1 of 3')).toBeDefined();
    expect(tableRows(screen.getByRole('table', { name: 'Questionnaires' }))).toHaveLength(10);
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      '10',
      '20',
      '50',
      '100',
    ]);
  });

  it('deactivates after a confirmation naming its active jobs, offers Undo by keyboard, and reactivates with PATCH', async () => {
    mockQuestionnaires([
      makeQuestionnaire({
        questionnaireId: 'a',
        questionnaireName: 'Warehouse screening',
        activeJobCount: 2,
      }),
      makeQuestionnaire({ questionnaireId: 'b', questionnaireName: 'Sales intro', active: false }),
    ]);
    mockJobs([
      makeJob({ id: 1, title: 'Forklift driver', questionnaireId: 'a' }),
      makeJob({ id: 2, title: 'Night picker', questionnaireId: 'a' }),
      makeJob({ id: 3, title: 'Old picker', questionnaireId: 'a', status: 'Closed' }),
      makeJob({ id: 4, title: 'Account executive', questionnaireId: 'b' }),
    ]);
    const deactivate = mockApi('delete', '/questionnaire/:id', undefined);
    const patch = mockApi('patch', '/questionnaire/:id', makeQuestionnaire({ questionnaireId: 'b' }));
    const user = userEvent.setup();
    renderTab();
    await screen.findByText('Warehouse screening');
    await waitFor(() => expect(jobs.calls).toHaveLength(1));

    await openMenuItem('Warehouse screening', 'Deactivate');
    // It asks first, naming the open jobs that stop sending interviews (not the closed one).
    const confirm = await screen.findByRole('dialog', { name: 'Deactivate Warehouse screening?' });
    expect(confirm.textContent).toContain('New applicants of these 2 active jobs get no interview');
    expect(
      within(confirm)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Forklift driver', 'Night picker']);
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(deactivate.calls).toEqual([]);

    await openMenuItem('Warehouse screening', 'Deactivate');
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Deactivate Warehouse screening?' })).getByRole(
        'button',
        {
          name: 'Deactivate',
        },
      ),
    );
    await waitFor(() =>
      expect(deactivate.calls.map(({ path, body }) => ({ path, body }))).toEqual([
        { path: '/questionnaire/a', body: { active: false, companyId: 7 } },
      ]),
    );
    expect(
      await screen.findByText(
        'Questionnaire deactivated. Inactive questionnaires keep their job associations but no interviews are sent when candidates apply.',
      ),
    ).toBeDefined();
    // The list is read again so the row shows the server's new status.
    await waitFor(() => expect(questionnaires.calls).toHaveLength(2));

    // Undo, from the keyboard: the button is in the toast, and Enter reactivates as an undo.
    const undo = screen.getByRole('button', { name: 'Undo deactivating Warehouse screening' });
    undo.focus();
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(patch.calls.map(({ path, body }) => ({ path, body }))).toEqual([
        { path: '/questionnaire/a', body: { active: true, undo: true } },
      ]),
    );
    expect(await screen.findByText('Deactivation undone: the questionnaire is active again.')).toBeDefined();

    await openMenuItem('Sales intro', 'Reactivate');

    await waitFor(() =>
      expect(patch.calls.slice(1).map(({ path, body }) => ({ path, body }))).toEqual([
        { path: '/questionnaire/b', body: { active: true } },
      ]),
    );
    expect(await screen.findByText('Questionnaire reactivated.')).toBeDefined();
  });

  it('says so when a status change fails', async () => {
    mockQuestionnaires([
      makeQuestionnaire({ questionnaireId: 'a', questionnaireName: 'Warehouse screening' }),
    ]);
    mockApi('delete', '/questionnaire/:id', apiError(500));
    renderTab();
    await screen.findByText('Warehouse screening');

    await openMenuItem('Warehouse screening', 'Deactivate');
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Deactivate Warehouse screening?' })).getByRole(
        'button',
        {
          name: 'Deactivate',
        },
      ),
    );

    expect(await screen.findByText('Failed to update questionnaire status')).toBeDefined();
  });

  it('lists eligible jobs: without a questionnaire, or holding the selected one, never Closed', async () => {
    mockQuestionnaires([
      makeQuestionnaire({ questionnaireId: 'a', questionnaireName: 'Warehouse screening' }),
      makeQuestionnaire({ questionnaireId: 'b', questionnaireName: 'Sales intro' }),
    ]);
    mockJobs([
      makeJob({ id: 1, title: 'Picker', questionnaireId: null }),
      makeJob({ id: 2, title: 'Forklift driver', questionnaireId: 'a' }),
      makeJob({ id: 3, title: 'Account executive', questionnaireId: 'b' }),
      makeJob({ id: 4, title: 'Closed role', questionnaireId: null, status: 'Closed' }),
      makeJob({ id: 5, title: 'Paused role', questionnaireId: null, status: 'On Hold' }),
    ]);
    renderTab();
    const section = await screen.findByRole('region', { name: 'Eligible Jobs' });
    const titles = () =>
      within(section)
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getAllByRole('cell')[0]?.textContent);

    expect(await within(section).findByText('Picker')).toBeDefined();
    expect(titles()).toEqual(['Picker', 'Paused role']);

    await userEvent.click(screen.getByText('Warehouse screening'));

    expect(titles()).toEqual(['Picker', 'Forklift driver', 'Paused role']);
    expect(screen.getByRole('radio', { name: 'Select Warehouse screening' })).toHaveProperty('checked', true);

    await userEvent.click(screen.getByRole('radio', { name: 'Select Sales intro' }));

    expect(titles()).toEqual(['Picker', 'Account executive', 'Paused role']);
    expect(within(section).getByText('On Hold').className).toContain('text-bg-warning');
  });

  it('shows the load failure and the empty list image', async () => {
    mockQuestionnaires(apiError(500), { once: true });
    renderTab();

    expect((await screen.findByRole('alert')).textContent).toContain('Failed to load questionnaires');

    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));

    expect(await screen.findByRole('img', { name: 'No questionnaires found' })).toBeDefined();
  });

  it('previews the questions and opens the builder from the preview', async () => {
    mockQuestionnaires([
      makeQuestionnaire({
        questionnaireId: 'a',
        questionnaireName: 'Warehouse screening',
        questions: [
          {
            questionId: 'q-1',
            questionText: 'Why us?',
            text: 'Why us?',
            required: true,
            type: 'Text',
            options: null,
          },
          {
            questionId: 'q-2',
            questionText: 'Shifts?',
            text: 'Shifts?',
            required: true,
            type: 'Text',
            options: null,
          },
        ],
      }),
      makeQuestionnaire({ questionnaireId: 'b', questionnaireName: 'Empty one', questions: [] }),
    ]);
    const { router } = renderTab();
    await screen.findByText('Warehouse screening');

    const [emptyRow] = tableRows(screen.getByRole('table', { name: 'Questionnaires' })).slice(1);
    await userEvent.click(within(emptyRow!).getByRole('button', { name: 'View' }));
    expect(await screen.findByText('No questions available')).toBeDefined();
    await userEvent.click(screen.getAllByRole('button', { name: 'Close' })[0]!);

    const [firstRow] = tableRows(screen.getByRole('table', { name: 'Questionnaires' }));
    await userEvent.click(within(firstRow!).getByRole('button', { name: 'View' }));
    const dialog = await screen.findByRole('dialog', { name: 'Warehouse screening' });
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Why us?', 'Shifts?']);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Edit Questionnaire' }));

    expect(router.state.location.pathname).toBe('/recruiter/questionnaire-builder/a');
  });

  it('edits and clones through the builder route, cloning with cloneData.isCloning', async () => {
    const questionnaire = makeQuestionnaire({
      questionnaireId: 'a',
      questionnaireName: 'Warehouse screening',
    });
    mockQuestionnaires([questionnaire]);
    const { router } = renderTab();
    await screen.findByText('Warehouse screening');

    await openMenuItem('Warehouse screening', 'Clone');

    expect(router.state.location.pathname).toBe('/recruiter/questionnaire-builder');
    expect(builderState().state).toEqual({ cloneData: { ...questionnaire, isCloning: true } });

    await router.navigate('/recruiter');
    await screen.findByText('Warehouse screening');
    await openMenuItem('Warehouse screening', 'Edit');

    expect(builderState()).toEqual({ questionnaireId: 'a', state: null });
  });

  it('Create Questionnaire goes to the empty builder', async () => {
    mockQuestionnaires([makeQuestionnaire({ questionnaireId: 'a' })]);
    const { router } = renderTab();
    await userEvent.click(await screen.findByRole('button', { name: 'Create Questionnaire' }));

    expect(router.state.location.pathname).toBe('/recruiter/questionnaire-builder');
    expect(builderState()).toEqual({ questionnaireId: null, state: null });
  });

  it('opens Add to Job for the row and refreshes counts and jobs after links change', async () => {
    mockQuestionnaires([
      makeQuestionnaire({ questionnaireId: 'a', questionnaireName: 'Warehouse screening' }),
    ]);
    renderTab();
    await userEvent.click(await screen.findByRole('button', { name: 'Add to Job' }));

    const panel = screen.getByRole('dialog', { name: 'Select Job stand-in' });
    expect(within(panel).getByText('Attaching Warehouse screening')).toBeDefined();

    await userEvent.click(within(panel).getByRole('button', { name: 'Links changed' }));

    await waitFor(() => expect(questionnaires.calls).toHaveLength(2));
    await waitFor(() => expect(jobs.calls).toHaveLength(2));
  });

  it('invites from the header or a job row, then opens the confirmation dialog', async () => {
    const questionnaires = [
      makeQuestionnaire({ questionnaireId: 'a', questionnaireName: 'Warehouse screening' }),
    ];
    mockQuestionnaires(questionnaires);
    mockJobs([makeJob({ id: 11, title: 'Forklift driver', questionnaireId: 'a' })]);
    renderTab();
    await screen.findByText('Warehouse screening');

    await userEvent.click(screen.getByRole('button', { name: 'Invite Applicant' }));
    expect(invite.last).toMatchObject({ show: true, questionnaires, initialJobId: undefined });
    await userEvent.click(screen.getByRole('button', { name: 'Send stand-in invite' }));

    const confirmation = await screen.findByRole('dialog', { name: 'Invitation sent' });
    expect(
      within(confirmation).getByText('An interview invitation was sent to ann@example.test.'),
    ).toBeDefined();
    expect(within(confirmation).getByText('Job: Forklift driver')).toBeDefined();
    expect(screen.queryByRole('dialog', { name: 'Invite stand-in' })).toBeNull();
    await userEvent.click(within(confirmation).getByRole('button', { name: 'OK' }));
    // Back to the button that started it: the control focused when the confirmation opened is gone.
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Invite Applicant' })),
    );

    await userEvent.click(screen.getByRole('radio', { name: 'Select Warehouse screening' }));
    await userEvent.click(
      await screen.findByRole('button', { name: 'Invite an applicant to Forklift driver' }),
    );
    expect(invite.last).toMatchObject({ show: true, initialJobId: 11 });
  });
});

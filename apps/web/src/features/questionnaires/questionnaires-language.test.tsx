import { resolveInterviewSettings } from '@vi/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { applyRecruiterLanguage, resetRecruiterLanguage } from '../../shared/i18n/recruiter-i18n';
import { makeJob, mockApi, RECRUITER, renderWithProviders } from '../../testing';
import { QuestionnairesTab } from './questionnaires-tab';
import { makeQuestionnaire } from './test-data';

/** The dialogs other features own are not this test's business. */
const Nothing = () => null;

describe('the questionnaire list in the recruiter’s language', () => {
  afterEach(() => resetRecruiterLanguage());

  it('shows the list, its settings, pager, jobs and the deactivate dialog in German', async () => {
    await applyRecruiterLanguage('de');
    mockApi('get', '/company/7/questionnaire', [
      makeQuestionnaire({
        questionnaireId: 'q-1',
        questionnaireName: 'Lager',
        settings: resolveInterviewSettings({
          answerTimeSeconds: 150,
          triesPerQuestion: 5,
          thinkTimeSeconds: 30,
        }),
      }),
    ]);
    mockApi('get', '/company/7/jobs', [
      makeJob({ id: 11, title: 'Lagerist', status: 'Open', questionnaireId: null }),
    ]);
    renderWithProviders(
      <QuestionnairesTab
        InviteApplicantModal={Nothing}
        InviteConfirmationModal={Nothing}
        SelectJobPanel={Nothing}
      />,
      { path: '/recruiter', identity: RECRUITER },
    );
    const user = userEvent.setup();

    const table = await screen.findByRole('table', { name: 'Fragebögen' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Name', 'Erstellt von', 'Status', 'Fragen', 'Aktive Stellen', 'Aktion']);
    expect(within(table).getByText('2 min 30 s Antwortzeit · 5 Versuche · 30 s Bedenkzeit')).toBeDefined();
    expect(within(table).getByText('Aktiv')).toBeDefined();
    expect(screen.getByRole('button', { name: 'Fragebogen erstellen' })).toBeDefined();
    expect(screen.getByRole('navigation', { name: 'Seiten der Fragebögen' }).textContent).toContain(
      'Seite 1 von 1',
    );
    const jobs = await screen.findByRole('table', { name: 'Passende Stellen' });
    expect(within(jobs).getByText('Offen')).toBeDefined();
    expect(within(jobs).getByText('Noch kein Fragebogen')).toBeDefined();

    await user.click(screen.getByRole('button', { name: 'Weitere Aktionen für Lager' }));
    await user.click(await screen.findByRole('button', { name: 'Deaktivieren' }));
    const dialog = await screen.findByRole('dialog', { name: 'Lager deaktivieren?' });
    expect(
      within(dialog).getByText('Keine aktive Stelle verwendet ihn, daher ist kein Bewerber betroffen.'),
    ).toBeDefined();
    expect(within(dialog).getByRole('button', { name: 'Abbrechen' })).toBeDefined();
  });
});

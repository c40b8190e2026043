import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { applyRecruiterLanguage, resetRecruiterLanguage } from '../../shared/i18n/recruiter-i18n';
import { createPublicConfig } from '../../test/public-config-fixture';
import { mockApi, RECRUITER, renderWithProviders, mockToasts } from '../../testing';
import { BuilderPage } from './builder-page';

mockToasts();

const ENGLISH = [
  'Questionnaire Builder',
  'Answer Format',
  'Add Question',
  'Interview settings',
  'Scorecard (optional)',
  'Interview language',
  'This field is required!',
  'Atleast one question is required!',
];

describe('the builder in the recruiter’s language', () => {
  afterEach(() => resetRecruiterLanguage());

  it('shows its page, a question, the checks and the language note in German', async () => {
    await applyRecruiterLanguage('de');
    mockApi(
      'get',
      '/config',
      createPublicConfig({
        languages: [
          { tag: 'en', name: 'English', tts: true, transcription: true },
          { tag: 'es', name: 'Español', tts: false, transcription: true },
        ],
      }),
    );
    renderWithProviders(<BuilderPage />, {
      path: '/recruiter/questionnaire-builder/:questionnaireId?',
      route: '/recruiter/questionnaire-builder',
      routes: [{ path: '/recruiter', element: <h1>Recruiter home</h1> }],
      identity: RECRUITER,
    });
    const user = userEvent.setup();

    expect(screen.getByRole('heading', { name: 'Fragebogen-Editor' })).toBeDefined();
    expect(screen.getByRole('group', { name: /Antwortformat/ })).toBeDefined();
    expect(screen.getByRole('group', { name: 'Interview-Einstellungen' })).toBeDefined();
    expect(screen.getByRole('heading', { name: 'Bewertungsbogen (optional)' })).toBeDefined();

    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(screen.getByText('Dieses Feld ist erforderlich!')).toBeDefined();
    expect(screen.getByText('Mindestens eine Frage ist erforderlich!')).toBeDefined();

    await user.click(screen.getByRole('button', { name: /Frage hinzufügen/ }));
    expect(screen.getByText('Der Fragetext ist erforderlich!')).toBeDefined();
    expect(screen.getByRole('textbox', { name: 'Frage 1' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'Frage 1 entfernen' })).toBeDefined();
    const type = screen.getByRole('combobox', { name: 'Antworttyp' });
    expect(
      within(type)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Aufgezeichnete Antwort', 'Einfachauswahl', 'Mehrfachauswahl', 'Schriftliche Antwort']);
    await user.selectOptions(type, 'Select');
    expect(screen.getByRole('textbox', { name: 'Frage 1, Option 2' })).toBeDefined();
    expect(
      screen.getByRole('checkbox', { name: 'Frage 1, Option 1: erfüllt die Anforderungen nicht' }),
    ).toBeDefined();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sprache des Interviews' }), 'es');
    expect(
      await screen.findByText(/Für Español gibt es auf diesem Server keine Stimme, die Fragen vorliest/),
    ).toBeDefined();

    for (const text of ENGLISH) expect(screen.queryAllByText(text), text).toEqual([]);
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import {
  applicantTexts,
  applyApplicantLanguage,
  applyInterviewLanguage,
  useApplicantLanguage,
} from '../i18n/applicant-i18n';
import { ApplicantLanguageSwitch } from './applicant-language-switch';

const QUESTIONS = applicantTexts('questions');

/** A page as the interview's pages are: its top component follows the language, its children read texts. */
function Page({ question }: { question: string }) {
  useApplicantLanguage();
  return (
    <>
      <ApplicantLanguageSwitch />
      <p>{question}</p>
      <button type="button">{QUESTIONS.startRecording}</button>
    </>
  );
}

describe('the applicant language switch', () => {
  afterEach(async () => {
    localStorage.clear();
    sessionStorage.clear();
    await applyApplicantLanguage('en');
  });

  it('changes the screens, not the question, and keeps the choice for that interview only', async () => {
    const user = userEvent.setup();
    await applyInterviewLanguage('guid-1', 'es');
    render(<Page question="¿Por qué quieres este puesto?" />);
    expect(screen.getByRole('button', { name: 'Empezar a grabar' })).toBeTruthy();

    await user.selectOptions(screen.getByLabelText('Idioma'), 'Deutsch');
    expect(await screen.findByRole('button', { name: 'Aufnahme starten' })).toBeTruthy();
    expect(screen.getByText('¿Por qué quieres este puesto?')).toBeTruthy();
    expect(screen.getByLabelText<HTMLSelectElement>('Sprache').value).toBe('de');
    expect(document.documentElement.lang).toBe('de');

    // Opened again later (onboarding reads the interview's language again): the applicant's choice wins.
    await applyApplicantLanguage('en');
    await applyInterviewLanguage('guid-1', 'es');
    expect(QUESTIONS.startRecording).toBe('Aufnahme starten');
    // Another interview in the same browser starts in its own language.
    await applyInterviewLanguage('guid-2', 'es');
    expect(QUESTIONS.startRecording).toBe('Empezar a grabar');
  });

  it('offers Arabic after the shipped languages, partial, and turns the page right to left', async () => {
    const user = userEvent.setup();
    await applyInterviewLanguage('guid-3', 'en');
    render(<Page question="Why this job?" />);
    const options = screen.getAllByRole<HTMLOptionElement>('option');
    expect(options.map((option) => option.value)).toEqual(['en', 'es', 'fr', 'de', 'pt-BR', 'ar']);
    expect(options.at(-1)!.textContent).toBe('العربية (ترجمة جزئية)');

    await user.selectOptions(screen.getByLabelText('Language'), 'ar');
    expect(await screen.findByLabelText('اللغة')).toBeTruthy();
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.documentElement.lang).toBe('ar');
    // The question screen is not translated yet: its button stays English rather than showing a key,
    // isolated so that its words keep their order on the right-to-left page.
    expect(screen.getByRole('button', { name: '\u2068Start Recording\u2069' })).toBeTruthy();

    await user.selectOptions(screen.getByLabelText('اللغة'), 'en');
    expect(await screen.findByLabelText('Language')).toBeTruthy();
    expect(document.documentElement.dir).toBe('ltr');
  });
});

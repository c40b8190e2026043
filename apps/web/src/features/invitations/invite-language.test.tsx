import { MESSAGES, type Job } from '@vi/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import english from '../../shared/i18n/locales/en/recruiter-invitations.json';
import { applyRecruiterLanguage, resetRecruiterLanguage } from '../../shared/i18n/recruiter-i18n';
import { checkDeadline } from '../../shared/lib/recruiter/invitation-deadline';
import { validateInvite, validateResume } from '../../shared/lib/recruiter/paste-cleaning';
import { mockApi, RECRUITER, renderWithProviders, scaled } from '../../testing';
import { job, questionnaire, stubMatchMedia } from '../../test/recruiter/fixtures';
import { BULK_TEXTS } from './bulk-invite-texts';
import { InviteApplicantModal } from './invite-applicant-modal';
import { inviteMessage } from './texts';

// The invite form and the bulk invite in the recruiter's language; English is pinned by the other tests.

const SALES = questionnaire({ questionnaireId: 'q-1', questionnaireName: 'Sales screen' });
const JOBS: Job[] = [job({ id: 1, title: 'Sales Manager', questionnaireId: 'q-1' })];

/** Every message the shared checks (contracts' schemas, resume and deadline checks) can give the form. */
function everySharedMessage(): string[] {
  const now = Date.now();
  const person = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', phone: '' };
  const found = [
    validateInvite({ job: null, ...person }).jobId,
    validateInvite({ job: { id: 1, questionnaireId: null }, ...person }).jobId,
    ...Object.values(validateInvite({ job: null, firstName: '', lastName: '', email: '', phone: 'abc' })),
    ...Object.values(
      validateInvite({ job: null, firstName: '1', lastName: '2', email: 'nobody', phone: '1'.repeat(31) }),
    ),
    ...Object.values(
      validateInvite({
        job: null,
        firstName: 'a'.repeat(101),
        lastName: 'b'.repeat(101),
        email: '',
        phone: '',
      }),
    ),
    validateResume({ name: 'cv.exe', type: 'application/x-msdownload', size: 1 }),
    validateResume({ name: 'cv.pdf', type: 'application/pdf', size: 11 * 1024 * 1024 }),
    checkDeadline('not a date', now).error,
    checkDeadline(new Date(now + 60_000).toISOString(), now).error,
    checkDeadline(new Date(now + 400 * 86_400_000).toISOString(), now).error,
  ];
  return [...new Set(found.filter((text): text is string => typeof text === 'string'))];
}

describe('the invitations in the recruiter language', { timeout: scaled(20_000) }, () => {
  beforeEach(() => {
    stubMatchMedia();
    mockApi('get', '/company/7/jobs', JOBS);
  });
  afterEach(async () => {
    vi.restoreAllMocks();
    await resetRecruiterLanguage();
  });

  it('holds the contracts’ MESSAGES word for word in English, the words the server answers with', () => {
    const held = Object.entries(english.validation).filter(([key]) => key in MESSAGES);
    expect(held.length).toBeGreaterThanOrEqual(10);
    for (const [key, text] of held) expect(text, key).toBe(MESSAGES[key as keyof typeof MESSAGES]);
  });

  it.each(['es', 'fr', 'de', 'pt-BR'])(
    '%s has a translation of every message the shared checks give',
    async (tag) => {
      const messages = everySharedMessage();
      expect(messages.length).toBeGreaterThanOrEqual(15);
      for (const text of messages) expect(inviteMessage(text), text).toBe(text);
      await applyRecruiterLanguage(tag);
      for (const text of messages) expect(inviteMessage(text), text).not.toBe(text);
      // A message the catalogue does not know is shown as it came.
      expect(inviteMessage('Something new')).toBe('Something new');
    },
  );

  it('shows the invite form, its validation and its required marks in German', async () => {
    await applyRecruiterLanguage('de');
    const user = userEvent.setup();
    renderWithProviders(
      <InviteApplicantModal show questionnaires={[SALES]} onHide={vi.fn()} onSuccess={vi.fn()} />,
      {
        identity: RECRUITER,
      },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Bewerber einladen' });
    expect(await within(dialog).findByLabelText('Stellen durchsuchen')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Einladung senden' }));
    expect(await within(dialog).findByText('Bitte wählen Sie eine Stelle aus')).toBeTruthy();
    expect(within(dialog).getAllByText('Dieses Feld ist erforderlich').length).toBeGreaterThanOrEqual(3);
    await user.type(within(dialog).getByLabelText(/^E-Mail/), 'nobody');
    await user.tab();
    expect(within(dialog).getByText('Bitte geben Sie eine gültige E-Mail-Adresse ein')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Abbrechen' })).toBeTruthy();
    expect(within(dialog).queryByText(/Send Invite|This field is required|Search jobs/)).toBeNull();
  });

  it.each([
    ['en', '1 of 2 rows can be invited. 1 needs attention and will be skipped.', 'Invite 1 applicant'],
    [
      'de',
      '1 von 2 Zeilen kann eingeladen werden. 1 Zeile muss geprüft werden und wird übersprungen.',
      '1 Bewerber einladen',
    ],
    ['es', 'Se puede invitar 1 de 2 filas. 1 requiere revisión y se omitirá.', 'Invitar a 1 candidato'],
    [
      'fr',
      '1 ligne sur 2 peut être invitée. 1 ligne demande votre attention et sera ignorée.',
      'Inviter 1 candidat',
    ],
  ])('%s counts the bulk invite’s rows by its plural rules', async (tag, summary, button) => {
    await applyRecruiterLanguage(tag);
    expect(BULK_TEXTS.previewSummary(1, 2)).toBe(summary);
    expect(BULK_TEXTS.inviteButton(1)).toBe(button);
  });

  it('says in English what it said before for each kind of bulk result', () => {
    expect(BULK_TEXTS.resultSummary(2, 2, 3)).toBe('2 applicants invited, each by email; 1 row not invited.');
    expect(BULK_TEXTS.resultSummary(1, 0, 1)).toBe('1 applicant invited, none by email; 0 rows not invited.');
    expect(BULK_TEXTS.resultSummary(3, 1, 3)).toBe('3 applicants invited (1 by email); 0 rows not invited.');
    expect(BULK_TEXTS.resultSummary(0, 0, 2)).toBe('0 applicants invited; 2 rows not invited.');
    expect(BULK_TEXTS.passLinksOn(1)).toMatch(/^1 applicant was not sent an email: send each/);
    expect(BULK_TEXTS.previewSummary(3, 3)).toBe(
      '3 of 3 rows can be invited. 0 need attention and will be skipped.',
    );
  });
});

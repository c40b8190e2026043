import { describe, expect, it } from 'vitest';
import { LANGUAGE_TAGS, MEDIA_FAILURE_MESSAGES } from '@vi/contracts';
import { buildAnswerFailedMail } from './answer-failed-mail.js';
import { buildFollowUpMail, buildInvitationMail, type ApplicantMailInput } from './invitation-mail.js';

const input: ApplicantMailInput = {
  to: 'ada@example.com',
  firstName: 'Ada',
  jobTitle: 'Robotics Engineer',
  companyName: 'Northwind <Robotics>',
  link: 'https://vi.example.test/v1/interview/onboarding/g',
  yourDataLink: 'https://vi.example.test/v1/interview/your-data/g?x=1&y=2',
  contentType: 'Video',
  deadline: null,
};

describe('the "Your data" line of the applicant mails', () => {
  it('links the page where the applicant downloads or erases, in both parts', () => {
    const mail = buildInvitationMail(input);
    expect(mail.text).toContain(
      'Your data: you can download a copy of your interview or erase it at any time. Download or erase your interview:\nhttps://vi.example.test/v1/interview/your-data/g?x=1&y=2',
    );
    expect(mail.html).toContain(
      '<a href="https://vi.example.test/v1/interview/your-data/g?x=1&amp;y=2">Download or erase your interview</a>',
    );
  });

  it('is in every reminder too', () => {
    for (const kind of ['after_invite', 'before_deadline', 'extended'] as const)
      expect(buildFollowUpMail(kind, input).text).toContain(input.yourDataLink);
  });
});

describe('the applicant mails in each shipped language', () => {
  const spanish: ApplicantMailInput = { ...input, language: 'es', deadline: '2026-12-04T17:00:00.000Z' };

  it('writes the invitation in the questionnaire’s language, the names as the recruiter wrote them', () => {
    const mail = buildInvitationMail({ ...spanish, message: 'Hasta pronto', senderName: 'Riley Recruiter' });
    expect(mail.subject).toBe('Tu entrevista en vídeo para Robotics Engineer en Northwind <Robotics>');
    expect(mail.text).toContain('Hola, Ada:');
    expect(mail.text).toContain('Complétala antes del viernes, 4 de diciembre de 2026, 17:00 (UTC).');
    expect(mail.text).toContain('Un mensaje de Riley Recruiter:\n  Hasta pronto');
    expect(mail.text).toContain('necesitarás un micrófono y una cámara');
    expect(mail.html).toContain('<strong>Robotics Engineer</strong>');
    expect(mail.html).toContain('Northwind &lt;Robotics&gt;');
  });

  it.each(LANGUAGE_TAGS)(
    '%s: every applicant mail is complete and not in English (unless English)',
    (tag) => {
      const localized = { ...spanish, language: tag };
      const mails = [
        buildInvitationMail(localized),
        ...(['after_invite', 'before_deadline', 'extended'] as const).map((k) =>
          buildFollowUpMail(k, localized),
        ),
        buildAnswerFailedMail({ ...localized, questionText: 'Why?', reason: 'too-long' }),
      ];
      for (const mail of mails) {
        const all = `${mail.subject}\n${mail.text}\n${mail.html}`;
        expect(all).not.toMatch(/\{[a-zA-Z]+\}/);
        expect(all).toContain(input.yourDataLink);
        expect(mail.html).toContain(`<html lang="${tag}">`);
        if (tag !== 'en')
          for (const english of ['Hello', 'Please ', 'Your data', 'your interview'])
            expect(all).not.toContain(english);
      }
      // Every subject is its own: no kind of mail borrows another's words.
      expect(new Set(mails.map((m) => m.subject)).size).toBe(mails.length);
    },
  );

  it('keeps the English wording of the answer-failed mail, its reason from the contracts', () => {
    const mail = buildAnswerFailedMail({ ...input, questionText: 'Why?', reason: 'not-media' });
    expect(mail.subject).toBe('Please record one answer again: Robotics Engineer at Northwind <Robotics>');
    expect(mail.text).toContain(
      `${MEDIA_FAILURE_MESSAGES['not-media']} Your other answers are saved; only this question needs a new recording.`,
    );
  });
});

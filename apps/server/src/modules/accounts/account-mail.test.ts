import { describe, expect, it } from 'vitest';
import { LANGUAGE_TAGS } from '@vi/contracts';
import { buildTeamInvitationMail } from '../team/team-mail.js';
import { buildPasswordResetMail, buildSignInLinkMail } from './account-mail.js';

const link = 'https://vi.example.test/v1/password-reset/abc?x=1&y=2';
const account = { to: 'greta@example.com', firstName: 'Greta', link };
const team = {
  to: 'new@example.com',
  companyName: 'Acme <Robotics>',
  inviterName: 'Riley Recruiter',
  role: 'admin' as const,
  link,
  expiresAt: '2026-12-04T17:00:00.000Z',
};

describe('the account mails', () => {
  it('keep their English wording for a member who chose no language', () => {
    const reset = buildPasswordResetMail({ ...account, language: null });
    expect(reset.subject).toBe('Reset your Video Interviewer password');
    expect(reset.text).toBe(
      [
        'Hello Greta,',
        'Someone asked to reset the password of your Video Interviewer account.',
        `Choose a new password:\n${link}`,
        'The link works once, for 30 minutes. Choosing a new password signs you out everywhere.',
        'If you did not ask for this, you can ignore this mail: nothing changes until the link is used.',
      ].join('\n\n'),
    );
    expect(reset.html).toContain('<html lang="en">');
    const signIn = buildSignInLinkMail({ ...account, firstName: ' ', language: null });
    expect(signIn.subject).toBe('Your Video Interviewer sign-in link');
    expect(signIn.text).toBe(
      [
        'Hello,',
        'Use this link to sign in to Video Interviewer.',
        `Sign in:\n${link}`,
        'The link works once, for 15 minutes.',
        'If you did not ask for this, you can ignore this mail: nothing changes until the link is used.',
      ].join('\n\n'),
    );
  });

  it('keeps the English team invitation, with or without the inviting member’s name', () => {
    const mail = buildTeamInvitationMail({ ...team, language: null });
    expect(mail.subject).toBe('Join Acme <Robotics> on Video Interviewer');
    expect(mail.text).toBe(
      [
        'Hello,',
        'Riley Recruiter invited you to join Acme <Robotics> on Video Interviewer as an admin.',
        `Accept the invitation:\n${link}`,
        'The link works once, until 4 December 2026. If you did not expect it, ignore this mail.',
      ].join('\n\n'),
    );
    expect(mail.html).toContain('<strong>Acme &lt;Robotics&gt;</strong>');
    const roles = (['owner', 'admin', 'recruiter', 'reviewer'] as const).map(
      (role) =>
        buildTeamInvitationMail({ ...team, inviterName: null, companyName: null, role, language: 'en' }).text,
    );
    expect(roles.map((text) => text.split('\n\n')[1])).toEqual([
      'A colleague invited you to join your company on Video Interviewer as owner.',
      'A colleague invited you to join your company on Video Interviewer as an admin.',
      'A colleague invited you to join your company on Video Interviewer as a recruiter.',
      'A colleague invited you to join your company on Video Interviewer as a reviewer.',
    ]);
  });

  it('writes them in German for a member who chose German, the names as written', () => {
    const reset = buildPasswordResetMail({ ...account, language: 'de' });
    expect(reset.subject).toBe('Passwort für Video Interviewer zurücksetzen');
    expect(reset.text).toContain('Hallo Greta,');
    expect(reset.text).toContain(`Neues Passwort wählen:\n${link}`);
    expect(reset.text).toContain('30 Minuten lang gültig');
    const invitation = buildTeamInvitationMail({ ...team, language: 'de' });
    expect(invitation.text).toContain(
      'Riley Recruiter hat Sie eingeladen, Acme <Robotics> bei Video Interviewer als Administrator beizutreten.',
    );
    expect(invitation.text).toContain('Der Link funktioniert ein einziges Mal, bis zum 4. Dezember 2026.');
  });

  it.each(LANGUAGE_TAGS)('%s: every account mail is complete and not in English (unless English)', (tag) => {
    const mails = [
      buildPasswordResetMail({ ...account, language: tag }),
      buildSignInLinkMail({ ...account, language: tag }),
      buildTeamInvitationMail({ ...team, language: tag }),
      buildTeamInvitationMail({ ...team, inviterName: null, companyName: null, language: tag }),
    ];
    for (const mail of mails) {
      const all = `${mail.subject}\n${mail.text}\n${mail.html}`;
      expect(all).not.toMatch(/\{[a-zA-Z]+\}/);
      expect(mail.text).toContain(link);
      expect(mail.html).toContain(`<html lang="${tag}">`);
      if (tag !== 'en')
        for (const english of ['Hello', 'The link works', 'If you did not', 'invited you', 'your company'])
          expect(all).not.toContain(english);
    }
    expect(new Set(mails.slice(0, 3).map((m) => m.subject)).size).toBe(3);
  });

  it('falls back to English for a language the product does not ship', () => {
    expect(buildSignInLinkMail({ ...account, language: 'ja' }).subject).toBe(
      'Your Video Interviewer sign-in link',
    );
  });
});

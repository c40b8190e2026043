import { describe, expect, it } from 'vitest';
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

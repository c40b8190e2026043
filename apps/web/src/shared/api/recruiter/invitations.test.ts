import { beforeEach, describe, expect, it } from 'vitest';
import { formFields, mockApi, type MockedEndpoint } from '../../../testing';
import { createApplication, extendInvitation, resendInvitation } from './invitations';

const PERSON = { jobId: 4, firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' };

let invite: MockedEndpoint;
beforeEach(() => {
  invite = mockApi('post', '/invite/create-application', { success: true });
});

/** The multipart body of the latest application posted, as [name, value] text pairs. */
const postedFields = () => formFields(invite.last()?.body);

describe('createApplication', () => {
  it('sends the spec form alone when no accommodation is given', async () => {
    await createApplication({ ...PERSON, phone: '' });
    expect(invite.calls).toHaveLength(1);
    expect(invite.last()?.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    expect(postedFields()).toEqual([
      ['jobId', '4'],
      ['firstName', 'Ada'],
      ['lastName', 'Lovelace'],
      ['email', 'ada@example.com'],
    ]);
  });

  it('adds each given accommodation as a text field before the resume', async () => {
    const resume = new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' });
    await createApplication({
      ...PERSON,
      resume,
      accommodations: { extraTimePercent: 50, extraTries: 2, audioOnlyAllowed: true },
    });
    expect(postedFields().slice(4)).toEqual([
      ['extraTimePercent', '50'],
      ['extraTries', '2'],
      ['audioOnlyAllowed', 'true'],
      ['resume', 'cv.pdf'],
    ]);
  });

  it('sends the deadline (also an empty one: no deadline) and a personal message, before the resume', async () => {
    const resume = new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' });
    await createApplication({ ...PERSON, resume, deadline: '2031-01-02T16:00:00.000Z', message: 'Hi Ada' });
    expect(postedFields().slice(4)).toEqual([
      ['deadline', '2031-01-02T16:00:00.000Z'],
      ['message', 'Hi Ada'],
      ['resume', 'cv.pdf'],
    ]);
    await createApplication({ ...PERSON, deadline: '', message: '' });
    expect(postedFields().slice(4)).toEqual([['deadline', '']]);
  });

  it('leaves out the accommodations that are not given', async () => {
    await createApplication({ ...PERSON, accommodations: { extraTries: 1 } });
    expect(postedFields().slice(4)).toEqual([['extraTries', '1']]);
  });
});

describe('invitation mails', () => {
  it('resends and extends an interview by its id', async () => {
    const resend = mockApi('post', '/interviews/:id/resend', { mailSent: true });
    const extend = mockApi('post', '/interviews/:id/extend', { mailSent: true });
    await resendInvitation('a/b');
    expect(resend.calls.map(({ path, body }) => ({ path, body }))).toEqual([
      { path: '/interviews/a%2Fb/resend', body: undefined },
    ]);
    await extendInvitation('i-1', '2031-01-02T16:00:00.000Z');
    expect(extend.calls.map(({ path, body }) => ({ path, body }))).toEqual([
      { path: '/interviews/i-1/extend', body: { deadline: '2031-01-02T16:00:00.000Z' } },
    ]);
  });
});

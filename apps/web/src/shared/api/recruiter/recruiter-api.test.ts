import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createApplication,
  extendInvitation,
  resendInvitation,
  saveCompanySettings,
  updateInterviewAccommodations,
} from './recruiter-api';

const { postMock, patchMock, putMock } = vi.hoisted(() => ({
  postMock: vi.fn(),
  patchMock: vi.fn(),
  putMock: vi.fn(),
}));
vi.mock('../http-client', () => ({
  httpClient: { post: postMock, patch: patchMock, put: putMock },
}));

const PERSON = { jobId: 4, firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' };

/** The multipart body createApplication posted, as [name, value] text pairs. */
function postedFields(): [string, string][] {
  const body: unknown = postMock.mock.calls[0]?.[1];
  if (!(body instanceof FormData)) throw new Error('no multipart body was posted');
  return [...body.entries()].map(([name, value]) => [name, typeof value === 'string' ? value : value.name]);
}

beforeEach(() => {
  vi.clearAllMocks();
  postMock.mockResolvedValue({ data: { success: true } });
  patchMock.mockResolvedValue({ data: { id: 'i-1' } });
});

describe('createApplication', () => {
  it('sends the spec form alone when no accommodation is given', async () => {
    await createApplication({ ...PERSON, phone: '' });
    expect(postMock).toHaveBeenCalledWith('/invite/create-application', expect.any(FormData));
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
    postMock.mockClear();
    await createApplication({ ...PERSON, deadline: '', message: '' });
    expect(postedFields().slice(4)).toEqual([['deadline', '']]);
  });

  it('leaves out the accommodations that are not given', async () => {
    await createApplication({ ...PERSON, accommodations: { extraTries: 1 } });
    expect(postedFields().slice(4)).toEqual([['extraTries', '1']]);
  });
});

describe('updateInterviewAccommodations', () => {
  it('PATCHes the interview with the accommodations', async () => {
    const accommodations = { extraTimePercent: 25, extraTries: 0, audioOnlyAllowed: false };
    await expect(updateInterviewAccommodations('a/b', accommodations)).resolves.toEqual({ id: 'i-1' });
    expect(patchMock).toHaveBeenCalledWith('/interviews/a%2Fb', { accommodations });
  });
});

describe('invitation calls', () => {
  it('resends and extends an interview by its id, and saves the company settings', async () => {
    await resendInvitation('a/b');
    expect(postMock).toHaveBeenCalledWith('/interviews/a%2Fb/resend');
    await extendInvitation('i-1', '2031-01-02T16:00:00.000Z');
    expect(postMock).toHaveBeenCalledWith('/interviews/i-1/extend', { deadline: '2031-01-02T16:00:00.000Z' });
    putMock.mockResolvedValue({ data: { reminders: { afterInviteHours: null, beforeDeadlineHours: 24 } } });
    await expect(saveCompanySettings(7, { reminders: { afterInviteHours: null } })).resolves.toEqual({
      reminders: { afterInviteHours: null, beforeDeadlineHours: 24 },
    });
    expect(putMock).toHaveBeenCalledWith('/company/7/settings', { reminders: { afterInviteHours: null } });
  });
});

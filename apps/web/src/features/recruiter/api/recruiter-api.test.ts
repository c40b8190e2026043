import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createApplication, updateInterviewAccommodations } from './recruiter-api';

const { postMock, patchMock } = vi.hoisted(() => ({ postMock: vi.fn(), patchMock: vi.fn() }));
vi.mock('../../../shared/api/http-client', () => ({
  httpClient: { post: postMock, patch: patchMock },
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

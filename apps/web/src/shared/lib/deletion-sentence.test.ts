import { describe, expect, it } from 'vitest';
import { deletionSentence, isDeleted } from './deletion-sentence';

const day = (iso: string) => iso.slice(0, 10);

describe('deletionSentence', () => {
  it('names the rule, the applicant or the team, with the date in the caller’s format', () => {
    const deletedAt = '2027-05-20T03:00:00.000Z';
    expect(deletionSentence({ deletedAt, reason: 'retention', retentionDays: 180 }, day)).toBe(
      'Deleted on 2027-05-20 under the 180-day retention rule',
    );
    expect(deletionSentence({ deletedAt, reason: 'retention', retentionDays: null }, day)).toBe(
      'Deleted on 2027-05-20 under the retention rule',
    );
    expect(deletionSentence({ deletedAt, reason: 'applicant_request', retentionDays: null }, day)).toBe(
      "Erased on 2027-05-20 at the applicant's request",
    );
    expect(deletionSentence({ deletedAt, reason: 'recruiter_request', retentionDays: null }, day)).toBe(
      'Erased on 2027-05-20 by your team',
    );
  });

  it('treats null and absent as intact', () => {
    expect(isDeleted({})).toBe(false);
    expect(isDeleted({ deletion: null })).toBe(false);
    expect(
      isDeleted({ deletion: { deletedAt: '2027-05-20T00:00:00Z', reason: 'retention', retentionDays: 30 } }),
    ).toBe(true);
  });
});

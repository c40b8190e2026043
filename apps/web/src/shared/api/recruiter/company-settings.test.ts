import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../testing';
import { saveCompanySettings } from './company-settings';

describe('saveCompanySettings', () => {
  it('PUTs only what is sent and answers the saved settings', async () => {
    const save = mockApi('put', '/company/7/settings', {
      reminders: { afterInviteHours: null, beforeDeadlineHours: 24 },
    });
    await expect(saveCompanySettings(7, { reminders: { afterInviteHours: null } })).resolves.toEqual({
      reminders: { afterInviteHours: null, beforeDeadlineHours: 24 },
    });
    expect(save.calls.map((call) => call.body)).toEqual([{ reminders: { afterInviteHours: null } }]);
  });
});

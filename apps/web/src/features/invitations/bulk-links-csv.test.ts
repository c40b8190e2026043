import { describe, expect, it } from 'vitest';
import type { BulkInviteRow } from '@vi/contracts';
import { bulkLinksCsv } from './bulk-links-csv';

const row = (n: number, over: Partial<BulkInviteRow>): BulkInviteRow => ({
  row: n,
  status: 'created',
  values: { firstName: 'Ann', lastName: 'Lee', email: `a${n}@example.com`, phone: '' },
  ...over,
});

describe('bulkLinksCsv', () => {
  it('lists each invited row with its link and whether it was mailed; other rows are left out', async () => {
    const bytes = await bulkLinksCsv([
      row(2, { interviewUrl: 'http://x/v1/interview/onboarding/g2', mailSent: false }),
      row(3, { status: 'invalid' }),
      row(4, {
        values: { firstName: '=HYPERLINK("x")', lastName: 'O"Neil', email: 'b@example.com', phone: '' },
        interviewUrl: 'http://x/v1/interview/onboarding/g4',
        mailSent: true,
      }),
    ]).arrayBuffer();
    // The byte-order mark kept: spreadsheets read the file as UTF-8 by it.
    const csv = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
    expect(csv.split('\r\n')).toEqual([
      '\uFEFFfirstName,lastName,email,interviewUrl,emailSent',
      '"Ann","Lee","a2@example.com","http://x/v1/interview/onboarding/g2","no"',
      // A name that would run as a formula in a spreadsheet is kept as text.
      `"'=HYPERLINK(""x"")","O""Neil","b@example.com","http://x/v1/interview/onboarding/g4","yes"`,
      '',
    ]);
  });
});

import type { BulkInviteRow } from '@vi/contracts';

/** A cell as spreadsheets read it: quoted, and a leading =+-@ neutralised so no cell runs as a formula. */
function cell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replaceAll('"', '""')}"`;
}

const HEADER = ['firstName', 'lastName', 'email', 'interviewUrl', 'emailSent'];

/** The invited rows' links, one applicant a line, to mail or message from elsewhere (UTF-8 with BOM). */
export function bulkLinksCsv(rows: readonly BulkInviteRow[]): Blob {
  const lines = rows
    .filter((row) => row.status === 'created' && row.interviewUrl !== undefined)
    .map((row) =>
      [
        row.values.firstName,
        row.values.lastName,
        row.values.email,
        row.interviewUrl ?? '',
        row.mailSent ? 'yes' : 'no',
      ]
        .map(cell)
        .join(','),
    );
  return new Blob([`\uFEFF${[HEADER.join(','), ...lines].join('\r\n')}\r\n`], {
    type: 'text/csv;charset=utf-8',
  });
}

import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error.js';
import { parseBulkCsv } from './bulk-invite-csv.js';

const csv = (text: string) => Buffer.from(text, 'utf8');

describe('parseBulkCsv', () => {
  it('reads quoted fields, a byte-order mark and CRLF line ends as spreadsheets save them', () => {
    const rows = parseBulkCsv(
      csv(
        '\uFEFFfirstName,lastName,email,phone\r\n"Ann, Jr","O\'Neil ""Annie""",ann@example.com,555-1234\r\nBo,Li,bo@example.com,\r\n',
      ),
    );
    expect(rows).toEqual([
      {
        row: 2,
        values: {
          firstName: 'Ann, Jr',
          lastName: 'O\'Neil "Annie"',
          email: 'ann@example.com',
          phone: '555-1234',
        },
        extraCells: 0,
      },
      {
        row: 3,
        values: { firstName: 'Bo', lastName: 'Li', email: 'bo@example.com', phone: '' },
        extraCells: 0,
      },
    ]);
  });

  it('keeps spreadsheet row numbers across blank lines, and takes the columns in any order and case', () => {
    const rows = parseBulkCsv(csv('EMAIL,firstname,LastName\n\na@x.io,A,B\n,,\nc@x.io,C,D,extra\n'));
    expect(rows.map((r) => [r.row, r.values.email, r.values.phone, r.extraCells])).toEqual([
      [3, 'a@x.io', '', 0],
      [5, 'c@x.io', '', 1],
    ]);
  });

  it('keeps a line break inside a quoted field in the field', () => {
    const [row] = parseBulkCsv(csv('firstName,lastName,email\n"Multi\nLine",X,m@x.io\n'));
    expect(row?.values.firstName).toBe('Multi\nLine');
  });

  it.each([
    ['', /empty/],
    ['name,email\nA,a@x.io\n', /Unknown column "name"/],
    ['firstName,lastName\nA,B\n', /column email is missing/],
    ['firstName,lastName,email,email\n', /appears twice/],
    ['firstName,lastName,email\n', /no applicants/],
    ['firstName,lastName,email\n"A,B,a@x.io\n', /not valid CSV/],
  ])('refuses a file that is not an applicant list (%j)', (text, message) => {
    expect(() => parseBulkCsv(csv(text))).toThrow(message);
  });

  it('refuses binary files and text that is not UTF-8', () => {
    expect(() => parseBulkCsv(Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x00, 0x00]))).toThrow(/CSV text/);
    expect(() => parseBulkCsv(Buffer.from([0x66, 0x69, 0x72, 0x73, 0x74, 0xe9, 0x0a]))).toThrow(/UTF-8/);
  });

  it('refuses more than 500 applicants', () => {
    const lines = Array.from({ length: 501 }, (_, i) => `A,B,a${i}@x.io`);
    const error = (() => {
      try {
        parseBulkCsv(csv(`firstName,lastName,email\n${lines.join('\n')}`));
      } catch (err) {
        return err;
      }
    })();
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).message).toMatch(/501 applicants; at most 500/);
  });
});

import { parse } from 'csv-parse/sync';
import { BULK_INVITE_LIMITS } from '@vi/contracts';
import { AppError } from '../../lib/app-error.js';

export type BulkColumn = (typeof BULK_INVITE_LIMITS.columns)[number];

/** One applicant line: its row number as a spreadsheet shows it (the header is row 1) and its cells. */
export interface BulkCsvRow {
  row: number;
  values: Record<BulkColumn, string>;
  /** Cells beyond the header's columns, which the row should not have. */
  extraCells: number;
}

const invalidFile = (message: string) =>
  new AppError('VALIDATION', { message, fields: [{ path: 'body.file', message }] });

const HEADER_HELP = `The first line must be the header ${BULK_INVITE_LIMITS.columns.join(',')}.`;

/** Maps the header's names (any order, any case, phone optional) to column positions. */
function readHeader(header: string[]): Map<BulkColumn, number> {
  const positions = new Map<BulkColumn, number>();
  header.forEach((name, index) => {
    const column = BULK_INVITE_LIMITS.columns.find((c) => c.toLowerCase() === name.trim().toLowerCase());
    if (!column) throw invalidFile(`Unknown column "${name.trim().slice(0, 40)}". ${HEADER_HELP}`);
    if (positions.has(column)) throw invalidFile(`The column ${column} appears twice. ${HEADER_HELP}`);
    positions.set(column, index);
  });
  for (const required of ['firstName', 'lastName', 'email'] as const) {
    if (!positions.has(required)) throw invalidFile(`The column ${required} is missing. ${HEADER_HELP}`);
  }
  return positions;
}

function decode(bytes: Buffer): string {
  if (bytes.includes(0)) throw invalidFile('The file must be a CSV text file.');
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw invalidFile('The file must be saved as UTF-8 text (CSV UTF-8).');
  }
}

/**
 * RFC 4180 CSV as spreadsheets save it: quoted fields (with commas, quotes and line breaks inside), a
 * byte-order mark, CRLF or LF line ends. Lines with no text at all are skipped but keep their number.
 */
export function parseBulkCsv(bytes: Buffer): BulkCsvRow[] {
  let records: string[][];
  try {
    records = parse(decode(bytes), { bom: true, relax_column_count: true, skip_empty_lines: false });
  } catch (err) {
    if (err instanceof AppError) throw err;
    const where = err && typeof err === 'object' && 'lines' in err ? ` (line ${String(err.lines)})` : '';
    throw invalidFile(`The file is not valid CSV${where}: check its quotes.`);
  }
  const [header, ...lines] = records;
  if (!header || header.every((cell) => cell.trim() === ''))
    throw invalidFile(`The file is empty. ${HEADER_HELP}`);
  const positions = readHeader(header);
  const rows: BulkCsvRow[] = [];
  lines.forEach((cells, index) => {
    if (cells.every((cell) => cell.trim() === '')) return;
    const cell = (column: BulkColumn) => {
      const position = positions.get(column);
      return position === undefined ? '' : (cells[position] ?? '').trim();
    };
    rows.push({
      row: index + 2,
      values: {
        firstName: cell('firstName'),
        lastName: cell('lastName'),
        email: cell('email'),
        phone: cell('phone'),
      },
      extraCells: Math.max(0, cells.length - header.length),
    });
  });
  if (rows.length === 0) throw invalidFile('The file has no applicants under its header.');
  if (rows.length > BULK_INVITE_LIMITS.maxRows) {
    throw invalidFile(
      `The file has ${rows.length} applicants; at most ${BULK_INVITE_LIMITS.maxRows} can be invited at once. Split it into smaller files.`,
    );
  }
  return rows;
}

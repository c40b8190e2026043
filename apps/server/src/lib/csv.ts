/** A cell a spreadsheet would run as a formula: it starts with = + - @ (or a tab or carriage return). */
const FORMULA_START = /^\s*[=+\-@\t\r]/;
/**
 * Where a spreadsheet may cut a cell in two: a comma, or a semicolon (the list separator of many locales,
 * which some spreadsheets use when they guess a file's separator), so `sam@x.io;=HYPERLINK(…)` can land
 * its second half in a cell of its own.
 */
const SEPARATOR = /[,;]/;
/** Quoted: RFC 4180's specials, and the semicolon, so a locale that splits on it keeps the cell whole. */
const NEEDS_QUOTES = /[",;\r\n]/;

/** Whether the text, or any part of it a separator could cut off, would start a formula. */
function couldRunAsFormula(text: string): boolean {
  return FORMULA_START.test(text) || text.split(SEPARATOR).some((part) => FORMULA_START.test(part));
}

/**
 * One CSV cell (RFC 4180): quoted when it holds a quote, comma, semicolon or line break, quotes doubled.
 * Text a spreadsheet could read as a formula, whole or after a `,` or `;` inside it, gets a leading
 * apostrophe and quotes (OWASP's CSV injection advice), so an applicant named "=HYPERLINK(…)" or an email
 * `sam@x.io;=HYPERLINK(…)` stays text. The apostrophe shows in a text editor; that is the price.
 */
export function csvCell(value: string | number | null): string {
  let text = value === null ? '' : String(value);
  const isFormula = typeof value === 'string' && couldRunAsFormula(text);
  if (isFormula) text = `'${text}`;
  return isFormula || NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Rows joined with CRLF, as RFC 4180 has it, ending with a line break. */
export function toCsv(rows: readonly (readonly (string | number | null)[])[]): string {
  return rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

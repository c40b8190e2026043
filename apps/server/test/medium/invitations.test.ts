import { readdirSync } from 'node:fs';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS, MESSAGES, type InviteErrorResponse, type InviteResponse } from '@vi/contracts';
import { createApplication } from '../factories/application.factory.js';
import { createCompany, type CompanyFixture } from '../factories/company.factory.js';
import { createJob } from '../factories/job.factory.js';
import { createQuestionnaire } from '../factories/questionnaire.factory.js';
import { createTestApp, DIALECTS, type TestApp } from '../helper.js';
import { scaled } from '../helpers/time-scale.js';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

// Minimal files that carry the real signatures.
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const DOC = Buffer.concat([
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
  Buffer.alloc(504, 0),
]);
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 1),
]);
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]);

/** A stored (uncompressed) ZIP archive with a central directory, like the ones Word writes. */
function zip(entries: { name: string; data: Buffer }[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const { name, data } of entries) {
    const nameBytes = Buffer.from(name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const CONTENT_TYPES = { name: '[Content_Types].xml', data: Buffer.from('<Types/>') };
const DOCX = zip([CONTENT_TYPES, { name: 'word/document.xml', data: Buffer.from('<w:document/>') }]);
// word/ only appears after 64 KB, so only the central directory can tell.
const DOCX_LATE_WORD = zip([
  CONTENT_TYPES,
  { name: 'customXml/item1.bin', data: Buffer.alloc(80 * 1024, 7) },
  { name: 'word/document.xml', data: Buffer.from('<w:document/>') },
]);
const PLAIN_ZIP = zip([{ name: 'notes.txt', data: Buffer.from('hello') }]);

interface FilePart {
  name: string;
  bytes: Buffer;
  type?: string;
  field?: string;
}

/** A real multipart body, built by the platform's FormData, in the order given. */
async function multipart(fields: Record<string, string>, file?: FilePart, fileFirst = false) {
  const form = new FormData();
  const addFile = () => {
    if (file) {
      const blob = new Blob([file.bytes], { type: file.type ?? 'application/octet-stream' });
      form.append(file.field ?? 'resume', blob, file.name);
    }
  };
  if (fileFirst) addFile();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  if (!fileFirst) addFile();
  return encodeForm(form);
}

/** Any FormData as the bytes and content type a browser would send. */
async function encodeForm(form: FormData) {
  const response = new Response(form);
  return {
    payload: Buffer.from(await response.arrayBuffer()),
    contentType: response.headers.get('content-type') ?? '',
  };
}

describe.each(DIALECTS)('POST /invite/create-application (%s)', (dialect) => {
  let t: TestApp;
  let a: CompanyFixture;
  let b: CompanyFixture;
  let tokenA: string;
  let tokenB: string;
  let jobA: number;
  let jobA2: number;
  let jobB: number;
  let questionnaireA: string;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    const db = t.database.db;
    a = await createCompany(db, { name: 'Company A' });
    b = await createCompany(db, { name: 'Company B' });
    jobA = await createJob(db, a.companyId, { title: 'Robotics Engineer', company_name: 'Acme Robotics' });
    jobA2 = await createJob(db, a.companyId, { title: 'Test Engineer' });
    jobB = await createJob(db, b.companyId, { title: 'B Job' });
    questionnaireA = (await createQuestionnaire(db, a.companyId, a.userId, { attachTo: [jobA, jobA2] }))
      .questionnaireId;
    await createQuestionnaire(db, b.companyId, b.userId, { attachTo: [jobB] });
    tokenA = await t.tokenFor({ companyId: a.companyId, userId: a.userId });
    tokenB = await t.tokenFor({ companyId: b.companyId, userId: b.userId });
  });
  afterAll(() => t.close());

  let seq = 0;
  const person = (overrides: Record<string, string> = {}) => {
    seq += 1;
    return {
      jobId: String(jobA),
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: `ada.${dialect}.${seq}@example.com`,
      phone: '555-0100',
      ...overrides,
    };
  };

  async function invite(
    fields: Record<string, string>,
    file?: FilePart,
    options: { token?: string | null; fileFirst?: boolean } = {},
  ) {
    return postForm(await multipart(fields, file, options.fileFirst), options.token);
  }

  function postForm(
    { payload, contentType }: { payload: Buffer; contentType: string },
    tokenOption?: string | null,
  ) {
    const token = tokenOption === undefined ? tokenA : tokenOption;
    return t.app.inject({
      method: 'POST',
      url: '/api/v1/invite/create-application',
      headers: { 'content-type': contentType, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      payload,
    });
  }

  const counts = async () => {
    const db = t.database.db;
    const [applications, applicants] = await Promise.all([
      db.selectFrom('applications').select(db.fn.countAll().as('n')).executeTakeFirstOrThrow(),
      db.selectFrom('applicants').select(db.fn.countAll().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { applications: Number(applications.n), applicants: Number(applicants.n) };
  };

  /** Every file under the storage's resumes folder, temporary ones included. */
  const storedFiles = (): string[] => {
    const root = path.join(t.config.dataDir, 'media', 'resumes');
    try {
      return readdirSync(root, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => path.join(entry.parentPath, entry.name));
    } catch {
      return [];
    }
  };

  /** Runs a request that must fail and checks that it left no row and no file behind. */
  async function expectNothingWritten(run: () => Promise<{ statusCode: number }>, status: number) {
    const before = await counts();
    const filesBefore = storedFiles().length;
    const res = await run();
    expect(res.statusCode).toBe(status);
    expect(await counts()).toEqual(before);
    expect(storedFiles()).toHaveLength(filesBefore);
    return res as Awaited<ReturnType<typeof invite>>;
  }

  const errorOf = (res: { json: <T>() => T }) => res.json<InviteErrorResponse>();

  it('creates the application with a PDF resume, stores the file and answers the spec shape', async () => {
    const fields = person({ email: '  Ada.Lovelace@Example.COM ', phone: '555-123-4567' });
    const res = await invite(fields, { name: 'Ada CV.pdf', bytes: PDF, type: 'application/pdf' });
    expect(res.statusCode).toBe(201);
    const body = res.json<InviteResponse>();
    expect(body).toEqual({
      success: true,
      statusCode: 201,
      // No mail server in this suite: the answer says so instead of claiming the mail went out.
      message: 'Application created; the invitation was not sent by email because no mail server is set up',
      data: {
        applicationGuid: expect.stringMatching(UUID_V4) as string,
        interviewUrl: `http://localhost:3001/v1/interview/onboarding/${body.data.applicationGuid}`,
        mailSent: false,
        mailStatus: 'not_configured',
        deadline: null,
      },
    });

    const db = t.database.db;
    const application = await db
      .selectFrom('applications')
      .selectAll()
      .where('guid', '=', body.data.applicationGuid)
      .executeTakeFirstOrThrow();
    expect(application.id).toMatch(UUID_V4);
    expect(application.id).not.toBe(application.guid);
    expect(application).toMatchObject({
      company_id: a.companyId,
      job_id: jobA,
      questionnaire_id: questionnaireA,
      status: 'Incomplete',
      invited_by: a.userId,
      resume_key: `resumes/${a.companyId}/${application.id}/resume.pdf`,
      resume_name: 'Ada CV.pdf',
      resume_type: 'application/pdf',
    });
    const applicant = await db
      .selectFrom('applicants')
      .selectAll()
      .where('id', '=', application.applicant_id)
      .executeTakeFirstOrThrow();
    expect(applicant).toMatchObject({
      company_id: a.companyId,
      first_name: 'Ada',
      last_name: fields.lastName,
      email: 'ada.lovelace@example.com',
      email_key: 'ada.lovelace@example.com',
      phone: '555-123-4567',
    });

    const stored = await t.app.storage.get(application.resume_key!);
    expect(stored).toBeDefined();
    expect((await buffer(stored!.stream)).equals(PDF)).toBe(true);
  });

  it('accepts the resume before the text fields', async () => {
    const res = await invite(person(), { name: 'cv.pdf', bytes: PDF }, { fileFirst: true });
    expect(res.statusCode).toBe(201);
  });

  it('accepts no resume, and the empty nameless part a browser sends when none was chosen', async () => {
    const without = await invite(person());
    expect(without.statusCode).toBe(201);
    const empty = await invite(person(), { name: '', bytes: Buffer.alloc(0) });
    expect(empty.statusCode).toBe(201);
    const application = await t.database.db
      .selectFrom('applications')
      .select(['resume_key', 'resume_name', 'resume_type'])
      .where('guid', '=', empty.json<InviteResponse>().data.applicationGuid)
      .executeTakeFirstOrThrow();
    expect(application).toEqual({ resume_key: null, resume_name: null, resume_type: null });
  });

  it.each([
    ['DOCX', 'resume.docx', DOCX, 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    [
      'DOCX listing word/ only in its central directory',
      'Resume.DOCX',
      DOCX_LATE_WORD,
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ],
    ['DOC', 'resume.doc', DOC, 'application/msword'],
  ])('accepts a %s', async (_label, name, bytes, type) => {
    const res = await invite(person(), { name, bytes });
    expect(res.statusCode).toBe(201);
    const application = await t.database.db
      .selectFrom('applications')
      .select(['resume_key', 'resume_type'])
      .where('guid', '=', res.json<InviteResponse>().data.applicationGuid)
      .executeTakeFirstOrThrow();
    expect(application.resume_type).toBe(type);
    const stored = await t.app.storage.get(application.resume_key!);
    expect((await buffer(stored!.stream)).equals(bytes)).toBe(true);
  });

  it.each([
    ['a PNG named .pdf', 'photo.pdf', PNG],
    ['a program named .pdf', 'setup.pdf', EXE],
    ['a PDF named .docx', 'cv.docx', PDF],
    ['a plain ZIP named .docx', 'cv.docx', PLAIN_ZIP],
    ['a DOCX named .doc', 'cv.doc', DOCX],
    ['a text file', 'cv.txt', Buffer.from('plain text')],
    ['a file without extension', 'resume', PDF],
    ['an empty PDF', 'cv.pdf', Buffer.alloc(0)],
  ])('refuses %s with the spec message and keeps nothing', async (_label, name, bytes) => {
    const res = await expectNothingWritten(() => invite(person(), { name, bytes }), 400);
    expect(errorOf(res)).toMatchObject({ success: false, statusCode: 400, message: MESSAGES.resumeType });
  });

  it('refuses a resume one byte over 10 MB with 413 and stores nothing', async () => {
    const bytes = Buffer.concat([PDF, Buffer.alloc(LIMITS.resumeMaxBytes + 1 - PDF.length, 0x20)]);
    const res = await expectNothingWritten(() => invite(person(), { name: 'big.pdf', bytes }), 413);
    expect(errorOf(res)).toMatchObject({ success: false, statusCode: 413, message: MESSAGES.resumeSize });
  });

  it('accepts a resume of exactly 10 MB', async () => {
    const bytes = Buffer.concat([PDF, Buffer.alloc(LIMITS.resumeMaxBytes - PDF.length, 0x20)]);
    const res = await invite(person(), { name: 'exact.pdf', bytes });
    expect(res.statusCode).toBe(201);
  });

  it('keeps a clean display name for a hostile file name', async () => {
    const res = await invite(person(), { name: `../../etc/<b>${'n'.repeat(300)}\u0007.pdf`, bytes: PDF });
    expect(res.statusCode).toBe(201);
    const application = await t.database.db
      .selectFrom('applications')
      .select(['id', 'resume_key', 'resume_name'])
      .where('guid', '=', res.json<InviteResponse>().data.applicationGuid)
      .executeTakeFirstOrThrow();
    expect(application.resume_key).toBe(`resumes/${a.companyId}/${application.id}/resume.pdf`);
    expect(application.resume_name).toMatch(/^bn+\.pdf$/);
    expect(application.resume_name).toHaveLength(200);
  });

  it.each([
    ['a missing first name', { firstName: undefined }, MESSAGES.fieldRequired, 'body.firstName'],
    ['a blank last name', { lastName: '   ' }, MESSAGES.fieldRequired, 'body.lastName'],
    [
      'a name with digits',
      { firstName: 'Ada1' },
      'First name may contain letters, spaces, apostrophes and hyphens only',
      'body.firstName',
    ],
    [
      'a name with markup',
      { lastName: '<script>alert(1)</script>' },
      'Last name may contain letters, spaces, apostrophes and hyphens only',
      'body.lastName',
    ],
    ['a missing email', { email: undefined }, MESSAGES.fieldRequired, 'body.email'],
    ['an email without a domain dot', { email: 'ada@example' }, MESSAGES.invalidEmail, 'body.email'],
    ['an injection-shaped email', { email: "x' or '1'='1" }, MESSAGES.invalidEmail, 'body.email'],
    ['a phone with letters', { phone: '555-CALL-NOW' }, MESSAGES.phoneChars, 'body.phone'],
    ['a phone with a plus', { phone: '+1 555 0100' }, MESSAGES.phoneChars, 'body.phone'],
    ['a missing job', { jobId: undefined }, MESSAGES.selectJob, 'body.jobId'],
    ['an empty job', { jobId: '' }, MESSAGES.selectJob, 'body.jobId'],
    ['a job that is not a number', { jobId: '1; drop table jobs' }, MESSAGES.selectJob, 'body.jobId'],
  ])('refuses %s with the spec message', async (_label, overrides, message, field) => {
    const fields = Object.fromEntries(
      Object.entries({ ...person(), ...overrides }).filter(
        (entry): entry is [string, string] => entry[1] !== undefined,
      ),
    );
    const res = await expectNothingWritten(() => invite(fields, { name: 'cv.pdf', bytes: PDF }), 400);
    const body = errorOf(res);
    expect(body).toMatchObject({ success: false, statusCode: 400, message, code: 'VALIDATION' });
    expect(body.fields?.[0]).toEqual({ path: field, message });
  });

  it('keeps letters of any script, apostrophes and hyphens in names', async () => {
    const res = await invite(person({ firstName: 'Zoë-Ann', lastName: "O'Brien Łukasz" }));
    expect(res.statusCode).toBe(201);
  });

  it('refuses a closed job', async () => {
    const closed = await createJob(t.database.db, a.companyId, { status: 'Closed' });
    await createQuestionnaire(t.database.db, a.companyId, a.userId, { attachTo: [closed] });
    const res = await expectNothingWritten(
      () => invite(person({ jobId: String(closed) }), { name: 'cv.pdf', bytes: PDF }),
      400,
    );
    expect(errorOf(res).message).toBe('This job is closed.');
  });

  it('refuses a job without a questionnaire and a job whose questionnaire is inactive', async () => {
    const bare = await createJob(t.database.db, a.companyId);
    const inactive = await createJob(t.database.db, a.companyId);
    await createQuestionnaire(t.database.db, a.companyId, a.userId, { active: false, attachTo: [inactive] });
    for (const jobId of [bare, inactive]) {
      const res = await expectNothingWritten(
        () => invite(person({ jobId: String(jobId) }), { name: 'cv.pdf', bytes: PDF }),
        400,
      );
      expect(errorOf(res).message).toBe(MESSAGES.jobNeedsQuestionnaire);
    }
  });

  it("answers 404 for another company's job and for an unknown one, never revealing which", async () => {
    const other = await expectNothingWritten(
      () => invite(person({ jobId: String(jobB) }), { name: 'cv.pdf', bytes: PDF }),
      404,
    );
    const unknown = await expectNothingWritten(() => invite(person({ jobId: '987654' })), 404);
    expect(errorOf(other)).toMatchObject({ success: false, message: 'Job not found' });
    expect(errorOf(unknown).message).toBe(errorOf(other).message);
  });

  it("lets company B's token invite to B's job only", async () => {
    const toA = await expectNothingWritten(() => invite(person(), undefined, { token: tokenB }), 404);
    expect(errorOf(toA).message).toBe('Job not found');
    const toB = await invite(person({ jobId: String(jobB) }), undefined, { token: tokenB });
    expect(toB.statusCode).toBe(201);
    const row = await t.database.db
      .selectFrom('applications')
      .select(['company_id', 'invited_by'])
      .where('guid', '=', toB.json<InviteResponse>().data.applicationGuid)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ company_id: b.companyId, invited_by: b.userId });
  });

  it('refuses a request without a token (401) before reading the upload', async () => {
    const res = await expectNothingWritten(
      () => invite(person(), { name: 'cv.pdf', bytes: PDF }, { token: null }),
      401,
    );
    expect(errorOf(res)).toMatchObject({ success: false, statusCode: 401, message: MESSAGES.unauthorized });
  });

  it('records only a known user as the inviter, whatever user id the token names', async () => {
    const token = await t.tokenFor({ companyId: a.companyId, userId: 424242 });
    const res = await invite(person(), undefined, { token });
    expect(res.statusCode).toBe(201);
    const row = await t.database.db
      .selectFrom('applications')
      .leftJoin('users', 'users.id', 'applications.invited_by')
      .select(['applications.invited_by', 'users.company_id'])
      .where('guid', '=', res.json<InviteResponse>().data.applicationGuid)
      .executeTakeFirstOrThrow();
    if (row.invited_by !== null) expect(row).toEqual({ invited_by: 424242, company_id: a.companyId });
  });

  it('answers 409 "already been invited" for the same email and job, whatever its case', async () => {
    const fields = person();
    expect((await invite(fields)).statusCode).toBe(201);
    const again = await expectNothingWritten(
      () => invite({ ...fields, email: fields.email.toUpperCase() }, { name: 'cv.pdf', bytes: PDF }),
      409,
    );
    const body = errorOf(again);
    expect(body).toMatchObject({
      success: false,
      statusCode: 409,
      message: MESSAGES.alreadyInvited,
      code: 'CONFLICT',
      reason: 'ALREADY_INVITED',
    });
    expect(body.message).toContain('already been invited');
    expect(body.error).toContain('already been invited');
  });

  it('answers 409 "already in our system" for a known email under a different name', async () => {
    const fields = person();
    expect((await invite(fields)).statusCode).toBe(201);
    const res = await expectNothingWritten(
      () => invite({ ...fields, jobId: String(jobA2), firstName: 'Grace' }),
      409,
    );
    expect(errorOf(res).message).toBe(
      'An applicant with this email is already in our system under a different name.',
    );
    expect(errorOf(res).error).toContain('already in our system');
    expect(errorOf(res)).toMatchObject({ statusCode: 409, code: 'CONFLICT', reason: 'ALREADY_IN_SYSTEM' });
  });

  it('reuses the applicant for the same person invited to another job and updates the phone', async () => {
    const fields = person({ phone: '555-0001' });
    const first = await invite(fields);
    expect(first.statusCode).toBe(201);
    const before = await counts();
    const second = await invite({
      ...fields,
      jobId: String(jobA2),
      firstName: fields.firstName.toUpperCase(),
      phone: '555-0002',
    });
    expect(second.statusCode).toBe(201);
    expect(await counts()).toEqual({ applications: before.applications + 1, applicants: before.applicants });
    const rows = await t.database.db
      .selectFrom('applications')
      .innerJoin('applicants', 'applicants.id', 'applications.applicant_id')
      .select([
        'applications.applicant_id',
        'applications.job_id',
        'applicants.phone',
        'applicants.first_name',
      ])
      .where('applicants.email_key', '=', fields.email)
      .orderBy('applications.job_id')
      .execute();
    expect(rows).toHaveLength(2);
    expect(rows[0]!.applicant_id).toBe(rows[1]!.applicant_id);
    expect(rows.map((r) => r.job_id)).toEqual([jobA, jobA2].sort((x, y) => x - y));
    expect(rows[0]).toMatchObject({ phone: '555-0002', first_name: 'Ada' });
  });

  it('answers 409 for an applicant invited earlier through another path (factory rows)', async () => {
    const email = `factory.${dialect}@example.com`;
    await createApplication(t.database.db, a.companyId, jobA, questionnaireA, {
      email,
      firstName: 'Alex',
      lastName: 'Morgan',
    });
    const res = await invite(person({ email: email.toUpperCase(), firstName: 'Alex', lastName: 'Morgan' }));
    expect(res.statusCode).toBe(409);
    expect(errorOf(res)).toMatchObject({ message: MESSAGES.alreadyInvited, reason: 'ALREADY_INVITED' });
  });

  it('gives one 201 and one 409 for two identical invitations sent at once', async () => {
    const fields = person();
    const results = await Promise.all([invite(fields), invite(fields)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const refused = results.find((r) => r.statusCode === 409)!;
    expect(errorOf(refused)).toMatchObject({ message: MESSAGES.alreadyInvited, reason: 'ALREADY_INVITED' });
  });

  it('refuses a JSON body with 415 and a message saying what to send', async () => {
    const res = await expectNothingWritten(
      () =>
        t.app.inject({
          method: 'POST',
          url: '/api/v1/invite/create-application',
          headers: { authorization: `Bearer ${tokenA}` },
          payload: person(),
        }),
      415,
    );
    expect(errorOf(res)).toMatchObject({ success: false, statusCode: 415, code: 'UNSUPPORTED_MEDIA_TYPE' });
    expect(errorOf(res).message).toMatch(/multipart\/form-data/);
  });

  it('refuses broken multipart bodies with 4xx, never 5xx', async () => {
    const { payload, contentType } = await multipart(person(), { name: 'cv.pdf', bytes: PDF });
    const cases = [
      { contentType: 'multipart/form-data', payload },
      { contentType: 'multipart/form-data; boundary=nothing-here', payload },
      { contentType, payload: payload.subarray(0, payload.length - 40) },
      { contentType, payload: Buffer.alloc(0) },
    ];
    for (const c of cases) {
      const res = await expectNothingWritten(
        () =>
          t.app.inject({
            method: 'POST',
            url: '/api/v1/invite/create-application',
            headers: { authorization: `Bearer ${tokenA}`, 'content-type': c.contentType },
            payload: c.payload,
          }),
        400,
      );
      expect(errorOf(res).success).toBe(false);
    }
  });

  it('refuses a second file, a file under another name and a repeated field', async () => {
    const form = new FormData();
    for (const [key, value] of Object.entries(person())) form.append(key, value);
    form.append('resume', new Blob([PDF]), 'one.pdf');
    form.append('resume', new Blob([PDF]), 'two.pdf');
    const twoFiles = await expectNothingWritten(async () => postForm(await encodeForm(form)), 413);
    expect(errorOf(twoFiles).success).toBe(false);

    const otherField = await expectNothingWritten(
      () => invite(person(), { name: 'cv.pdf', bytes: PDF, field: 'photo' }),
      400,
    );
    expect(errorOf(otherField).fields).toEqual([{ path: 'body.resume', message: MESSAGES.resumeType }]);

    const repeated = new FormData();
    for (const [key, value] of Object.entries(person())) repeated.append(key, value);
    repeated.append('email', 'someone.else@example.com');
    const res = await expectNothingWritten(async () => postForm(await encodeForm(repeated)), 400);
    expect(errorOf(res).message).toBe('The field email was sent more than once.');
  });

  it('refuses a field over the size limit with the field message, not a crash', async () => {
    const res = await expectNothingWritten(() => invite(person({ firstName: 'A'.repeat(20_000) })), 400);
    expect(errorOf(res).message).toBe('First name must be at most 100 characters');
  });

  it('over real HTTP, answers a refused upload before it ends and leaves no connection open', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const big = Buffer.concat([PDF, Buffer.alloc(LIMITS.resumeMaxBytes * 2, 0x20)]);
    const send = async (name: string, auth: boolean) => {
      const form = new FormData();
      form.append('resume', new Blob([big]), name);
      form.append('jobId', String(jobA));
      const res = await fetch(`${address}/api/v1/invite/create-application`, {
        method: 'POST',
        body: form,
        headers: auth ? { authorization: `Bearer ${tokenA}` } : {},
      });
      return { status: res.status, body: (await res.json()) as InviteErrorResponse };
    };
    expect(await send('cv.pdf', true)).toMatchObject({ status: 413, body: { message: MESSAGES.resumeSize } });
    expect(await send('cv.txt', true)).toMatchObject({ status: 400, body: { message: MESSAGES.resumeType } });
    expect((await send('cv.pdf', false)).status).toBe(401);

    // A half-read request must not keep its socket: otherwise a graceful shutdown would wait on it.
    const openConnections = () =>
      new Promise<number>((resolve, reject) =>
        t.app.server.getConnections((err, count) => (err ? reject(err) : resolve(count))),
      );
    await expect.poll(openConnections, { timeout: scaled(3000) }).toBe(0);
  });

  it('documents the multipart form and its answers in the OpenAPI document', () => {
    const doc = t.app.swagger() as {
      paths: Record<
        string,
        { post?: { requestBody?: { content: Record<string, unknown> }; responses: Record<string, unknown> } }
      >;
    };
    const operation = doc.paths['/api/v1/invite/create-application']?.post;
    expect(Object.keys(operation?.requestBody?.content ?? {})).toEqual(['multipart/form-data']);
    expect(Object.keys(operation?.responses ?? {})).toEqual(
      expect.arrayContaining(['201', '400', '401', '404', '409', '413', '415']),
    );
  });
});

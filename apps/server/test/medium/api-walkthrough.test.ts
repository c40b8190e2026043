import type { AddressInfo } from 'node:net';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ApplicantInterview,
  ErrorResponse,
  InviteResponse,
  Job,
  JobQuestionnaireCheck,
  PublicJob,
  Questionnaire,
} from '@vi/contracts';
import { createCompany, type CompanyFixture } from '../factories/company.factory.js';
import { createTestApp, DIALECTS, TEST_JWT_SECRET, type TestApp } from '../helper.js';

/**
 * The acceptance walk, over real HTTP (fetch against a listening server): a recruiter sets up a
 * job and a questionnaire, invites an applicant with a resume, the applicant reads what onboarding
 * needs without a token, and a second company is refused at every step.
 */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

describe.each(DIALECTS)('REST API walkthrough over HTTP (%s)', (dialect) => {
  let t: TestApp;
  let base: string;
  let a: CompanyFixture;
  let b: CompanyFixture;
  let auth: Record<string, string>;
  let authB: Record<string, string>;
  let jobId: number;
  let questionnaireId: string;
  let guid: string;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/v1`;
    a = await createCompany(t.database.db, { name: 'Company A' });
    b = await createCompany(t.database.db, { name: 'Company B' });
    auth = { authorization: `Bearer ${await t.tokenFor({ companyId: a.companyId, userId: a.userId })}` };
    authB = { authorization: `Bearer ${await t.tokenFor({ companyId: b.companyId, userId: b.userId })}` };
  });
  afterAll(() => t.close());

  const call = async <T>(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = auth,
  ) => {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, body: (text ? JSON.parse(text) : undefined) as T };
  };

  it('a recruiter creates a job and a questionnaire and attaches it', async () => {
    const job = await call<Job>('POST', `/company/${a.companyId}/jobs`, {
      title: 'Support Specialist',
      description: '<p>Help people.</p><script>alert(1)</script>',
      locations: [{ city: 'Denver', region: 'CO', country: 'USA' }],
    });
    expect(job.status).toBe(201);
    expect(job.body.description).toBe('<p>Help people.</p>');
    jobId = job.body.id;

    const questionnaire = await call<Questionnaire>('POST', '/questionnaire', {
      questionnaireName: 'Support screen',
      contentType: 'audio',
      questions: [{ questionText: 'First?' }, { questionText: 'Second?' }, { questionText: 'Third?' }],
    });
    expect(questionnaire.status).toBe(201);
    expect(questionnaire.body.questions.map((q) => [q.questionId, q.questionText])).toEqual([
      ['question-1', 'First?'],
      ['question-2', 'Second?'],
      ['question-3', 'Third?'],
    ]);
    questionnaireId = questionnaire.body.questionnaireId;

    const attach = await call('POST', `/job/${jobId}/questionnaire`, { questionnaireId });
    expect(attach.status).toBe(201);
    expect(attach.body).toMatchObject({
      message: `Questionnaire successfully associated with job ID: ${jobId}`,
    });
  });

  it('the builder rules come back with the spec messages', async () => {
    const cases: [unknown, string][] = [
      [
        { questionnaireName: '', contentType: 'Video', questions: [{ questionText: 'Q' }] },
        'This field is required!',
      ],
      [
        { questionnaireName: 'X', questions: [{ questionText: 'Q' }] },
        'Please select an Answer Format (audio or video)',
      ],
      [{ questionnaireName: 'X', contentType: 'Video', questions: [] }, 'Atleast one question is required!'],
      [
        { questionnaireName: 'X', contentType: 'Video', questions: [{ questionText: '  ' }] },
        'Question text is required!',
      ],
      [
        {
          questionnaireName: 'X',
          contentType: 'Video',
          questions: Array.from({ length: 9 }, () => ({ questionText: 'Q' })),
        },
        'Maximum number of questions (8) reached.',
      ],
    ];
    for (const [body, message] of cases) {
      const res = await call<ErrorResponse>('POST', '/questionnaire', body);
      expect(res.status, message).toBe(400);
      expect(res.body.message).toBe(message);
    }
    const duplicate = await call<ErrorResponse>('POST', '/questionnaire', {
      questionnaireName: ' support SCREEN ',
      contentType: 'Video',
      questions: [{ questionText: 'Q' }],
    });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.message).toBe(
      'The questionnaire already exists. Would you like to modify it instead?',
    );
  });

  it('the recruiter invites an applicant with a PDF resume', async () => {
    const form = new FormData();
    form.set('jobId', String(jobId));
    form.set('firstName', 'Jordan');
    form.set('lastName', "O'Neil");
    form.set('email', ' Jordan.ONeil@Example.com ');
    form.set('phone', '555-0100');
    form.set('resume', new Blob([PDF], { type: 'application/pdf' }), 'cv.pdf');
    const res = await fetch(`${base}/invite/create-application`, {
      method: 'POST',
      headers: auth,
      body: form,
    });
    expect(res.status).toBe(201);
    const body = (await res.json()) as InviteResponse;
    expect(body.success).toBe(true);
    guid = body.data.applicationGuid;
    expect(body.data.interviewUrl).toBe(`http://localhost:3001/v1/interview/onboarding/${guid}`);

    const again = new FormData();
    for (const [k, v] of [
      ['jobId', String(jobId)],
      ['firstName', 'Jordan'],
      ['lastName', "O'Neil"],
      ['email', 'jordan.oneil@example.com'],
    ]) {
      again.set(k!, v!);
    }
    const duplicate = await fetch(`${base}/invite/create-application`, {
      method: 'POST',
      headers: auth,
      body: again,
    });
    expect(duplicate.status).toBe(409);
    expect(((await duplicate.json()) as ErrorResponse).message).toContain('already been invited');

    const bad = new FormData();
    for (const [k, v] of [
      ['jobId', String(jobId)],
      ['firstName', 'A'],
      ['lastName', 'B'],
      ['email', 'not-an-email'],
      ['phone', '555 CALL'],
    ]) {
      bad.set(k!, v!);
    }
    const invalid = await fetch(`${base}/invite/create-application`, {
      method: 'POST',
      headers: auth,
      body: bad,
    });
    expect(invalid.status).toBe(400);
    const messages = ((await invalid.json()) as ErrorResponse).fields?.map((f) => f.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        'Please enter a valid email address',
        'Phone number can only contain numbers and dashes',
      ]),
    );
  });

  it('the applicant reads interview, job and (with their guid) questionnaire without a token', async () => {
    const interview = await call<ApplicantInterview[]>('GET', `/interview/${guid}`, undefined, {});
    expect(interview.status).toBe(200);
    expect(interview.body[0]).toMatchObject({
      applicationGuid: guid,
      jobId,
      status: 'Incomplete',
      contentType: 'Audio',
    });
    const job = await call<PublicJob>('GET', `/job/${jobId}`, undefined, {});
    expect(job.status).toBe(200);
    expect(job.body.title).toBe('Support Specialist');
    expect(job.body).not.toHaveProperty('recruiterId');
    const check = await call<JobQuestionnaireCheck>(
      'GET',
      `/job/${jobId}/questionnaire?guid=${guid}`,
      undefined,
      {},
    );
    expect(check.body.hasQuestionnaire).toBe(true);
    expect(check.body.data?.questions).toHaveLength(3);
    // The questions are not public: without the guid (or a token) nothing is said.
    expect((await call('GET', `/job/${jobId}/questionnaire`, undefined, {})).status).toBe(401);
    const unknown = await call<ErrorResponse>(
      'GET',
      '/interview/1b4e28ba-2fa1-4d2e-883f-0016d3cca427',
      undefined,
      {},
    );
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('No application found for this applicant.');
  });

  it('deactivating keeps the link, reactivating restores it, detaching removes it', async () => {
    const off = await call<Questionnaire>('DELETE', `/questionnaire/${questionnaireId}`, {
      active: false,
      companyId: a.companyId,
    });
    expect(off.status).toBe(200);
    expect(off.body.active).toBe(false);
    expect(
      (await call<{ count: number }>('GET', `/questionnaire/${questionnaireId}/job/count`)).body.count,
    ).toBe(1);
    const on = await call<Questionnaire>('PATCH', `/questionnaire/${questionnaireId}`, { active: true });
    expect(on.body.active).toBe(true);
    const detach = await call('DELETE', `/job/${jobId}/questionnaire`, { questionnaireId });
    expect(detach.status).toBe(200);
    expect(detach.body).toMatchObject({
      message: `Questionnaire successfully detached from job ID: ${jobId}`,
    });
    const none = await call<JobQuestionnaireCheck>('GET', `/job/${jobId}/questionnaire`);
    expect(none.body).toEqual({ hasQuestionnaire: false, data: null, status: 204 });
    expect((await call('DELETE', `/job/${jobId}/questionnaire`, { questionnaireId })).status).toBe(404);
  });

  it('a second company is refused everywhere', async () => {
    const attempts: [string, string, unknown?][] = [
      ['GET', `/company/${a.companyId}/jobs`],
      ['GET', `/company/${a.companyId}/questionnaire`],
      ['GET', `/company/${a.companyId}/interviews`],
      ['GET', `/company/${a.companyId}/user`],
      ['GET', `/company/${a.companyId}/division`],
      ['GET', `/questionnaire/${questionnaireId}`],
      [
        'PUT',
        `/questionnaire/${questionnaireId}`,
        { questionnaireName: 'Stolen', contentType: 'Video', questions: [{ questionText: 'Q' }] },
      ],
      ['PATCH', `/questionnaire/${questionnaireId}`, { active: false }],
      ['DELETE', `/questionnaire/${questionnaireId}`, { active: false }],
      ['GET', `/questionnaire/${questionnaireId}/job/count`],
      ['POST', `/job/${jobId}/questionnaire`, { questionnaireId }],
      ['DELETE', `/job/${jobId}/questionnaire`, { questionnaireId }],
      ['PUT', `/company/${a.companyId}/jobs/${jobId}`, { title: 'Stolen' }],
      ['DELETE', `/company/${a.companyId}/jobs/${jobId}`],
      ['POST', `/company/${a.companyId}/jobs`, { title: 'Planted' }],
    ];
    for (const [method, path, body] of attempts) {
      const res = await call<ErrorResponse>(method, path, body, authB);
      expect([403, 404], `${method} ${path}`).toContain(res.status);
      expect(JSON.stringify(res.body)).not.toContain('Support');
    }
    const job = await call<Job>('GET', `/job/${jobId}`, undefined, authB);
    expect(job.body).not.toHaveProperty('recruiterId');
    expect(
      (await call<Questionnaire>('GET', `/questionnaire/${questionnaireId}`)).body.questionnaireName,
    ).toBe('Support screen');
  });

  it('forged, expired and alg:none tokens get 401', async () => {
    const forged = await new SignJWT({ userId: a.userId, companyId: a.companyId })
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('y'.repeat(40)));
    const expired = await new SignJWT({ userId: a.userId, companyId: a.companyId })
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime(Math.floor(Date.now() / 1000) - 10)
      .sign(new TextEncoder().encode(TEST_JWT_SECRET));
    const b64 = (v: object) => Buffer.from(JSON.stringify(v)).toString('base64url');
    const none = `${b64({ alg: 'none' })}.${b64({ userId: a.userId, companyId: a.companyId, exp: 4_000_000_000 })}.`;
    for (const token of [forged, expired, none]) {
      const res = await call('GET', `/company/${a.companyId}/questionnaire`, undefined, {
        authorization: `Bearer ${token}`,
      });
      expect(res.status).toBe(401);
    }
  });
});

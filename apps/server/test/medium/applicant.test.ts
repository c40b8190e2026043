import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  AI_NOTICE_VERSION,
  MESSAGES,
  TERMS_VERSION,
  type ApplicantInterview,
  type ErrorResponse,
  type InitializeAnswersResponse,
} from '@vi/contracts';
import type { AnswerAttemptTable, DB } from '../../src/db/schema.js';
import { NOT_ALL_ANSWERED } from '../../src/modules/applications/applicant.service.js';
import { ALREADY_COMPLETED } from '../../src/modules/invitations/deadline.js';
import { createApplication, type ApplicationFixture } from '../factories/application.factory.js';
import { createCompany, type CompanyFixture } from '../factories/company.factory.js';
import { createAnswer, createAttempt } from '../factories/answer.factory.js';
import { createJob } from '../factories/job.factory.js';
import { createQuestionnaire, type QuestionnaireFixture } from '../factories/questionnaire.factory.js';
import { createTestApp, DIALECTS, type TestApp } from '../helper.js';
import { createCall } from '../helpers/call.js';

const insertAttempt = (
  db: Kysely<DB>,
  applicationId: string,
  questionKey: string,
  attemptNo: number,
  status: AnswerAttemptTable['status'] = 'finalized',
) => createAttempt(db, applicationId, { questionKey, attemptNo, status });

const answerQuestion = (db: Kysely<DB>, applicationId: string, questionKey: string, position: number) =>
  createAnswer(db, applicationId, { questionKey, position, questionText: `Question ${position + 1}` });

const MALFORMED_GUIDS = [
  'abc',
  '6ba7b810-9dad-11d1-80b4-00c04fd430c8', // UUID v1
  encodeURIComponent('../../etc/passwd'),
  'a'.repeat(65),
  encodeURIComponent("' OR 1=1 --"),
  encodeURIComponent('<script>alert(1)</script>'),
  '%00',
  encodeURIComponent('ü🙂'),
  randomUUID(), // well-formed but unknown
];

describe.each(DIALECTS)('applicant calls (%s)', (dialect) => {
  let t: TestApp;
  let company: CompanyFixture;
  let jobId: number;
  let questionnaire: QuestionnaireFixture;
  let app: ApplicationFixture;

  const db = () => t.database.db;
  const applicationRow = (id = app.applicationId) =>
    db().selectFrom('applications').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const call = createCall(() => t.app);

  beforeAll(async () => {
    t = await createTestApp(dialect);
    company = await createCompany(db(), { name: 'Company A' });
    jobId = await createJob(db(), company.companyId);
    questionnaire = await createQuestionnaire(db(), company.companyId, company.userId, {
      contentType: 'Video',
      attachTo: [jobId],
    });
  });
  afterAll(() => t.close());

  beforeEach(async () => {
    app = await createApplication(db(), company.companyId, jobId, questionnaire.questionnaireId, {
      firstName: 'Dana',
      lastName: 'Secret',
      email: `dana-${randomUUID().slice(0, 8)}@example.com`,
      consent: false,
    });
  });

  describe('GET /interview/:applicantGuid', () => {
    it('returns a list of one with what onboarding needs, uncached', async () => {
      const res = await call('GET', `/interview/${app.guid}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.json()).toEqual([
        {
          _id: app.applicationId,
          interviewId: app.applicationId,
          applicationGuid: app.guid,
          applicantGuid: app.guid,
          jobId,
          companyId: company.companyId,
          status: 'Incomplete',
          firstName: 'Dana',
          questionnaireId: questionnaire.questionnaireId,
          contentType: 'Video',
          language: 'en',
          consentGiven: false,
          transcriptionConsent: false,
          startedAt: null,
          completedAt: null,
          deadline: null,
          // Its engine is whatever this machine has (ai-notice.test.ts pins each case).
          aiNotice: {
            version: AI_NOTICE_VERSION,
            transcriptionEnabled: expect.any(Boolean) as boolean,
            engine: expect.objectContaining({ kind: expect.any(String) as string }) as object,
          },
        },
      ]);
    });

    it('never exposes the email, last name or phone', async () => {
      const res = await call('GET', `/interview/${app.guid}`);
      expect(res.body).not.toContain('dana-');
      expect(res.body).not.toContain('Secret');
      expect(res.body).not.toContain('@');
    });

    it('accepts the guid in upper case', async () => {
      const res = await call('GET', `/interview/${app.guid.toUpperCase()}`);
      expect(res.statusCode).toBe(200);
      expect(res.json<ApplicantInterview[]>()[0]?._id).toBe(app.applicationId);
    });

    it('shows a null content type when the questionnaire is gone', async () => {
      const bare = await createApplication(db(), company.companyId, jobId, null);
      const res = await call('GET', `/interview/${bare.guid}`);
      expect(res.json<ApplicantInterview[]>()[0]).toMatchObject({ questionnaireId: null, contentType: null });
    });

    it.each(MALFORMED_GUIDS)('answers %s with 404 noApplication on every applicant call', async (guid) => {
      for (const [method, url, payload] of [
        ['GET', `/interview/${guid}`, undefined],
        ['PATCH', `/interview/${guid}`, { status: 'Incomplete' }],
        ['POST', `/answer/${guid}/initialize`, undefined],
        [
          'POST',
          `/interview/${guid}/consent`,
          { termsAccepted: true, privacyAccepted: true, transcriptionConsent: true },
        ],
      ] as const) {
        const res = await call(method, url, { body: payload });
        expect(res.statusCode, `${method} ${url}`).toBe(404);
        expect(res.json<ErrorResponse>().message).toBe(MESSAGES.noApplication);
        expect(res.headers['cache-control']).toBe('no-store');
      }
    });

    it('never answers a path-traversal or over-long guid with a 5xx', async () => {
      for (const url of [
        '/interview/../../etc/passwd',
        '/interview/..%2f..%2fetc%2fpasswd',
        `/interview/${'a'.repeat(500)}`,
      ]) {
        const res = await call('GET', url);
        // The router itself refuses parameters over its length limit (414).
        expect([404, 414], url).toContain(res.statusCode);
      }
    });
  });

  describe('PATCH /interview/:applicantGuid', () => {
    it('Incomplete marks the interview opened once and is idempotent', async () => {
      const first = await call('PATCH', `/interview/${app.guid}`, { body: { status: 'Incomplete' } });
      expect(first.statusCode).toBe(200);
      const body = first.json<ApplicantInterview>();
      expect(body).toMatchObject({ _id: app.applicationId, status: 'Incomplete', completedAt: null });
      expect(body.startedAt).not.toBeNull();
      expect((await applicationRow()).started_at).toBe(body.startedAt);

      const second = await call('PATCH', `/interview/${app.guid}`, { body: { status: 'Incomplete' } });
      expect(second.statusCode).toBe(200);
      expect(second.json<ApplicantInterview>().startedAt).toBe(body.startedAt);
      expect((await applicationRow()).started_at).toBe(body.startedAt);
    });

    it('refuses Completed before every question is answered and changes nothing', async () => {
      await answerQuestion(db(), app.applicationId, questionnaire.questionIds[0]!, 0);
      const res = await call('PATCH', `/interview/${app.guid}`, { body: { status: 'Completed' } });
      expect(res.statusCode).toBe(409);
      expect(res.json<ErrorResponse>().message).toBe(NOT_ALL_ANSWERED);
      const row = await applicationRow();
      expect(row).toMatchObject({ status: 'Incomplete', completed_at: null, started_at: null });
    });

    it('completes once every question is answered, then never goes back', async () => {
      for (const [i, key] of questionnaire.questionIds.entries()) {
        await answerQuestion(db(), app.applicationId, key, i);
      }
      const res = await call('PATCH', `/interview/${app.guid}`, { body: { status: 'Completed' } });
      expect(res.statusCode).toBe(200);
      const body = res.json<ApplicantInterview>();
      expect(body.status).toBe('Completed');
      expect(body.completedAt).not.toBeNull();
      const row = await applicationRow();
      expect(row.status).toBe('Completed');
      expect(row.completed_at).toBe(body.completedAt);
      expect(row.started_at).not.toBeNull();

      const again = await call('PATCH', `/interview/${app.guid}`, { body: { status: 'Completed' } });
      expect(again.statusCode).toBe(200);
      expect(again.json<ApplicantInterview>().completedAt).toBe(body.completedAt);

      const back = await call('PATCH', `/interview/${app.guid}`, { body: { status: 'Incomplete' } });
      expect(back.statusCode).toBe(409);
      expect(back.json<ErrorResponse>().message).toBe(ALREADY_COMPLETED);
      expect(await applicationRow()).toMatchObject({ status: 'Completed', completed_at: body.completedAt });
    });

    it('rejects a status outside the two values and a missing body with 400', async () => {
      for (const payload of [{ status: 'Done' }, { status: 'completed' }, {}, { status: 1 }]) {
        const res = await call('PATCH', `/interview/${app.guid}`, { body: payload });
        expect(res.statusCode).toBe(400);
        expect(res.json<ErrorResponse>().fields?.[0]?.path).toBe('body.status');
      }
      expect((await applicationRow()).started_at).toBeNull();
    });
  });

  describe('POST /answer/:applicationGuid/initialize', () => {
    it('lists the questions in order with answers and attempts, and marks the start once', async () => {
      const [q1, q2, q3] = questionnaire.questionIds as [string, string, string];
      await answerQuestion(db(), app.applicationId, q1, 0);
      await insertAttempt(db(), app.applicationId, q2, 1, 'superseded');
      await insertAttempt(db(), app.applicationId, q2, 2, 'failed');
      await insertAttempt(db(), app.applicationId, q2, 3, 'finalized');
      await insertAttempt(db(), app.applicationId, q2, 4, 'failed');

      const res = await call('POST', `/answer/${app.guid}/initialize`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.json()).toEqual({
        applicationGuid: app.guid,
        status: 'Incomplete',
        questions: [
          {
            questionId: q1,
            questionText: 'Tell us about yourself.',
            answered: true,
            attemptsUsed: 1,
            attemptsLeft: 2,
          },
          {
            questionId: q2,
            questionText: 'Why this job?',
            answered: false,
            attemptsUsed: 4,
            attemptsLeft: 0,
          },
          {
            questionId: q3,
            questionText: 'Any questions?',
            answered: false,
            attemptsUsed: 0,
            attemptsLeft: 3,
          },
        ],
        // No settings and no accommodations: the spec's limits.
        answerTimeSeconds: 120,
        thinkTimeSeconds: 0,
        triesPerQuestion: 3,
        practiceQuestion: true,
        audioOnlyAllowed: false,
      });
      const startedAt = (await applicationRow()).started_at;
      expect(startedAt).not.toBeNull();

      const again = await call('POST', `/answer/${app.guid}/initialize`);
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual(res.json());
      expect((await applicationRow()).started_at).toBe(startedAt);
    });

    it('returns no questions when the application has no questionnaire', async () => {
      const bare = await createApplication(db(), company.companyId, jobId, null);
      const res = await call('POST', `/answer/${bare.guid}/initialize`);
      expect(res.statusCode).toBe(200);
      expect(res.json<InitializeAnswersResponse>().questions).toEqual([]);
    });

    it('still answers for a Completed interview, whose status tells the client', async () => {
      const done = await createApplication(db(), company.companyId, jobId, questionnaire.questionnaireId, {
        status: 'Completed',
      });
      const res = await call('POST', `/answer/${done.guid}/initialize`);
      expect(res.statusCode).toBe(200);
      expect(res.json<InitializeAnswersResponse>().status).toBe('Completed');
      expect((await applicationRow(done.applicationId)).started_at).toBeNull();
    });
  });

  describe('POST /interview/:applicantGuid/consent', () => {
    const consent = (body: object) => call('POST', `/interview/${app.guid}/consent`, { body });

    it('records consent with the time and the terms version', async () => {
      const res = await consent({ termsAccepted: true, privacyAccepted: true, transcriptionConsent: true });
      expect(res.statusCode).toBe(200);
      const body = res.json<{ consentedAt: string; termsVersion: string; transcriptionConsent: boolean }>();
      expect(body).toMatchObject({ termsVersion: TERMS_VERSION, transcriptionConsent: true });
      expect(await applicationRow()).toMatchObject({
        consent_at: body.consentedAt,
        consent_terms_version: TERMS_VERSION,
        transcription_consent: 1,
      });
      const view = await call('GET', `/interview/${app.guid}`);
      expect(view.json<ApplicantInterview[]>()[0]).toMatchObject({
        consentGiven: true,
        transcriptionConsent: true,
      });
    });

    it('lets the applicant change their mind about transcription before completing', async () => {
      await consent({ termsAccepted: true, privacyAccepted: true, transcriptionConsent: true });
      const res = await consent({ termsAccepted: true, privacyAccepted: true, transcriptionConsent: false });
      expect(res.statusCode).toBe(200);
      expect((await applicationRow()).transcription_consent).toBe(0);
    });

    it.each([
      [
        { termsAccepted: false, privacyAccepted: true, transcriptionConsent: true },
        'You must accept the terms of use to continue.',
      ],
      [
        { privacyAccepted: true, transcriptionConsent: true },
        'You must accept the terms of use to continue.',
      ],
      [
        { termsAccepted: true, privacyAccepted: false, transcriptionConsent: true },
        'You must accept the privacy policy to continue.',
      ],
      [
        { termsAccepted: true, privacyAccepted: 'yes', transcriptionConsent: true },
        'You must accept the privacy policy to continue.',
      ],
      [{ termsAccepted: true, privacyAccepted: true }, 'transcriptionConsent must be true or false'],
      [
        { termsAccepted: true, privacyAccepted: true, transcriptionConsent: 'true' },
        'transcriptionConsent must be true or false',
      ],
    ])('refuses %j with 400 and writes nothing', async (payload, message) => {
      const res = await consent(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json<ErrorResponse>().message).toBe(message);
      expect(await applicationRow()).toMatchObject({
        consent_at: null,
        consent_terms_version: null,
        transcription_consent: 0,
      });
    });

    it('refuses consent changes on a Completed interview (409)', async () => {
      const done = await createApplication(db(), company.companyId, jobId, questionnaire.questionnaireId, {
        status: 'Completed',
        consent: false,
      });
      const res = await call('POST', `/interview/${done.guid}/consent`, {
        body: {
          termsAccepted: true,
          privacyAccepted: true,
          transcriptionConsent: true,
        },
      });
      expect(res.statusCode).toBe(409);
      expect(res.json<ErrorResponse>().message).toBe(ALREADY_COMPLETED);
      expect(await applicationRow(done.applicationId)).toMatchObject({
        consent_at: null,
        transcription_consent: 0,
      });
    });
  });

  it('a guid reaches only its own application', async () => {
    const other = await createApplication(db(), company.companyId, jobId, questionnaire.questionnaireId);
    await call('PATCH', `/interview/${app.guid}`, { body: { status: 'Incomplete' } });
    expect((await applicationRow(other.applicationId)).started_at).toBeNull();
    const res = await call('GET', `/interview/${other.guid}`);
    expect(res.json<ApplicantInterview[]>()[0]?._id).toBe(other.applicationId);
  });
});

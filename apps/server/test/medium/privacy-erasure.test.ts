import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EraseInterviewResult, InterviewDetail, InterviewList } from '@vi/contracts';
import { createTwoTenants, type TwoTenants } from '../factories/company.factory.js';
import { createJob } from '../factories/job.factory.js';
import { createQuestionnaire } from '../factories/questionnaire.factory.js';
import { makeVideoWebm } from '../fixtures/media.js';
import { completeInterview, listFiles, type CompletedInterview } from '../helpers/complete-interview.js';
import { waitFor } from '../helpers/wait-for.js';
import { metadataFor, RecordingClient, ServerError } from '../helpers/ws-client.js';
import { createTestApp, DIALECTS, type TestApp } from '../helper.js';
import { scaled } from '../helpers/time-scale.js';

/**
 * Erasure (docs/privacy.md), as an applicant and a recruiter use it: a real interview (recorded over the
 * channel, stored in the media folder, transcribed, with a resume, a note, a share link, a reminder,
 * a webhook delivery and mails) is erased over HTTP, and afterwards nothing personal of it is found
 * anywhere: not in storage, not in an API answer, not in the database; the guid opens nothing.
 */
describe.each(DIALECTS)('erasure (%s)', (dialect) => {
  let t: TestApp;
  let baseUrl: string;
  let tenants: TwoTenants;
  let jobId: number;
  let questionnaire: { questionnaireId: string; questionIds: string[] };
  let webm: Buffer;
  const work = mkdtempSync(path.join(tmpdir(), 'vi-erasure-'));
  const mediaDir = () => path.join(t.dataDir, 'media');
  const authA = () => ({ authorization: `Bearer ${tenants.tokenA}` });
  const db = () => t.database.db;

  beforeAll(async () => {
    t = await createTestApp(dialect, { TRANSCRIBE_ENGINE: 'none' });
    baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
    tenants = await createTwoTenants(t);
    jobId = await createJob(db(), tenants.a.companyId, { title: 'Night Shift Lead' });
    questionnaire = await createQuestionnaire(db(), tenants.a.companyId, tenants.a.userId, {
      contentType: 'Video',
      questions: ['Tell us about yourself.', 'Why this job?'],
    });
    webm = await makeVideoWebm(path.join(work, 'answer.webm'), { seconds: 2 });
  }, scaled(60_000));
  afterAll(async () => {
    await t?.close();
    rmSync(work, { recursive: true, force: true });
  });

  const complete = () =>
    completeInterview({
      db: db(),
      storage: t.app.storage,
      baseUrl,
      companyId: tenants.a.companyId,
      jobId,
      ...questionnaire,
      webm,
      invitedBy: tenants.a.userId,
    });

  const erase = (guid: string, payload?: unknown) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/interview/${guid}/erase`,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  async function filesOf(interview: CompletedInterview) {
    return (await listFiles(mediaDir())).filter(
      (f) => f.includes(interview.applicationId) || interview.keys.includes(f),
    );
  }

  /** Every folder under the data folder whose path names the interview. */
  async function foldersNaming(applicationId: string): Promise<string[]> {
    const entries = await readdir(t.dataDir, { recursive: true, withFileTypes: true });
    return entries
      .filter((e) => e.isDirectory())
      .map((e) => path.relative(t.dataDir, path.join(e.parentPath, e.name)))
      .filter((p) => p.includes(applicationId));
  }

  /** Nothing personal of the interview in a text (an API answer, a stored row). */
  function expectNoPersonalData(text: string, interview: CompletedInterview) {
    for (const value of [
      interview.lastName,
      interview.email,
      interview.phone,
      interview.marker,
      interview.guid,
    ]) {
      expect(text).not.toContain(value);
    }
  }

  it(
    'refuses an erasure without { confirm: true } and keeps everything',
    async () => {
      const interview = await complete();
      for (const body of [
        undefined,
        {},
        { confirm: false },
        { confirm: 'yes' },
        { confirm: true, also: 1 },
      ]) {
        const response = await erase(interview.guid, body);
        expect(response.statusCode, JSON.stringify(body)).toBe(400);
      }
      expect(await filesOf(interview)).toHaveLength(interview.keys.length);
      expect(
        (await t.app.inject({ method: 'GET', url: `/api/v1/interview/${interview.guid}` })).statusCode,
      ).toBe(200);
      const row = await db()
        .selectFrom('applications')
        .select(['deleted_at', 'deletion_requested_at'])
        .where('id', '=', interview.applicationId)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ deleted_at: null, deletion_requested_at: null });
    },
    scaled(60_000),
  );

  it(
    "erases the applicant's interview everywhere and leaves a tombstone the recruiter sees",
    async () => {
      const interview = await complete();
      const id = interview.applicationId;
      expect((await filesOf(interview)).sort()).toEqual([...interview.keys].sort());

      // What points at the interview before: a share link, a note, a reminder, a client report, mails
      // and a webhook delivery holding the applicant's name and link; an endpoint that hears erasures.
      const share = await t.app.inject({
        method: 'POST',
        url: `/api/v1/company/${tenants.a.companyId}/share-links`,
        headers: authA(),
        payload: { interviewIds: [id], expiresInDays: 7 },
      });
      expect(share.statusCode).toBe(201);
      const token = share.json<{ url: string }>().url.split('/').pop()!;
      expect((await t.app.inject({ method: 'GET', url: `/api/v1/shared/${token}` })).body).toContain(
        interview.marker,
      );
      const note = await t.app.inject({
        method: 'POST',
        url: `/api/v1/interviews/${id}/notes`,
        headers: authA(),
        payload: { text: `${interview.firstName} mentioned the ${interview.marker}` },
      });
      expect(note.statusCode).toBe(201);
      const now = new Date().toISOString();
      await db()
        .insertInto('invitation_notices')
        .values({
          id: randomUUID(),
          application_id: id,
          kind: 'after_invite',
          occasion: 'invite',
          status: 'queued',
          lease_until: null,
          attempts: 0,
          last_error: null,
          created_at: now,
          updated_at: now,
        })
        .execute();
      await db()
        .insertInto('client_logs')
        .values({
          id: randomUUID(),
          application_guid: interview.guid,
          level: 'error',
          message: 'camera busy',
          notes: null,
          context: null,
          ip: '127.0.0.1',
          created_at: now,
        })
        .execute();
      await db()
        .insertInto('outbox_mail')
        .values({
          id: randomUUID(),
          to_address: interview.email,
          subject: 'Your interview',
          text_body: `Hello Zelda, http://localhost:3001/v1/interview/onboarding/${interview.guid}`,
          html_body: null,
          status: 'logged',
          attempts: 0,
          last_error: null,
          created_at: now,
          sent_at: null,
        })
        .execute();
      const endpointId = randomUUID();
      await db()
        .insertInto('webhook_endpoints')
        .values({
          id: endpointId,
          company_id: tenants.a.companyId,
          url: 'https://hooks.example.com/vi',
          events: JSON.stringify(['invitation.created', 'interview.erased']),
          secret: 'whsec_dGVzdHNlY3JldHRlc3RzZWNyZXQ=',
          previous_secret: null,
          previous_secret_until: null,
          secret_rotated_at: null,
          created_by: tenants.a.userId,
          created_at: now,
        })
        .execute();
      const deliveryId = `msg_${randomUUID()}`;
      await db()
        .insertInto('webhook_deliveries')
        .values({
          id: deliveryId,
          endpoint_id: endpointId,
          event_type: 'invitation.created',
          payload: JSON.stringify({
            type: 'invitation.created',
            timestamp: now,
            data: {
              companyId: tenants.a.companyId,
              interviewId: id,
              jobId,
              questionnaireId: questionnaire.questionnaireId,
              applicationGuid: interview.guid,
              interviewUrl: `http://localhost:3001/v1/interview/onboarding/${interview.guid}`,
              applicant: {
                firstName: interview.firstName,
                lastName: interview.lastName,
                email: interview.email,
              },
            },
          }),
          status: 'failed',
          attempts: 5,
          next_attempt_at: null,
          created_at: now,
          updated_at: now,
        })
        .execute();
      const before = await t.app.inject({ method: 'GET', url: `/api/v1/interviews/${id}`, headers: authA() });
      const recruiterMedia = before
        .json<InterviewDetail>()
        .responses.flatMap((r) => [r.videoUrl, r.thumbnailUrl]);

      const response = await erase(interview.guid, { confirm: true });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      const result = response.json<EraseInterviewResult>();
      expect(result).toMatchObject({
        erased: true,
        deletion: { reason: 'applicant_request', retentionDays: null },
      });

      // Storage: no media, audio, thumbnail, resume or staged take of it is left.
      expect(await filesOf(interview)).toEqual([]);
      for (const key of interview.keys) expect(await t.app.storage.stat(key)).toBeUndefined();
      expect(existsSync(path.join(t.dataDir, 'staging', id))).toBe(false);
      // Nor an empty folder named by it (answers/<id>/<question>, resumes/<company>/<id>).
      expect(await foldersNaming(id)).toEqual([]);

      // The guid opens nothing: applicant routes, media and the recording channel.
      const guid = interview.guid;
      const applicantCalls = [
        { method: 'GET' as const, url: `/api/v1/interview/${guid}` },
        { method: 'PATCH' as const, url: `/api/v1/interview/${guid}`, payload: { status: 'Incomplete' } },
        {
          method: 'POST' as const,
          url: `/api/v1/interview/${guid}/consent`,
          payload: { termsAccepted: true, privacyAccepted: true, transcriptionConsent: true },
        },
        { method: 'POST' as const, url: `/api/v1/answer/${guid}/initialize` },
        { method: 'POST' as const, url: `/api/v1/interview/${guid}/erase`, payload: { confirm: true } },
        ...interview.answerIds.map((a) => ({
          method: 'GET' as const,
          url: `/api/v1/media/answers/${a}/video?guid=${guid}`,
        })),
      ];
      for (const call of applicantCalls) {
        const status = (await t.app.inject(call)).statusCode;
        expect([404, 410], `${call.method} ${call.url}`).toContain(status);
      }
      for (const url of recruiterMedia) {
        if (url) expect((await t.app.inject({ method: 'GET', url, headers: authA() })).statusCode).toBe(404);
      }
      const client = await RecordingClient.connect(baseUrl, 'video');
      await expect(client.start(metadataFor(guid, questionnaire.questionIds[0]!))).rejects.toBeInstanceOf(
        ServerError,
      );
      await client.close();

      // The recruiter sees the tombstone, in the detail and in the list, and nothing personal.
      const detail = await t.app.inject({ method: 'GET', url: `/api/v1/interviews/${id}`, headers: authA() });
      expect(detail.statusCode).toBe(200);
      expect(detail.json<InterviewDetail>()).toMatchObject({
        id,
        applicationGuid: '',
        applicantName: '',
        applicantEmail: '',
        applicantPhone: null,
        hasResume: false,
        resumeUrl: null,
        thumbnailUrl: null,
        responses: [],
        jobTitle: 'Night Shift Lead',
        status: 'Completed',
        deletion: result.deletion,
      });
      expectNoPersonalData(detail.body, interview);
      const list = await t.app.inject({
        method: 'GET',
        url: `/api/v1/company/${tenants.a.companyId}/interviews?limit=100`,
        headers: authA(),
      });
      const listed = list.json<InterviewList>().data.find((i) => i.id === id);
      expect(listed?.deletion).toEqual(result.deletion);
      expectNoPersonalData(list.body, interview);
      for (const q of [interview.marker, interview.lastName]) {
        const search = await t.app.inject({
          method: 'GET',
          url: `/api/v1/company/${tenants.a.companyId}/interviews?q=${q}`,
          headers: authA(),
        });
        expect(search.json<InterviewList>().total).toBe(0);
      }
      const csv = await t.app.inject({
        method: 'GET',
        url: `/api/v1/company/${tenants.a.companyId}/interviews.csv`,
        headers: authA(),
      });
      expectNoPersonalData(csv.body, interview);
      expect(
        (await t.app.inject({ method: 'GET', url: `/api/v1/interviews/${id}/resume`, headers: authA() }))
          .statusCode,
      ).toBe(404);
      const notes = await t.app.inject({
        method: 'GET',
        url: `/api/v1/interviews/${id}/notes`,
        headers: authA(),
      });
      expectNoPersonalData(notes.body, interview);
      const shared = await t.app.inject({ method: 'GET', url: `/api/v1/shared/${token}` });
      expect(shared.body).not.toContain(id);
      expectNoPersonalData(shared.body, interview);

      // The recruiter is told: the activity log, a mail without the applicant's data, a webhook event.
      const activity = await t.app.inject({
        method: 'GET',
        url: `/api/v1/interviews/${id}/activity`,
        headers: authA(),
      });
      const erasedEntries = activity
        .json<{ data: { type: string; details: Record<string, unknown> }[] }>()
        .data.filter((e) => e.type === 'erased');
      expect(erasedEntries).toEqual([
        expect.objectContaining({ details: { reason: 'applicant_request', retentionDays: null } }),
      ]);
      const mail = await waitFor(
        () =>
          db()
            .selectFrom('outbox_mail')
            .selectAll()
            .where('to_address', '=', 'riley@example.com')
            .where('subject', 'like', '%erased%')
            .executeTakeFirst(),
        { message: 'the erasure mail to the recruiter' },
      );
      expect(mail.text_body).toContain('An applicant for Night Shift Lead erased their interview on');
      expectNoPersonalData(`${mail.subject}${mail.text_body}${mail.html_body}`, interview);
      const deliveries = await db()
        .selectFrom('webhook_deliveries')
        .select(['id', 'event_type', 'payload'])
        .where('endpoint_id', '=', endpointId)
        .execute();
      expect(deliveries.map((d) => d.event_type).sort()).toEqual(['interview.erased', 'invitation.created']);
      for (const delivery of deliveries) {
        expect(delivery.payload).toContain(id);
        expectNoPersonalData(delivery.payload, interview);
      }

      // The database keeps nothing personal of it; queued work for it is cancelled.
      const left = await Promise.all([
        db().selectFrom('answers').select('id').where('application_id', '=', id).execute(),
        db().selectFrom('answer_attempts').select('id').where('application_id', '=', id).execute(),
        db().selectFrom('transcripts').select('id').where('answer_id', 'in', interview.answerIds).execute(),
        db().selectFrom('interview_search').select('id').where('application_id', '=', id).execute(),
        db().selectFrom('interview_notes').select('id').where('application_id', '=', id).execute(),
        db()
          .selectFrom('share_link_interviews')
          .select('share_link_id')
          .where('application_id', '=', id)
          .execute(),
        db().selectFrom('client_logs').select('id').where('application_guid', '=', guid).execute(),
        db().selectFrom('applicants').select('id').where('email', '=', interview.email).execute(),
        db()
          .selectFrom('outbox_mail')
          .select('id')
          .where((eb) =>
            eb.or([eb('to_address', '=', interview.email), eb('text_body', 'like', `%${guid}%`)]),
          )
          .execute(),
      ]);
      expect(left.map((rows) => rows.length)).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0]);
      const notices = await db()
        .selectFrom('invitation_notices')
        .select('status')
        .where('application_id', '=', id)
        .execute();
      expect(notices.map((n) => n.status)).toEqual(['skipped']);
      const application = await db()
        .selectFrom('applications')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(application).toMatchObject({
        resume_key: null,
        resume_name: null,
        deletion_reason: 'applicant_request',
      });
      expect(application.guid).not.toBe(guid);
      expect(application.deleted_at).toBe(result.deletion.deletedAt);

      // The audit log records the erasure by the applicant, by the interview's id, with nothing personal.
      const audit = await t.app.inject({
        method: 'GET',
        url: `/api/v1/company/${tenants.a.companyId}/audit?interviewId=${id}&type=erased`,
        headers: authA(),
      });
      expect(audit.statusCode, audit.body).toBe(200);
      const entries = audit.json<{ data: { type: string; actor: { kind: string }; details: object }[] }>()
        .data;
      expect(entries.map((e) => [e.type, e.actor.kind, e.details])).toEqual([
        ['erased', 'applicant', { reason: 'applicant_request', retentionDays: null }],
      ]);
      const wholeLog = await t.app.inject({
        method: 'GET',
        url: `/api/v1/company/${tenants.a.companyId}/audit.csv`,
        headers: authA(),
      });
      expectNoPersonalData(wholeLog.body, interview);
    },
    scaled(90_000),
  );

  it(
    'lets a recruiter erase an interview of their company only, and answers a repeat alike',
    async () => {
      const interview = await complete();
      const id = interview.applicationId;
      const other = await t.app.inject({
        method: 'DELETE',
        url: `/api/v1/interviews/${id}`,
        headers: { authorization: `Bearer ${tenants.tokenB}` },
      });
      expect(other.statusCode).toBe(404);
      expect(await filesOf(interview)).toHaveLength(interview.keys.length);
      expect((await t.app.inject({ method: 'DELETE', url: `/api/v1/interviews/${id}` })).statusCode).toBe(
        401,
      );

      const first = await t.app.inject({
        method: 'DELETE',
        url: `/api/v1/interviews/${id}`,
        headers: authA(),
      });
      expect(first.statusCode).toBe(200);
      expect(first.json<EraseInterviewResult>().deletion).toMatchObject({
        reason: 'recruiter_request',
        retentionDays: null,
      });
      expect(await filesOf(interview)).toEqual([]);
      expect(await foldersNaming(id)).toEqual([]);
      expect(
        (await t.app.inject({ method: 'GET', url: `/api/v1/interview/${interview.guid}` })).statusCode,
      ).toBe(404);
      const again = await t.app.inject({
        method: 'DELETE',
        url: `/api/v1/interviews/${id}`,
        headers: authA(),
      });
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual(first.json());
      const detail = await t.app.inject({ method: 'GET', url: `/api/v1/interviews/${id}`, headers: authA() });
      expectNoPersonalData(detail.body, interview);
      expect(detail.json<InterviewDetail>().deletion?.reason).toBe('recruiter_request');
      const activity = await t.app.inject({
        method: 'GET',
        url: `/api/v1/interviews/${id}/activity`,
        headers: authA(),
      });
      const erased = activity
        .json<{ data: { type: string; actorUserId: number | null }[] }>()
        .data.filter((e) => e.type === 'erased');
      expect(erased).toEqual([expect.objectContaining({ actorUserId: tenants.a.userId })]);
      expect(
        (await t.app.inject({ method: 'DELETE', url: '/api/v1/interviews/not-an-id', headers: authA() }))
          .statusCode,
      ).toBe(404);
    },
    scaled(60_000),
  );
});

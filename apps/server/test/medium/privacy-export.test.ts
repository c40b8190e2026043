import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AI_NOTICE_VERSION,
  APPLICANT_EXPORT_LIMITS,
  TERMS_VERSION,
  type ErrorResponse,
  type YourDataSummary,
} from '@vi/contracts';
import { upsertTranscript } from '../../src/background/transcribe-answer.repository.js';
import { createApplication } from '../factories/application.factory.js';
import { createTwoTenants, type TwoTenants } from '../factories/company.factory.js';
import { createJob } from '../factories/job.factory.js';
import { createQuestionnaire } from '../factories/questionnaire.factory.js';
import { makeVideoWebm, splitIntoChunks } from '../fixtures/media.js';
import { createTestApp, DIALECTS, type TestApp } from '../helper.js';
import { processedAnswer } from '../helpers/answer-media.js';
import { metadataFor, RecordingClient } from '../helpers/ws-client.js';
import { scaled } from '../helpers/time-scale.js';

const run = promisify(execFile);
const work = mkdtempSync(path.join(tmpdir(), 'vi-export-'));
let video: Buffer;

beforeAll(async () => {
  video = await makeVideoWebm(path.join(work, 'answer.webm'), { seconds: 2 });
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** The zip's entries and a reader of one, with Debian's unzip: nothing of the server's code reads it. */
async function openZip(bytes: Buffer, name: string) {
  const file = path.join(work, name);
  await writeFile(file, bytes);
  await run('unzip', ['-tq', file]);
  const { stdout } = await run('unzip', ['-Z1', file]);
  const entries = stdout.split('\n').filter(Boolean);
  const read = async (entry: string) =>
    (await run('unzip', ['-p', file, entry], { encoding: 'buffer', maxBuffer: 64 << 20 })).stdout;
  return { entries, read };
}

async function storedBytes(t: TestApp, key: string): Promise<Buffer> {
  const object = await t.app.storage.get(key);
  if (!object) throw new Error(`no object ${key}`);
  const chunks: Buffer[] = [];
  for await (const chunk of object.stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe.each(DIALECTS)("the applicant's export (%s)", (dialect) => {
  let t: TestApp;
  let base: string;
  let tenants: TwoTenants;
  let jobId: number;

  beforeAll(async () => {
    t = await createTestApp(dialect, { TRANSCRIBE_ENGINE: 'none' });
    base = (await t.app.listen({ port: 0, host: '127.0.0.1' })).replace(/^http/, 'ws');
    tenants = await createTwoTenants(t);
    jobId = await createJob(t.database.db, tenants.a.companyId, {
      title: 'Warehouse Lead',
      company_name: 'Northwind Robotics',
      description:
        '<p>Lead the <strong>night shift</strong> &amp; keep it safe.</p><ul><li>Forklifts</li></ul>',
    });
  }, scaled(60_000));
  afterAll(async () => {
    await t?.close();
  });

  /** An invited applicant who consents over HTTP and answers every question over the recording channel. */
  async function completeInterview(person: { firstName: string; lastName: string; email: string }) {
    const { questionnaireId, questionIds } = await createQuestionnaire(
      t.database.db,
      tenants.a.companyId,
      tenants.a.userId,
      { contentType: 'Video', questions: ['Why this job?', 'Tell us about a hard day.'] },
    );
    const application = await createApplication(t.database.db, tenants.a.companyId, jobId, questionnaireId, {
      ...person,
      consent: false,
    });
    const consent = await t.app.inject({
      method: 'POST',
      url: `/api/v1/interview/${application.guid}/consent`,
      payload: { termsAccepted: true, privacyAccepted: true, transcriptionConsent: true },
    });
    expect(consent.statusCode).toBe(200);
    const client = await RecordingClient.connect(base, 'video');
    for (const [i, questionId] of questionIds.entries()) {
      const { answerSubmitted, started } = await client.recordAnswer(
        metadataFor(application.guid, questionId, { isLastQuestion: i === questionIds.length - 1 }),
        splitIntoChunks(video, 3),
      );
      expect(answerSubmitted.isReconciled).toBe(true);
      await processedAnswer(t.database.db, started.recordingId, { status: 'ready' });
    }
    await client.close();
    const answers = await t.database.db
      .selectFrom('answers')
      .selectAll()
      .where('application_id', '=', application.applicationId)
      .orderBy('position')
      .execute();
    return { ...application, answers };
  }

  const exportOf = (guid: string) => t.app.inject({ method: 'GET', url: `/api/v1/interview/${guid}/export` });

  it(
    'is a zip of the media as stored, the transcripts, the consent with its versions, and nobody else',
    async () => {
      const maya = await completeInterview({
        firstName: 'Maya',
        lastName: 'Chen',
        email: 'maya@example.com',
      });
      const omar = await completeInterview({
        firstName: 'Omar',
        lastName: 'Haddad',
        email: 'omar@example.com',
      });
      // A transcript as the engine stores it (the engine is off here), with timed lines.
      await upsertTranscript(t.database.db, maya.answers[0]!.id, {
        status: 'done',
        engine: 'pocketsphinx',
        text: 'I like night shifts',
        segments: JSON.stringify([{ start: 0.5, end: 1.75, text: 'I like night shifts' }]),
        error: null,
      });

      const res = await exportOf(maya.guid);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/zip');
      expect(res.headers['cache-control']).toBe('no-store');
      const disposition = String(res.headers['content-disposition']);
      expect(disposition).toMatch(/^attachment; filename="interview-export-\d{4}-\d{2}-\d{2}\.zip"/);
      expect(disposition).not.toMatch(/maya|chen/i);

      const zip = await openZip(res.rawPayload, `maya-${dialect}.zip`);
      const folder = zip.entries[0]!.split('/')[0]!;
      expect(folder).toMatch(/^interview-export-\d{4}-\d{2}-\d{2}$/);
      expect(zip.entries.map((e) => e.slice(folder.length + 1)).sort()).toEqual(
        [
          'README.txt',
          'answers/question-01.jpg',
          'answers/question-01.webm',
          'answers/question-02.jpg',
          'answers/question-02.webm',
          'consent.json',
          'interview.json',
          'job.txt',
          'transcripts.json',
          'transcripts/question-01.txt',
          'transcripts/question-02.txt',
        ].sort(),
      );

      // Each answer's media byte for byte as stored.
      for (const [i, answer] of maya.answers.entries()) {
        const inZip = await zip.read(`${folder}/answers/question-0${i + 1}.webm`);
        expect(inZip.equals(await storedBytes(t, answer.media_key))).toBe(true);
        expect(inZip.length).toBeGreaterThan(1000);
      }

      const consent = JSON.parse((await zip.read(`${folder}/consent.json`)).toString()) as Record<
        string,
        unknown
      >;
      expect(consent).toMatchObject({
        termsVersion: TERMS_VERSION,
        aiNoticeVersion: AI_NOTICE_VERSION,
        // No engine here, so the notice said answers are not transcribed and no consent to it was kept.
        transcriptionConsent: false,
      });
      expect(typeof consent.consentedAt).toBe('string');

      const interview = JSON.parse((await zip.read(`${folder}/interview.json`)).toString()) as {
        applicant: object;
        application: Record<string, string | null>;
        job: Record<string, string>;
      };
      expect(interview.applicant).toEqual({
        firstName: 'Maya',
        lastName: 'Chen',
        email: 'maya@example.com',
        phone: null,
      });
      expect(interview.application.status).toBe('Completed');
      for (const key of ['invitedAt', 'startedAt', 'completedAt'])
        expect(interview.application[key]).toEqual(expect.any(String));
      expect(interview.job).toEqual({
        title: 'Warehouse Lead',
        company: 'Northwind Robotics',
        description: 'Lead the night shift & keep it safe.\n\n- Forklifts',
      });

      const job = (await zip.read(`${folder}/job.txt`)).toString();
      expect(job).toContain('Lead the night shift & keep it safe.');
      expect(job).not.toMatch(/<[a-z]/i);

      expect((await zip.read(`${folder}/transcripts/question-01.txt`)).toString()).toContain(
        '[0:00–0:01] I like night shifts',
      );
      expect((await zip.read(`${folder}/transcripts/question-02.txt`)).toString()).toContain(
        'This answer was not transcribed.',
      );
      const transcripts = JSON.parse((await zip.read(`${folder}/transcripts.json`)).toString()) as unknown[];
      expect(transcripts[0]).toMatchObject({
        question: 1,
        status: 'done',
        text: 'I like night shifts',
        segments: [{ start: 0.5, end: 1.75, text: 'I like night shifts' }],
      });

      // Nothing of the other applicant: not their name, address or guid, nor any of their files.
      const everything = Buffer.concat(
        await Promise.all(zip.entries.filter((e) => !e.endsWith('/')).map((e) => zip.read(e))),
      ).toString('latin1');
      for (const other of ['Omar', 'Haddad', 'omar@example.com', omar.guid, omar.applicationId])
        expect(everything).not.toContain(other);
      for (const answer of omar.answers) expect(everything).not.toContain(answer.id);
    },
    scaled(120_000),
  );

  it('says what the "Your data" page needs without personal fields, and refuses unknown guids', async () => {
    const { questionnaireId } = await createQuestionnaire(
      t.database.db,
      tenants.a.companyId,
      tenants.a.userId,
    );
    const app = await createApplication(t.database.db, tenants.a.companyId, jobId, questionnaireId, {
      firstName: 'Sofia',
    });
    const summary = await t.app.inject({ method: 'GET', url: `/api/v1/interview/${app.guid}/your-data` });
    expect(summary.statusCode).toBe(200);
    expect(summary.json<YourDataSummary>()).toEqual({
      jobTitle: 'Warehouse Lead',
      companyName: 'Northwind Robotics',
      status: 'Incomplete',
      answerCount: 0,
      otherAnswerCount: 0,
      hasResume: false,
      completedAt: null,
    });
    expect(summary.body).not.toContain('Sofia');
    // Reading it does not count as opening the interview (the funnel's "opened").
    const row = await t.database.db
      .selectFrom('applications')
      .select('opened_at')
      .where('id', '=', app.applicationId)
      .executeTakeFirstOrThrow();
    expect(row.opened_at).toBeNull();

    // An interview without answers exports too: the documents, no media.
    const empty = await exportOf(app.guid);
    expect(empty.statusCode).toBe(200);
    const zip = await openZip(empty.rawPayload, `empty-${dialect}.zip`);
    expect(zip.entries.some((e) => e.includes('/answers/'))).toBe(false);
    expect(zip.entries.some((e) => e.endsWith('/consent.json'))).toBe(true);

    for (const guid of ['abc', crypto.randomUUID(), encodeURIComponent('../../etc/passwd')]) {
      for (const url of [`/api/v1/interview/${guid}/export`, `/api/v1/interview/${guid}/your-data`]) {
        const res = await t.app.inject({ method: 'GET', url });
        expect(res.statusCode).toBe(404);
        expect(res.json<ErrorResponse>().message).toBe('No application found for this applicant.');
      }
    }
  });

  it(`refuses more than ${APPLICANT_EXPORT_LIMITS.perAddressPerMinute} exports a minute from one address`, async () => {
    const { questionnaireId } = await createQuestionnaire(
      t.database.db,
      tenants.a.companyId,
      tenants.a.userId,
    );
    const { guid } = await createApplication(t.database.db, tenants.a.companyId, jobId, questionnaireId);
    const statuses: number[] = [];
    for (let i = 0; i <= APPLICANT_EXPORT_LIMITS.perAddressPerMinute + 1; i++) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/v1/interview/${guid}/export`,
        remoteAddress: '203.0.113.9',
      });
      statuses.push(res.statusCode);
    }
    // The earlier tests' exports came from another address and do not count here.
    expect(statuses.filter((s) => s === 200)).toHaveLength(APPLICANT_EXPORT_LIMITS.perAddressPerMinute);
    expect(statuses.at(-1)).toBe(429);
  });
});

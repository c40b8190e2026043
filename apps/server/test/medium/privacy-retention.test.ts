import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InterviewDetail, RetentionPreview } from '@vi/contracts';
// @ts-expect-error -- plain JS build helper shared with npm start; it has no type declarations
import { ensureServerBuilt, ROOT } from '../../../../scripts/lib/build.mjs';
import type { Storage } from '../../src/infra/storage/storage.js';
import { createErasureService } from '../../src/modules/privacy/erasure.service.js';
import { createRetentionService } from '../../src/modules/privacy/retention.service.js';
import { createAnswer } from '../factories/answer.factory.js';
import { createApplication } from '../factories/application.factory.js';
import { createTwoTenants, type TwoTenants } from '../factories/company.factory.js';
import { createJob } from '../factories/job.factory.js';
import { createQuestionnaire } from '../factories/questionnaire.factory.js';
import { makeVideoWebm } from '../fixtures/media.js';
import { completeInterview, listFiles } from '../helpers/complete-interview.js';
import { waitFor } from '../helpers/wait-for.js';
import { startS3rver, type S3rverFixture } from '../s3rver-fixture.js';
import { createTestApp, DIALECTS, TEST_JWT_SECRET, type TestApp } from '../helper.js';
import { createLocalTakeStore } from '../../src/modules/recordings/take-store/local-take-store.js';
import { scaled } from '../helpers/time-scale.js';

const DAY_MS = 86_400_000;
const CLI = path.join(ROOT as string, 'apps/server/dist/cli.js');
const daysFromNow = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString();

/**
 * The retention rule (docs/privacy.md) over S3 (s3rver): a real interview's files are deleted from the object store
 * by `retention --as-of` (the CLI as a process) and by the scheduled service, once however many run at
 * the same time; the preview lists exactly what the rule will delete.
 */
describe.each(DIALECTS)('retention (%s)', (dialect) => {
  let s3: S3rverFixture;
  let t: TestApp;
  let baseUrl: string;
  let tenants: TwoTenants;
  let jobId: number;
  let questionnaire: { questionnaireId: string; questionIds: string[] };
  const work = mkdtempSync(path.join(tmpdir(), 'vi-retention-'));
  const db = () => t.database.db;
  const authA = () => ({ authorization: `Bearer ${tenants.tokenA}` });
  let s3Env: Record<string, string>;

  beforeAll(async () => {
    (ensureServerBuilt as () => void)();
    s3 = await startS3rver();
    s3Env = {
      S3_BUCKET: s3.config.bucket,
      S3_ENDPOINT: s3.config.endpoint!,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    };
    // The app's own scheduled retention pass runs once at start (nothing is due yet) and then not for a
    // day: a pass of its own a minute in would erase interviews these tests expect their passes to.
    t = await createTestApp(dialect, {
      TRANSCRIBE_ENGINE: 'none',
      SCHEDULER_INTERVAL_MS: '86400000',
      ...s3Env,
    });
    baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
    tenants = await createTwoTenants(t);
    jobId = await createJob(db(), tenants.a.companyId, { title: 'Harbour Pilot' });
    questionnaire = await createQuestionnaire(db(), tenants.a.companyId, tenants.a.userId, {
      contentType: 'Video',
      questions: ['Tell us about yourself.', 'Why this job?'],
    });
    await setRetention(tenants.tokenA, tenants.a.companyId, 30);
  }, scaled(180_000));
  afterAll(async () => {
    await t?.close();
    await s3?.close();
    rmSync(work, { recursive: true, force: true });
  });

  async function setRetention(token: string, companyId: number, retentionDays: number | null) {
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/company/${companyId}/settings`,
      headers: { authorization: `Bearer ${token}` },
      payload: { retentionDays },
    });
    expect(response.statusCode).toBe(200);
  }

  /** The CLI as an admin runs it, with the server's own environment. */
  async function cli(args: string[]) {
    const database = t.config.database;
    const child = spawn(process.execPath, [CLI, ...args], {
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'test',
        DATA_DIR: t.dataDir,
        JWT_SECRET: TEST_JWT_SECRET,
        DEMO_SEED: 'false',
        LOG_LEVEL: 'warn',
        PUBLIC_URL: 'http://localhost:3001',
        ...(database.dialect === 'postgres'
          ? { DATABASE_URL: database.url, DATABASE_SCHEMA: database.schema ?? 'public' }
          : {}),
        ...s3Env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    return { code, stdout, stderr };
  }

  const s3FilesOf = async (applicationId: string) =>
    (await listFiles(s3.directory)).filter(
      (f) => f.includes(applicationId) && !f.endsWith('._S3rver_metadata.json'),
    );

  /** An interview of company A completed `daysAgo` days ago, with two answers and a resume in S3. */
  async function completedDaysAgo(daysAgo: number, storage: Storage = t.app.storage) {
    const app = await createApplication(db(), tenants.a.companyId, jobId, questionnaire.questionnaireId, {
      status: 'Completed',
      createdAt: daysFromNow(-daysAgo - 1),
    });
    await db()
      .updateTable('applications')
      .set({ completed_at: daysFromNow(-daysAgo) })
      .where('id', '=', app.applicationId)
      .execute();
    const keys: string[] = [];
    for (const [position, questionKey] of questionnaire.questionIds.entries()) {
      const base = `answers/${app.applicationId}/${questionKey}/${randomUUID()}`;
      const answer = await createAnswer(db(), app.applicationId, {
        questionKey,
        position,
        mediaKey: `${base}.webm`,
        audioKey: `${base}.wav`,
        thumbnailKey: `${base}.jpg`,
      });
      for (const key of [answer.mediaKey, answer.audioKey!, answer.thumbnailKey!]) {
        await storage.put(key, Buffer.from(`bytes of ${key}`));
        keys.push(key);
      }
    }
    return { ...app, keys };
  }

  it('previews exactly the interviews the rule deletes in the window', async () => {
    // Company B's own rule and data, so nothing else in this file changes what it sees.
    const jobB = await createJob(db(), tenants.b.companyId, { title: 'Deckhand' });
    const make = async (fields: {
      status: 'Completed' | 'Incomplete';
      completedAt?: string;
      deadline?: string;
    }) => {
      const app = await createApplication(db(), tenants.b.companyId, jobB, null, { status: fields.status });
      await db()
        .updateTable('applications')
        .set({ completed_at: fields.completedAt ?? null, deadline: fields.deadline ?? null })
        .where('id', '=', app.applicationId)
        .execute();
      return app.applicationId;
    };
    const overdue = await make({ status: 'Completed', completedAt: daysFromNow(-45) });
    const inTen = await make({ status: 'Completed', completedAt: daysFromNow(-20) });
    const inTwentyNine = await make({ status: 'Completed', completedAt: daysFromNow(-1) });
    const expiredInTwenty = await make({ status: 'Incomplete', deadline: daysFromNow(-10) });
    const expiresInThirtyFive = await make({ status: 'Incomplete', deadline: daysFromNow(5) });
    await make({ status: 'Incomplete' }); // no deadline: the rule never starts its clock
    const erased = await make({ status: 'Completed', completedAt: daysFromNow(-90) });
    await db()
      .updateTable('applications')
      .set({
        deleted_at: daysFromNow(-1),
        deletion_requested_at: daysFromNow(-1),
        deletion_reason: 'retention',
      })
      .where('id', '=', erased)
      .execute();

    const preview = async (days?: number, token = tenants.tokenB) =>
      t.app.inject({
        method: 'GET',
        url: `/api/v1/company/${tenants.b.companyId}/retention/preview${days === undefined ? '' : `?days=${days}`}`,
        headers: { authorization: `Bearer ${token}` },
      });

    const kept = (await preview()).json<RetentionPreview>();
    expect(kept).toMatchObject({ retentionDays: null, total: 0, items: [] });

    await setRetention(tenants.tokenB, tenants.b.companyId, 30);
    const thirty = (await preview()).json<RetentionPreview>();
    expect(thirty.retentionDays).toBe(30);
    expect(Date.parse(thirty.to) - Date.parse(thirty.from)).toBe(30 * DAY_MS);
    expect(thirty.items.map((i) => i.interviewId).sort()).toEqual(
      [overdue, inTen, inTwentyNine, expiredInTwenty].sort(),
    );
    expect(thirty.total).toBe(4);
    const item = thirty.items.find((i) => i.interviewId === expiredInTwenty)!;
    expect(item).toMatchObject({ basis: 'expired', jobTitle: 'Deckhand', applicantName: 'Alex Morgan' });
    expect(Date.parse(item.deleteAt) - Date.parse(item.basisAt)).toBe(30 * DAY_MS);
    expect(thirty.items.find((i) => i.interviewId === inTen)?.basis).toBe('completed');

    const five = (await preview(5)).json<RetentionPreview>();
    expect(five.items.map((i) => i.interviewId)).toEqual([overdue]);
    const forty = (await preview(40)).json<RetentionPreview>();
    expect(forty.items.map((i) => i.interviewId)).toContain(expiresInThirtyFive);
    expect(forty.total).toBe(5);

    for (const days of [0, -1, 367, 'x']) {
      const bad = await t.app.inject({
        method: 'GET',
        url: `/api/v1/company/${tenants.b.companyId}/retention/preview?days=${days}`,
        headers: { authorization: `Bearer ${tenants.tokenB}` },
      });
      expect(bad.statusCode, String(days)).toBe(400);
    }
    expect((await preview(30, tenants.tokenA)).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/v1/company/${tenants.b.companyId}/retention/preview` }))
        .statusCode,
    ).toBe(401);
    // Company B's rule is undone so the runs below leave its interviews alone.
    await setRetention(tenants.tokenB, tenants.b.companyId, null);
  });

  it(
    'deletes a completed interview from S3 with `retention --as-of` past the rule, once',
    async () => {
      const webm = await makeVideoWebm(path.join(work, 'answer.webm'), { seconds: 2 });
      const interview = await completeInterview({
        db: db(),
        storage: t.app.storage,
        baseUrl,
        companyId: tenants.a.companyId,
        jobId,
        ...questionnaire,
        webm,
      });
      const id = interview.applicationId;
      for (const key of interview.keys) expect(await t.app.storage.stat(key)).toBeDefined();
      expect((await s3FilesOf(id)).length).toBeGreaterThanOrEqual(interview.keys.length);

      // Not due yet: 29 days after its completion.
      const early = await cli(['retention', '--as-of', daysFromNow(29)]);
      expect(early.code, early.stderr).toBe(0);
      expect(early.stdout).not.toContain(id);

      const asOf = daysFromNow(31);
      const dry = await cli(['retention', '--as-of', asOf, '--dry-run']);
      expect(dry.code, dry.stderr).toBe(0);
      expect(dry.stdout).toContain('(dry run)');
      expect(dry.stdout).toContain(id);
      expect(dry.stdout).toContain('Harbour Pilot');
      expect(dry.stdout).not.toContain(interview.lastName);
      for (const key of interview.keys) expect(await t.app.storage.stat(key)).toBeDefined();

      const real = await cli(['retention', '--as-of', asOf]);
      expect(real.code, real.stderr).toBe(0);
      expect(real.stdout).toMatch(/\d+ interview\(s\) deleted/);
      expect(real.stdout).toContain(id);
      for (const value of [interview.lastName, interview.email, interview.marker]) {
        expect(real.stdout + real.stderr).not.toContain(value);
      }
      for (const key of interview.keys) expect(await t.app.storage.stat(key)).toBeUndefined();
      expect(await s3FilesOf(id)).toEqual([]);

      const detail = await t.app.inject({ method: 'GET', url: `/api/v1/interviews/${id}`, headers: authA() });
      expect(detail.json<InterviewDetail>()).toMatchObject({
        applicantName: '',
        applicantEmail: '',
        responses: [],
        hasResume: false,
        deletion: { reason: 'retention', retentionDays: 30 },
      });
      for (const value of [interview.lastName, interview.email, interview.marker]) {
        expect(detail.body).not.toContain(value);
      }
      expect(
        (await t.app.inject({ method: 'GET', url: `/api/v1/interview/${interview.guid}` })).statusCode,
      ).toBe(404);

      // A second run finds nothing to do.
      const again = await cli(['retention', '--as-of', asOf]);
      expect(again.code, again.stderr).toBe(0);
      expect(again.stdout).toContain(': 0 interview(s) deleted.');
      const entries = await db()
        .selectFrom('interview_activity')
        .select('type')
        .where('application_id', '=', id)
        .where('type', '=', 'erased')
        .execute();
      expect(entries).toHaveLength(1);
    },
    scaled(180_000),
  );

  it(
    'refuses bad arguments with a clear message and a non-zero exit code',
    async () => {
      for (const asOf of ['yesterday', '2027-13-45', '20270101']) {
        const result = await cli(['retention', '--as-of', asOf]);
        expect(result.code, asOf).not.toBe(0);
        expect(result.stderr).toContain('--as-of must be an ISO date');
      }
      const unknown = await cli(['retention', '--as-off', '2027-01-01']);
      expect(unknown.code).not.toBe(0);
    },
    scaled(60_000),
  );

  it(
    'erases each due interview once when two passes run at the same time',
    async () => {
      const due = await Promise.all([40, 41, 42, 43, 44, 45].map((d) => completedDaysAgo(d)));
      const recent = await completedDaysAgo(3);
      const pass = () =>
        createRetentionService({
          db: db(),
          log: t.app.log,
          batch: 2,
          erasure: createErasureService({
            db: db(),
            storage: t.app.storage,
            queue: t.app.queue,
            events: t.app.companyEvents,
            log: t.app.log,
            takes: createLocalTakeStore(path.join(t.dataDir, 'staging')),
          }),
        }).apply();
      const [one, two] = await Promise.all([pass(), pass()]);
      const erasedIds = [...one.items, ...two.items].map((i) => i.interviewId);
      expect(new Set(erasedIds).size).toBe(erasedIds.length);
      expect(erasedIds.sort()).toEqual(due.map((d) => d.applicationId).sort());
      for (const interview of due) {
        for (const key of interview.keys) expect(await t.app.storage.stat(key)).toBeUndefined();
        const rows = await db()
          .selectFrom('interview_activity')
          .select('type')
          .where('application_id', '=', interview.applicationId)
          .where('type', '=', 'erased')
          .execute();
        expect(rows).toHaveLength(1);
      }
      for (const key of recent.keys) expect(await t.app.storage.stat(key)).toBeDefined();
      expect((await pass()).items).toEqual([]);
    },
    scaled(120_000),
  );

  it(
    'finishes an erasure that stopped halfway (storage unreachable) on the next pass',
    async () => {
      const interview = await completedDaysAgo(1);
      const unreachable: Storage = {
        ...t.app.storage,
        kind: t.app.storage.kind,
        delete: () => Promise.reject(new Error('connect ECONNREFUSED')),
      };
      const deps = {
        db: db(),
        queue: t.app.queue,
        events: t.app.companyEvents,
        log: t.app.log,
        takes: createLocalTakeStore(path.join(t.dataDir, 'staging')),
      };
      const broken = createErasureService({ ...deps, storage: unreachable, storageAttempts: 2, leaseMs: 1 });
      await expect(
        broken.erase(interview.applicationId, { reason: 'recruiter_request', userId: tenants.a.userId }),
      ).rejects.toThrow(/could not be deleted/);
      // Decided and cut off (the guid opens nothing), but no tombstone over files that are still kept.
      const halfway = await db()
        .selectFrom('applications')
        .select(['deleted_at', 'deletion_reason', 'guid'])
        .where('id', '=', interview.applicationId)
        .executeTakeFirstOrThrow();
      expect(halfway).toMatchObject({ deleted_at: null, deletion_reason: 'recruiter_request' });
      expect(halfway.guid).not.toBe(interview.guid);
      for (const key of interview.keys) expect(await t.app.storage.stat(key)).toBeDefined();

      const run = await createRetentionService({
        db: db(),
        log: t.app.log,
        erasure: createErasureService({ ...deps, storage: t.app.storage }),
      }).apply();
      expect(run.resumed).toBe(1);
      for (const key of interview.keys) expect(await t.app.storage.stat(key)).toBeUndefined();
      const detail = await t.app.inject({
        method: 'GET',
        url: `/api/v1/interviews/${interview.applicationId}`,
        headers: authA(),
      });
      expect(detail.json<InterviewDetail>().deletion).toMatchObject({
        reason: 'recruiter_request',
        retentionDays: null,
      });
    },
    scaled(60_000),
  );

  it(
    "runs the rule on the server's own schedule",
    async () => {
      const scheduled = await createTestApp(dialect, {
        TRANSCRIBE_ENGINE: 'none',
        SCHEDULER_INTERVAL_MS: '300',
      });
      try {
        const sdb = scheduled.database.db;
        const company = await createTwoTenants(scheduled);
        const token = company.tokenA;
        const put = await scheduled.app.inject({
          method: 'PUT',
          url: `/api/v1/company/${company.a.companyId}/settings`,
          headers: { authorization: `Bearer ${token}` },
          payload: { retentionDays: 7 },
        });
        expect(put.statusCode).toBe(200);
        const job = await createJob(sdb, company.a.companyId);
        const due = await createApplication(sdb, company.a.companyId, job, null, { status: 'Completed' });
        const kept = await createApplication(sdb, company.a.companyId, job, null, { status: 'Completed' });
        await sdb
          .updateTable('applications')
          .set({ completed_at: daysFromNow(-8) })
          .where('id', '=', due.applicationId)
          .execute();
        const key = `answers/${due.applicationId}/question-1/${randomUUID()}.webm`;
        await createAnswer(sdb, due.applicationId, { mediaKey: key });
        await scheduled.app.storage.put(key, Buffer.from('answer'));
        const erased = await waitFor(
          () =>
            sdb
              .selectFrom('applications')
              .select(['deleted_at', 'deletion_reason', 'deletion_retention_days'])
              .where('id', '=', due.applicationId)
              .where('deleted_at', 'is not', null)
              .executeTakeFirst(),
          { timeoutMs: 20_000, message: 'the scheduled retention pass' },
        );
        expect(erased).toMatchObject({ deletion_reason: 'retention', deletion_retention_days: 7 });
        expect(await scheduled.app.storage.stat(key)).toBeUndefined();
        const other = await sdb
          .selectFrom('applications')
          .select('deleted_at')
          .where('id', '=', kept.applicationId)
          .executeTakeFirstOrThrow();
        expect(other.deleted_at).toBeNull();
      } finally {
        await scheduled.close();
      }
    },
    scaled(60_000),
  );
});

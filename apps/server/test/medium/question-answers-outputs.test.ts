import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  webhookPayloadSchema,
  type ErrorResponse,
  type FunnelResponse,
  type Question,
  type Questionnaire,
} from '@vi/contracts';
import { createAnswer } from '../factories/answer.factory.js';
import { createApplication, type ApplicationFixture } from '../factories/application.factory.js';
import { createTwoTenants, type TwoTenants } from '../factories/company.factory.js';
import { createJob } from '../factories/job.factory.js';
import { createTestApp, DIALECTS, uniqueName, type TestApp } from '../helper.js';
import { createCall } from '../helpers/call.js';
import { startWebhookReceiver, type WebhookReceiver } from '../helpers/webhook-receiver.js';
import { makeVideoWebm, splitIntoChunks } from '../fixtures/media.js';
import { metadataFor, RecordingClient } from '../helpers/ws-client.js';
import { scaled } from '../helpers/time-scale.js';

const run = promisify(execFile);
const work = mkdtempSync(path.join(tmpdir(), 'vi-typed-outputs-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** The questionnaire of the check: video, a Select with a knockout, a Multiselect, an optional Written, video. */
const MIXED = [
  { questionText: 'Tell us about yourself', type: 'Text' },
  {
    questionText: 'May you work in Norway?',
    type: 'Select',
    options: [{ label: 'Yes' }, { label: 'No', knockout: true }],
  },
  {
    questionText: 'Which shifts suit you?',
    type: 'Multiselect',
    options: [{ label: 'Early' }, { label: '=Late' }, { label: 'Night' }],
  },
  { questionText: 'Anything to add?', type: 'Written', required: false, maxCharacters: 200 },
  { questionText: 'Why this job?', type: 'Text' },
];

/** RFC 4180 rows of a CSV text (quoted cells may hold commas, quotes and line breaks). */
function rowsOf(csv: string): string[][] {
  const rows: string[][] = [[]];
  const pattern = /("(?:[^"]|"")*"|[^,\r\n]*)(,|\r\n|$)/gy;
  let match: RegExpExecArray | null;
  while ((match = pattern.exec(csv)) !== null) {
    const raw = match[1] ?? '';
    rows.at(-1)!.push(raw.startsWith('"') ? raw.slice(1, -1).replace(/""/g, '"') : raw);
    if (match[2] === '') break;
    if (match[2] === '\r\n') rows.push([]);
  }
  return rows.filter((r) => r.length > 1);
}

describe.each(DIALECTS)('choice and written answers in the outputs (%s)', (dialect) => {
  let t: TestApp;
  let tenants: TwoTenants;
  let jobId: number;
  let otherJobId: number;
  let questionnaire: Questionnaire;
  let receiver: WebhookReceiver;
  let base: string;
  const db = () => t.database.db;
  const call = createCall(() => t.app, { token: () => tenants.tokenA });
  const q = (i: number): Question => questionnaire.questions[i]!;
  const answer = (guid: string, i: number, body: unknown) =>
    call('POST', `/answer/${guid}/questions/${q(i).questionId}`, { body, token: null });

  /** An applicant who answers every question (recordings as the pipeline writes them) and completes. */
  async function complete(
    job: number,
    typed: { select: string; multi: string[]; written: string | null },
    companyId = tenants.a.companyId,
  ): Promise<ApplicationFixture> {
    const app = await createApplication(db(), companyId, job, questionnaire.questionnaireId);
    expect((await answer(app.guid, 1, { optionIds: [typed.select] })).statusCode).toBe(200);
    expect((await answer(app.guid, 2, { optionIds: typed.multi })).statusCode).toBe(200);
    const written = typed.written === null ? { skipped: true } : { text: typed.written };
    expect((await answer(app.guid, 3, written)).statusCode).toBe(200);
    for (const i of [0, 4]) {
      await createAnswer(db(), app.applicationId, {
        questionKey: q(i).questionId,
        position: i,
        questionText: q(i).questionText,
      });
    }
    const done = await call('PATCH', `/interview/${app.guid}`, {
      body: { status: 'Completed' },
      token: null,
    });
    expect(done.statusCode).toBe(200);
    return app;
  }

  let knockedOut: ApplicationFixture;
  let meets: ApplicationFixture;

  beforeAll(async () => {
    t = await createTestApp(dialect, { WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true', TRANSCRIBE_ENGINE: 'none' });
    tenants = await createTwoTenants(t);
    jobId = await createJob(db(), tenants.a.companyId, { title: 'Warehouse operative' });
    otherJobId = await createJob(db(), tenants.a.companyId, { title: 'Driver' });
    const res = await call('POST', '/questionnaire', {
      body: { questionnaireName: uniqueName('Mixed'), contentType: 'video', questions: MIXED },
    });
    expect(res.statusCode).toBe(201);
    questionnaire = res.json<Questionnaire>();
    receiver = await startWebhookReceiver();
    const hook = await call('POST', `/company/${tenants.a.companyId}/webhooks`, {
      body: { url: receiver.url, events: ['interview.completed'] },
    });
    expect(hook.statusCode).toBe(201);
    knockedOut = await complete(jobId, {
      select: 'option-2',
      multi: ['option-1', 'option-2'],
      written: '=cmd|" /C calc"!A0; forklift licence',
    });
    meets = await complete(otherJobId, { select: 'option-1', multi: ['option-3'], written: null });
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await receiver.close();
    await t.close();
  });

  it('filters the list by screening and refuses any other value with 400', async () => {
    const ids = async (query: string) => {
      const res = await call('GET', `/company/${tenants.a.companyId}/interviews?${query}`);
      expect(res.statusCode).toBe(200);
      return res.json<{ data: { id: string }[] }>().data.map((d) => d.id);
    };
    expect(await ids('screening=failed')).toEqual([knockedOut.applicationId]);
    expect(await ids('screening=passed')).toEqual([meets.applicationId]);
    for (const bad of ['FAILED', 'yes', '']) {
      const res = await call('GET', `/company/${tenants.a.companyId}/interviews?screening=${bad}`);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json<ErrorResponse>().code).toBe('VALIDATION');
    }
  });

  it('exports the typed answers and the screening as CSV columns, every cell neutralised', async () => {
    const res = await call('GET', `/company/${tenants.a.companyId}/interviews.csv?sort=date`);
    expect(res.statusCode).toBe(200);
    const [header, ...rows] = rowsOf(res.body);
    expect(header!.slice(-5)).toEqual([
      'May you work in Norway?',
      'Which shifts suit you?',
      'Anything to add?',
      'Screening',
      'Screened out by',
    ]);
    expect(rows).toHaveLength(2);
    const [first, second] = rows;
    expect(first!.slice(-5)).toEqual([
      'No',
      // A label or a text a spreadsheet would run as a formula stays text.
      "'Early; =Late",
      `'=cmd|" /C calc"!A0; forklift licence`,
      'Does not meet requirements',
      'May you work in Norway?: No',
    ]);
    expect(second!.slice(-5)).toEqual(['Yes', 'Night', '(skipped)', 'Meets requirements', '']);
    // Every cell, or any part a `,`/`;` could cut off, that would start a formula has the apostrophe.
    const FORMULA = /^\s*[=+\-@\t\r]/;
    const unsafe = rows
      .flat()
      .filter((c) => !c.startsWith("'") && c.split(/[,;]/).some((p) => FORMULA.test(p)));
    expect(unsafe).toEqual([]);
  });

  it("puts the choice and written answers in the applicant's export zip", async () => {
    const summary = await call('GET', `/interview/${meets.guid}/your-data`, { token: null });
    // Two recordings; a choice, a multiple choice and a skip (which is not an answer kept).
    expect(summary.json()).toMatchObject({ answerCount: 2, otherAnswerCount: 2 });
    const res = await call('GET', `/interview/${knockedOut.guid}/export`, { token: null });
    expect(res.statusCode).toBe(200);
    const file = path.join(work, `export-${dialect}.zip`);
    await writeFile(file, res.rawPayload);
    await run('unzip', ['-tq', file]);
    const entries = (await run('unzip', ['-Z1', file])).stdout.split('\n').filter(Boolean);
    const folder = entries[0]!.split('/')[0]!;
    expect(entries).toContain(`${folder}/answers.txt`);
    const read = async (entry: string) => (await run('unzip', ['-p', file, `${folder}/${entry}`])).stdout;
    const interview = JSON.parse(await read('interview.json')) as { choiceAndWrittenAnswers: unknown[] };
    expect(interview.choiceAndWrittenAnswers).toEqual([
      expect.objectContaining({ question: 2, type: 'Select', chosen: ['No'], text: null, skipped: false }),
      expect.objectContaining({ question: 3, type: 'Multiselect', chosen: ['Early', '=Late'] }),
      expect.objectContaining({
        question: 4,
        type: 'Written',
        chosen: null,
        text: '=cmd|" /C calc"!A0; forklift licence',
      }),
    ]);
    const text = await read('answers.txt');
    expect(text).toContain('Question 2: May you work in Norway?\n\nNo\n');
    expect(text).toContain('forklift licence');
    // The applicant is never told which option was a knockout.
    expect(await read('interview.json')).not.toMatch(/knockout/i);
    const skipped = await call('GET', `/interview/${meets.guid}/export`, { token: null });
    const other = path.join(work, `export-skip-${dialect}.zip`);
    await writeFile(other, skipped.rawPayload);
    const otherFolder = (await run('unzip', ['-Z1', other])).stdout.split('/')[0]!;
    const otherText = (await run('unzip', ['-p', other, `${otherFolder}/answers.txt`])).stdout;
    expect(otherText).toContain('Question 4: Anything to add?\n\n(You skipped this question.)');
  });

  it('sends interview.completed with the typed answers and the screening', async () => {
    await receiver.waitFor(2);
    const events = receiver.received.map((r) =>
      webhookPayloadSchema('interview.completed').parse(JSON.parse(r.body)),
    );
    const mine = events.find((e) => e.data.interviewId === knockedOut.applicationId);
    expect(mine?.data.answers).toEqual([
      expect.objectContaining({
        questionId: q(1).questionId,
        questionText: 'May you work in Norway?',
        type: 'Select',
        optionIds: ['option-2'],
        labels: ['No'],
        skipped: false,
      }),
      expect.objectContaining({
        questionId: q(2).questionId,
        type: 'Multiselect',
        labels: ['Early', '=Late'],
      }),
      expect.objectContaining({
        questionId: q(3).questionId,
        type: 'Written',
        text: '=cmd|" /C calc"!A0; forklift licence',
      }),
    ]);
    expect(mine?.data.screening).toEqual({
      meetsRequirements: false,
      knockouts: [{ questionId: q(1).questionId, optionId: 'option-2', label: 'No' }],
      override: null,
    });
    const other = events.find((e) => e.data.interviewId === meets.applicationId);
    expect(other?.data.screening.meetsRequirements).toBe(true);
    expect(other?.data.answers.find((a) => a.type === 'Written')).toMatchObject({ skipped: true });
  });

  it('counts screened-out interviews per job and how often each option was chosen', async () => {
    const res = await call('GET', `/company/${tenants.a.companyId}/funnel`);
    expect(res.statusCode).toBe(200);
    const funnel = res.json<FunnelResponse>();
    expect(funnel.screenedOut).toBe(1);
    expect(funnel.jobs).toEqual([
      { jobId: otherJobId, jobTitle: 'Driver', interviews: 1, screenedOut: 0 },
      { jobId, jobTitle: 'Warehouse operative', interviews: 1, screenedOut: 1 },
    ]);
    expect(funnel.questions.map((x) => [x.type, x.answered])).toEqual([
      ['Text', 2],
      ['Select', 2],
      ['Multiselect', 2],
      ['Written', 1], // a skip is not an answer
      ['Text', 2],
    ]);
    expect(funnel.questions[1]?.options).toEqual([
      { optionId: 'option-1', label: 'Yes', knockout: false, chosen: 1 },
      { optionId: 'option-2', label: 'No', knockout: true, chosen: 1 },
    ]);
    expect(funnel.questions[2]?.options?.map((o) => o.chosen)).toEqual([1, 1, 1]);
    expect(funnel.questions[0]?.options).toBeNull();
    const oneJob = (
      await call('GET', `/company/${tenants.a.companyId}/funnel?jobId=${jobId}`)
    ).json<FunnelResponse>();
    expect(oneJob.screenedOut).toBe(1);
    expect(oneJob.questions[1]?.options?.map((o) => o.chosen)).toEqual([0, 1]);
  });

  it(
    'refuses a recording for a choice question on the channel, and the attempt is not spent',
    async () => {
      const app = await createApplication(db(), tenants.a.companyId, jobId, questionnaire.questionnaireId);
      const client = await RecordingClient.connect(base, 'video');
      try {
        client.send({ type: 'metadata', ...metadataFor(app.guid, q(1).questionId) });
        const refused = await client.nextError();
        expect(refused.code).toBe('NOT_RECORDED_QUESTION');
        const attempts = await db()
          .selectFrom('answer_attempts')
          .select('id')
          .where('application_id', '=', app.applicationId)
          .execute();
        expect(attempts).toEqual([]);
      } finally {
        await client.close();
      }
      // The typed questions answered over HTTP, the recorded ones on the channel: the first take of each
      // is still attempt 1, and the last one completes the interview, whose event carries the typed answers.
      await answer(app.guid, 1, { optionIds: ['option-1'] });
      await answer(app.guid, 2, { optionIds: ['option-2'] });
      await answer(app.guid, 3, { text: 'Recorded elsewhere' });
      const chunks = splitIntoChunks(
        await makeVideoWebm(path.join(work, `take-${dialect}.webm`), { seconds: 1 }),
        2,
      );
      for (const i of [0, 4]) {
        const recorder = await RecordingClient.connect(base, 'video');
        try {
          const meta = metadataFor(app.guid, q(i).questionId, { isLastQuestion: i === 4, totalQuestions: 5 });
          const { started } = await recorder.recordAnswer(meta, chunks);
          expect(started.attempt).toBe(1);
        } finally {
          await recorder.close();
        }
      }
      const status = await db()
        .selectFrom('applications')
        .select('status')
        .where('id', '=', app.applicationId)
        .executeTakeFirstOrThrow();
      expect(status.status).toBe('Completed');
      await receiver.waitFor(3);
      const event = receiver.received
        .map((r) => webhookPayloadSchema('interview.completed').parse(JSON.parse(r.body)))
        .find((e) => e.data.interviewId === app.applicationId);
      expect(event?.data.answers.map((a) => a.labels ?? a.text)).toEqual([
        ['Yes'],
        ['=Late'],
        'Recorded elsewhere',
      ]);
      expect(event?.data.screening.meetsRequirements).toBe(true);
    },
    scaled(60_000),
  );

  it('leaves nothing of the typed answers after an erasure', async () => {
    const app = await complete(jobId, {
      select: 'option-2',
      multi: ['option-3'],
      written: 'Erase me please',
    });
    const erased = await call('DELETE', `/interviews/${app.applicationId}`, { body: { confirm: true } });
    expect(erased.statusCode).toBeLessThan(300);
    await expectNothingLeft(app.applicationId, 'Erase me please');
  });

  it('leaves nothing of the typed answers after a retention sweep', async () => {
    const { b, tokenB } = tenants;
    const put = await call('PUT', `/company/${b.companyId}/settings`, {
      body: { retentionDays: 30 },
      token: tokenB,
    });
    expect(put.statusCode).toBe(200);
    const job = await createJob(db(), b.companyId);
    const app = await complete(
      job,
      { select: 'option-2', multi: ['option-1'], written: 'Retain me not' },
      b.companyId,
    );
    const sweep = await t.app.services.retention.apply({ asOf: new Date(Date.now() + 31 * 86_400_000) });
    expect(sweep.items.map((i) => i.interviewId)).toContain(app.applicationId);
    await expectNothingLeft(app.applicationId, 'Retain me not');
  });

  /** No answer row, no search text and no webhook body still holds the answer. */
  async function expectNothingLeft(applicationId: string, written: string) {
    const rows = await db()
      .selectFrom('question_answers')
      .select('id')
      .where('application_id', '=', applicationId)
      .execute();
    expect(rows).toEqual([]);
    const search = await db()
      .selectFrom('interview_search')
      .selectAll()
      .where('application_id', '=', applicationId)
      .execute();
    expect(search).toEqual([]);
    const bodies = await db().selectFrom('webhook_deliveries').select('payload').execute();
    expect(bodies.filter((d) => d.payload.includes(written))).toEqual([]);
    const mine = bodies.filter((d) => d.payload.includes(applicationId));
    for (const d of mine)
      expect(JSON.parse(d.payload)).toMatchObject({ data: { answers: [], screening: null } });
  }
});

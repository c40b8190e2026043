import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AnswerQuestionResponse,
  ErrorResponse,
  InterviewDetail,
  InterviewList,
  Question,
  QuestionAnswer,
  Questionnaire,
} from '@vi/contracts';
import { createApplication, type ApplicationFixture } from '../factories/application.factory.js';
import { createAnswer } from '../factories/answer.factory.js';
import { createTwoTenants, type TwoTenants } from '../factories/company.factory.js';
import { createJob } from '../factories/job.factory.js';
import { createTestApp, DIALECTS, uniqueName, type TestApp } from '../helper.js';
import { createCall } from '../helpers/call.js';

/** A questionnaire mixing every type, as the check builds it. */
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
    options: [{ label: 'Early' }, { label: 'Late' }, { label: 'Night' }],
  },
  { questionText: 'Anything to add?', type: 'Written', required: false, maxCharacters: 50 },
  { questionText: 'Why this job?', type: 'Text' },
];

describe.each(DIALECTS)('answers that are not recordings (%s)', (dialect) => {
  let t: TestApp;
  let tenants: TwoTenants;
  let jobId: number;
  let questionnaire: Questionnaire;
  const db = () => t.database.db;
  const call = createCall(() => t.app, { token: () => tenants.tokenA });
  const q = (i: number): Question => questionnaire.questions[i]!;
  const answer = (guid: string, questionId: string, body: unknown) =>
    call('POST', `/answer/${guid}/questions/${questionId}`, { body, token: null });
  const stored = (applicationId: string) =>
    db().selectFrom('question_answers').selectAll().where('application_id', '=', applicationId).execute();
  const apply = () => createApplication(db(), tenants.a.companyId, jobId, questionnaire.questionnaireId);
  const record = (app: ApplicationFixture, i: number) =>
    createAnswer(db(), app.applicationId, {
      questionKey: q(i).questionId,
      position: i,
      questionText: q(i).questionText,
    });

  beforeAll(async () => {
    t = await createTestApp(dialect);
    tenants = await createTwoTenants(t);
    jobId = await createJob(db(), tenants.a.companyId);
    const res = await call('POST', '/questionnaire', {
      body: { questionnaireName: uniqueName('Mixed'), contentType: 'video', questions: MIXED },
    });
    expect(res.statusCode).toBe(201);
    questionnaire = res.json<Questionnaire>();
  });
  afterAll(() => t.close());

  it('keeps the types, option ids, knockouts, required and the written limit', () => {
    expect(questionnaire.questions.map((x) => [x.type, x.required])).toEqual([
      ['Text', true],
      ['Select', true],
      ['Multiselect', true],
      ['Written', false],
      ['Text', true],
    ]);
    expect(q(1).options).toEqual([
      { optionId: 'option-1', label: 'Yes', knockout: false },
      { optionId: 'option-2', label: 'No', knockout: true },
    ]);
    expect(q(3).maxCharacters).toBe(50);
    expect(q(0)).not.toHaveProperty('maxCharacters');
  });

  it('refuses a choice question with one option and a written limit out of range', async () => {
    const one = await call('POST', '/questionnaire', {
      body: {
        questionnaireName: uniqueName('One'),
        contentType: 'video',
        questions: [{ questionText: 'x', type: 'Select', options: [{ label: 'A' }] }],
      },
    });
    expect(one.statusCode).toBe(400);
    const long = await call('POST', '/questionnaire', {
      body: {
        questionnaireName: uniqueName('Long'),
        contentType: 'video',
        questions: [{ questionText: 'x', type: 'Written', maxCharacters: 5001 }],
      },
    });
    expect(long.statusCode).toBe(400);
  });

  it('answers 400 INVALID_ANSWER to answers that do not fit, and stores none of them', async () => {
    const app = await apply();
    const bad: [number, unknown][] = [
      [1, { optionIds: ['option-9'] }], // unknown option
      [1, { optionIds: ['option-1', 'option-2'] }], // a second option on a Select
      [1, { skipped: true }], // a skip of a required question
      [1, { text: 'Yes' }], // a kind the question does not take
      [2, { optionIds: ['option-1', 'option-1'] }],
      [3, { text: '🙂'.repeat(51) }], // 51 code points: over the limit of 50
      [3, { text: '   ' }],
      [0, { optionIds: ['option-1'] }], // a recorded question
      [0, { skipped: true }], // required
    ];
    for (const [i, body] of bad) {
      const res = await answer(app.guid, q(i).questionId, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json<ErrorResponse>().code).toBe('INVALID_ANSWER');
    }
    expect(await stored(app.applicationId)).toEqual([]);
    const unknown = await answer(app.guid, 'question-99', { skipped: true });
    expect(unknown.statusCode).toBe(404);
    const noGuid = await answer('6ba7b810-9dad-41d1-80b4-00c04fd430c8', q(1).questionId, {
      optionIds: ['option-1'],
    });
    expect(noGuid.statusCode).toBe(404);
  });

  it('stores answers, replaces them before completion, completes once every question is answered, then refuses changes', async () => {
    const app = await apply();
    // 50 emoji are 100 UTF-16 units but 50 characters as the applicant's count shows them: accepted.
    const emoji = await answer(app.guid, q(3).questionId, { text: '🙂'.repeat(50) });
    expect(emoji.statusCode).toBe(200);
    const skip = await answer(app.guid, q(3).questionId, { skipped: true });
    expect(skip.json<QuestionAnswer>()).toMatchObject({
      questionId: q(3).questionId,
      type: 'Written',
      skipped: true,
    });
    const written = await answer(app.guid, q(3).questionId, { text: 'Forklift licence since 2019' });
    expect(written.json<QuestionAnswer>()).toMatchObject({
      text: 'Forklift licence since 2019',
      skipped: false,
    });
    const select = await answer(app.guid, q(1).questionId, { optionIds: ['option-2'] });
    expect(select.statusCode).toBe(200);
    expect(select.json<QuestionAnswer>()).toMatchObject({
      type: 'Select',
      optionIds: ['option-2'],
      labels: ['No'],
    });
    const multi = await answer(app.guid, q(2).questionId, { optionIds: ['option-3', 'option-1'] });
    expect(multi.json<QuestionAnswer>()).toMatchObject({
      optionIds: ['option-1', 'option-3'],
      labels: ['Early', 'Night'],
    });
    expect(await stored(app.applicationId)).toHaveLength(3);

    await record(app, 0);
    const early = await call('PATCH', `/interview/${app.guid}`, {
      body: { status: 'Completed' },
      token: null,
    });
    expect(early.statusCode).toBe(409);
    await record(app, 4);
    const done = await call('PATCH', `/interview/${app.guid}`, {
      body: { status: 'Completed' },
      token: null,
    });
    expect(done.statusCode).toBe(200);

    const late = await answer(app.guid, q(1).questionId, { optionIds: ['option-1'] });
    expect(late.statusCode).toBe(409);
    expect(late.json<ErrorResponse>().code).toBe('ALREADY_ANSWERED');

    // The recruiter's view: every answer in order with its type, and the knockout, with no stage change.
    const view = await call('GET', `/interviews/${app.applicationId}`);
    expect(view.statusCode).toBe(200);
    const interview = view.json<InterviewDetail>();
    expect(interview.responses.map((r) => r.type)).toEqual([
      'Text',
      'Select',
      'Multiselect',
      'Written',
      'Text',
    ]);
    expect(interview.responses[1]).toMatchObject({
      optionIds: ['option-2'],
      labels: ['No'],
      skipped: false,
      videoUrl: null,
    });
    expect(interview.responses[3]).toMatchObject({ text: 'Forklift licence since 2019' });
    expect(interview.screening).toEqual({
      meetsRequirements: false,
      knockouts: [{ questionId: q(1).questionId, optionId: 'option-2', label: 'No' }],
      override: null,
    });
    expect(interview.stage).toBe('new');

    // A second applicant who meets the requirements, the Written question skipped.
    const other = await apply();
    await answer(other.guid, q(1).questionId, { optionIds: ['option-1'] });
    await answer(other.guid, q(2).questionId, { optionIds: ['option-2'] });
    await answer(other.guid, q(3).questionId, { skipped: true });
    const ids = (query: string) =>
      call('GET', `/company/${tenants.a.companyId}/interviews?${query}`).then((r) =>
        r.json<InterviewList>().data.map((d) => d.id),
      );
    const failed = await ids('screening=failed');
    expect(failed).toContain(app.applicationId);
    expect(failed).not.toContain(other.applicationId);
    const passed = await ids('screening=passed');
    expect(passed).toContain(other.applicationId);
    expect(passed).not.toContain(app.applicationId);
    expect(await ids('q=forklift')).toEqual([app.applicationId]);

    // A person decides: an override keeps the stage, a confirmation rejects; both are logged.
    const none = await call('POST', `/interviews/${other.applicationId}/screening/override`);
    expect(none.statusCode).toBe(409);
    const kept = await call('POST', `/interviews/${app.applicationId}/screening/override`);
    expect(kept.statusCode).toBe(200);
    expect(kept.json()).toMatchObject({ stage: 'new', screening: { meetsRequirements: false } });
    const rejected = await call('POST', `/interviews/${app.applicationId}/screening/confirm`);
    expect(rejected.json()).toMatchObject({ stage: 'rejected' });
    const logged = await db()
      .selectFrom('audit_log')
      .select('type')
      .where('interview_id', '=', app.applicationId)
      .where('type', 'in', ['screening_overridden', 'screening_confirmed'])
      .orderBy('at')
      .execute();
    expect(logged.map((l) => l.type)).toEqual(['screening_overridden', 'screening_confirmed']);
    const activity = await db()
      .selectFrom('interview_activity')
      .select('type')
      .where('application_id', '=', app.applicationId)
      .where('type', 'in', ['screening_overridden', 'screening_confirmed'])
      .execute();
    expect(activity).toHaveLength(2);

    // Erasure deletes the answers with the rest of the interview's content.
    const erased = await call('DELETE', `/interviews/${other.applicationId}`, { body: { confirm: true } });
    expect(erased.statusCode).toBeLessThan(300);
    expect(await stored(other.applicationId)).toEqual([]);
  });

  it('shows applicants no knockout flags', async () => {
    const app = await apply();
    await call('POST', `/job/${jobId}/questionnaire`, {
      body: { questionnaireId: questionnaire.questionnaireId },
    });
    const res = await call('GET', `/job/${jobId}/questionnaire?guid=${app.guid}`, { token: null });
    expect(res.statusCode).toBe(200);
    const options = res
      .json<{ data: { questions: Question[] } }>()
      .data.questions.flatMap((x) => x.options ?? []);
    expect(options.length).toBeGreaterThan(0);
    expect(options.every((o) => !o.knockout)).toBe(true);
    // The questionnaire does not name its requirements to applicants unless the recruiter chose to.
    expect(res.json<{ data: object }>().data).not.toHaveProperty('requirementQuestionIds');
    // Nor does a knockout answer end it: completing still needs every question.
    const knocked = await answer(app.guid, q(1).questionId, { optionIds: ['option-2'] });
    expect(knocked.json<AnswerQuestionResponse>().endsInterview).toBe(false);
    const early = await call('PATCH', `/interview/${app.guid}`, {
      body: { status: 'Completed' },
      token: null,
    });
    expect(early.statusCode).toBe(409);
  });

  it('names the requirements to applicants and ends after a knockout answer when the settings say so', async () => {
    const res = await call('POST', '/questionnaire', {
      body: {
        questionnaireName: uniqueName('Screened'),
        contentType: 'video',
        questions: MIXED,
        settings: { showRequirements: true, endAfterKnockout: true },
      },
    });
    expect(res.statusCode).toBe(201);
    const screened = res.json<Questionnaire>();
    expect(screened.settings).toMatchObject({ showRequirements: true, endAfterKnockout: true });
    const [select, multi] = [screened.questions[1]!, screened.questions[2]!];
    const screenedJob = await createJob(db(), tenants.a.companyId);
    await call('POST', `/job/${screenedJob}/questionnaire`, {
      body: { questionnaireId: screened.questionnaireId },
    });
    const app = await createApplication(db(), tenants.a.companyId, screenedJob, screened.questionnaireId);

    const check = await call('GET', `/job/${screenedJob}/questionnaire?guid=${app.guid}`, { token: null });
    expect(check.json<{ data: { requirementQuestionIds: string[] } }>().data.requirementQuestionIds).toEqual([
      select.questionId,
    ]);

    // An answer that meets the requirements goes on as usual; completing is refused while questions are open.
    const yes = await answer(app.guid, select.questionId, { optionIds: ['option-1'] });
    expect(yes.json<AnswerQuestionResponse>().endsInterview).toBe(false);
    const tooEarly = await call('PATCH', `/interview/${app.guid}`, {
      body: { status: 'Completed' },
      token: null,
    });
    expect(tooEarly.statusCode).toBe(409);

    // The knockout answer ends it: the page completes the interview with the recorded questions unasked.
    const no = await answer(app.guid, select.questionId, { optionIds: ['option-2'] });
    expect(no.statusCode).toBe(200);
    expect(no.json<AnswerQuestionResponse>()).toMatchObject({ labels: ['No'], endsInterview: true });
    const done = await call('PATCH', `/interview/${app.guid}`, {
      body: { status: 'Completed' },
      token: null,
    });
    expect(done.statusCode).toBe(200);
    const kept = await stored(app.applicationId);
    expect(kept.map((r) => [r.question_key, r.has_knockout])).toEqual([[select.questionId, 1]]);
    const after = await answer(app.guid, multi.questionId, { optionIds: ['option-1'] });
    expect(after.statusCode).toBe(409);
    expect(after.json<ErrorResponse>().code).toBe('ALREADY_ANSWERED');

    // Flagged for a person, never rejected by the ending.
    const detail = await call('GET', `/interviews/${app.applicationId}`);
    expect(detail.json<InterviewDetail>()).toMatchObject({
      status: 'Completed',
      screening: { meetsRequirements: false },
    });
    expect(detail.json<InterviewDetail>().stage).not.toBe('rejected');
  });
});

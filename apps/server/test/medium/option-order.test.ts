import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InterviewDetail, Question, Questionnaire } from '@vi/contracts';
import { createApplication } from '../factories/application.factory.js';
import { createTwoTenants, type TwoTenants } from '../factories/company.factory.js';
import { createJob } from '../factories/job.factory.js';
import { createTestApp, DIALECTS, uniqueName, type TestApp } from '../helper.js';
import { createCall } from '../helpers/call.js';

/**
 * The builder reorders a choice question's options and saves them in their new order: the server keeps that
 * order, each option's id and knockout mark stay with its label, and the applicant sees the saved order.
 */
describe.each(DIALECTS)('the order of a choice question’s options (%s)', (dialect) => {
  let t: TestApp;
  let tenants: TwoTenants;
  const call = createCall(() => t.app, { token: () => tenants.tokenA });
  const labelsAndIds = (question: Question | undefined) =>
    question?.options?.map((o) => [o.optionId, o.label, o.knockout]);

  beforeAll(async () => {
    t = await createTestApp(dialect);
    tenants = await createTwoTenants(t);
  });
  afterAll(() => t.close());

  it('keeps the saved order with each id and knockout, and shows applicants that order', async () => {
    const created = await call('POST', '/questionnaire', {
      body: {
        questionnaireName: uniqueName('Order'),
        contentType: 'video',
        questions: [
          {
            questionText: 'May you work in Norway?',
            type: 'Select',
            options: [{ label: 'Yes' }, { label: 'No', knockout: true }, { label: 'Not sure' }],
          },
        ],
      },
    });
    expect(created.statusCode).toBe(201);
    const stored = created.json<Questionnaire>();
    const [yes, no, unsure] = stored.questions[0]!.options!;

    // As the builder sends it after a move: the last option first, a new one (no id yet) between the others.
    const put = await call('PUT', `/questionnaire/${stored.questionnaireId}`, {
      body: {
        questionnaireName: stored.questionnaireName,
        contentType: 'Video',
        active: true,
        questions: [
          {
            questionId: stored.questions[0]!.questionId,
            questionText: 'May you work in Norway?',
            type: 'Select',
            options: [unsure, yes, { label: 'Only with a visa', knockout: true }, no],
          },
        ],
      },
    });
    expect(put.statusCode).toBe(200);
    const expected = [
      ['option-3', 'Not sure', false],
      ['option-1', 'Yes', false],
      // The new option is named past the ids in use, so it takes none of the others' answers.
      ['option-4', 'Only with a visa', true],
      ['option-2', 'No', true],
    ];
    expect(labelsAndIds(put.json<Questionnaire>().questions[0])).toEqual(expected);
    const reloaded = await call('GET', `/questionnaire/${stored.questionnaireId}`);
    expect(labelsAndIds(reloaded.json<Questionnaire>().questions[0])).toEqual(expected);

    // The applicant sees the saved order, without the knockout marks.
    const jobId = await createJob(t.database.db, tenants.a.companyId);
    const attached = await call('POST', `/job/${jobId}/questionnaire`, {
      body: { questionnaireId: stored.questionnaireId },
    });
    expect(attached.statusCode).toBeLessThan(300);
    const app = await createApplication(t.database.db, tenants.a.companyId, jobId, stored.questionnaireId);
    const seen = await call('GET', `/job/${jobId}/questionnaire?guid=${app.guid}`, { token: null });
    expect(seen.statusCode).toBe(200);
    const question = seen.json<{ data: { questions: Question[] } }>().data.questions[0];
    expect(question?.options?.map((o) => [o.optionId, o.label])).toEqual(
      expected.map(([id, label]) => [id, label]),
    );
    expect(question?.options?.some((o) => o.knockout)).toBe(false);

    // The moved knockout still screens out under its own id and label.
    const answered = await call('POST', `/answer/${app.guid}/questions/${question!.questionId}`, {
      body: { optionIds: ['option-2'] },
      token: null,
    });
    expect(answered.statusCode).toBe(200);
    const detail = await call('GET', `/interviews/${app.applicationId}`);
    expect(detail.json<InterviewDetail>().screening).toMatchObject({
      meetsRequirements: false,
      knockouts: [{ optionId: 'option-2', label: 'No' }],
    });
  });

  it('never gives a new question or option the id of one removed after applicants answered it', async () => {
    const select = (options: { optionId?: string; label: string }[], questionId?: string) => ({
      ...(questionId ? { questionId } : {}),
      questionText: 'Which shift suits you?',
      type: 'Select',
      options,
    });
    const written = (questionId?: string) => ({
      ...(questionId ? { questionId } : {}),
      questionText: 'Anything else?',
      type: 'Written',
    });
    const created = await call('POST', '/questionnaire', {
      body: {
        questionnaireName: uniqueName('Retired'),
        contentType: 'Video',
        questions: [
          select([{ label: 'Early' }, { label: 'Late' }, { label: 'Night' }]),
          { ...written(), required: false },
        ],
      },
    });
    expect(created.statusCode).toBe(201);
    const stored = created.json<Questionnaire>();
    const [choice, note] = stored.questions;
    const jobId = await createJob(t.database.db, tenants.a.companyId);
    await call('POST', `/job/${jobId}/questionnaire`, { body: { questionnaireId: stored.questionnaireId } });
    const app = await createApplication(t.database.db, tenants.a.companyId, jobId, stored.questionnaireId);
    const answer = (questionId: string, body: object) =>
      call('POST', `/answer/${app.guid}/questions/${questionId}`, { body, token: null });
    expect((await answer(choice!.questionId, { optionIds: ['option-2'] })).statusCode).toBe(200);
    expect((await answer(note!.questionId, { text: 'Weekends only.' })).statusCode).toBe(200);

    const edit = (questions: object[]) =>
      call('PUT', `/questionnaire/${stored.questionnaireId}`, {
        body: { questionnaireName: stored.questionnaireName, contentType: 'Video', active: true, questions },
      });
    // First edit: the answered option and the answered written question go.
    const [early, , night] = choice!.options!;
    expect((await edit([select([early!, night!], choice!.questionId)])).statusCode).toBe(200);
    // Second edit: a new option and a new question, with no ids yet.
    const second = await edit([
      // The new option first: by position it would be option-2, the id the applicant chose.
      select([{ label: 'Weekend' }, early!, night!], choice!.questionId),
      written(),
    ]);
    expect(second.statusCode).toBe(200);
    const [choiceAfter, noteAfter] = second.json<Questionnaire>().questions;
    expect(choiceAfter?.options?.map((o) => o.optionId)).toEqual(['option-4', 'option-1', 'option-3']);
    expect(noteAfter?.questionId).not.toBe(note!.questionId);
    expect(noteAfter?.questionId).not.toBe(choice!.questionId);
  });
});

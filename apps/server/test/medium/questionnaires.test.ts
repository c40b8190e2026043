import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, type ErrorResponse, type Questionnaire } from '@vi/contracts';
import {
  assembleList,
  createQuestionnaireListCache,
} from '../../src/modules/questionnaires/questionnaire-list.cache.js';
import { isUniqueViolation } from '../../src/db/dialect.js';
import { createCompany, createTwoTenants, type CompanyFixture } from '../factories/company.factory.js';
import { createJob } from '../factories/job.factory.js';
import { createQuestionnaire } from '../factories/questionnaire.factory.js';
import { createTestApp, DIALECTS, uniqueName, type TestApp } from '../helper.js';
import { createCall } from '../helpers/call.js';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

const question = (questionText: string, extra: Record<string, unknown> = {}) => ({ questionText, ...extra });

describe.each(DIALECTS)('questionnaire API (%s)', (dialect) => {
  let t: TestApp;
  let a: CompanyFixture;
  let b: CompanyFixture;
  let tokenA: string;
  let tokenB: string;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    ({ a, b, tokenA, tokenB } = await createTwoTenants(t));
  });
  afterAll(() => t.close());

  const call = createCall(() => t.app, { token: () => tokenA });

  const body = (overrides: Record<string, unknown> = {}) => ({
    questionnaireName: uniqueName('Screen'),
    companyId: a.companyId,
    userId: a.userId,
    contentType: 'Video',
    questions: [question('Tell us about yourself.'), question('Why this job?')],
    active: true,
    ...overrides,
  });

  async function create(overrides: Record<string, unknown> = {}, token = tokenA): Promise<Questionnaire> {
    const res = await call('POST', '/questionnaire', { body: body(overrides), token });
    expect(res.statusCode).toBe(201);
    return res.json<Questionnaire>();
  }

  const db = () => t.database.db;
  const storedQuestionnaire = (id: string) =>
    db().selectFrom('questionnaires').selectAll().where('id', '=', id).executeTakeFirst();
  const storedQuestions = (id: string) =>
    db()
      .selectFrom('questions')
      .select(['question_key', 'text', 'position', 'type', 'options', 'required'])
      .where('questionnaire_id', '=', id)
      .orderBy('position')
      .execute();
  const countRows = async () => {
    const [q, qs, links] = await Promise.all([
      db()
        .selectFrom('questionnaires')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow(),
      db()
        .selectFrom('questions')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow(),
      db()
        .selectFrom('job_questionnaires')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow(),
    ]);
    return [Number(q.n), Number(qs.n), Number(links.n)];
  };

  describe('POST /questionnaire', () => {
    it('creates a questionnaire with its questions in order and the token as creator', async () => {
      const name = uniqueName('Sales screen');
      const res = await call('POST', '/questionnaire', {
        body: body({
          questionnaireName: `  ${name}  `,
          contentType: 'audio',
          userId: 999,
          questions: [
            { text: 'First, from the builder' },
            question('Second', { type: 'select', options: [{ label: 'Yes' }, { label: 'No' }] }),
            question('Third', {
              type: 'Multiselect',
              options: [{ label: 'A' }, { label: 'B' }],
              required: false,
            }),
            question('Fourth', { type: 'essay', options: [{ label: 'ignored' }] }),
          ],
        }),
      });
      expect(res.statusCode).toBe(201);
      const q = res.json<Questionnaire>();
      expect(q).toMatchObject({
        id: q.questionnaireId,
        questionnaireName: name,
        companyId: a.companyId,
        userId: a.userId,
        contentType: 'Audio',
        active: true,
        createdBy: { userId: a.userId, fullName: 'Riley Recruiter' },
        questionCount: 4,
        activeJobCount: 0,
      });
      expect(q.questionnaireId).toMatch(/^[0-9a-f-]{36}$/);
      expect(q.questions).toEqual([
        {
          questionId: 'question-1',
          questionText: 'First, from the builder',
          text: 'First, from the builder',
          required: true,
          type: 'Text',
          options: null,
        },
        {
          questionId: 'question-2',
          questionText: 'Second',
          text: 'Second',
          required: true,
          type: 'Select',
          options: [
            { optionId: 'option-1', label: 'Yes', knockout: false },
            { optionId: 'option-2', label: 'No', knockout: false },
          ],
        },
        {
          questionId: 'question-3',
          questionText: 'Third',
          text: 'Third',
          required: false,
          type: 'Multiselect',
          options: [
            { optionId: 'option-1', label: 'A', knockout: false },
            { optionId: 'option-2', label: 'B', knockout: false },
          ],
        },
        {
          questionId: 'question-4',
          questionText: 'Fourth',
          text: 'Fourth',
          required: true,
          type: 'Text',
          options: null,
        },
      ]);

      const row = await storedQuestionnaire(q.questionnaireId);
      expect(row).toMatchObject({
        company_id: a.companyId,
        user_id: a.userId,
        name,
        name_key: name.toLowerCase(),
        content_type: 'Audio',
        active: 1,
      });
      expect(await storedQuestions(q.questionnaireId)).toEqual([
        {
          question_key: 'question-1',
          text: 'First, from the builder',
          position: 0,
          type: 'Text',
          options: null,
          required: 1,
        },
        {
          question_key: 'question-2',
          text: 'Second',
          position: 1,
          type: 'Select',
          options:
            '[{"optionId":"option-1","label":"Yes","knockout":false},{"optionId":"option-2","label":"No","knockout":false}]',
          required: 1,
        },
        {
          question_key: 'question-3',
          text: 'Third',
          position: 2,
          type: 'Multiselect',
          options:
            '[{"optionId":"option-1","label":"A","knockout":false},{"optionId":"option-2","label":"B","knockout":false}]',
          required: 0,
        },
        { question_key: 'question-4', text: 'Fourth', position: 3, type: 'Text', options: null, required: 1 },
      ]);
    });

    it('keeps given questionIds and gives the others question-{n}, skipping ids in use', async () => {
      const q = await create({
        questions: [
          question('A', { questionId: 'question-2' }),
          question('B'),
          question('C'),
          question('D', { questionId: 'intro_1' }),
        ],
      });
      expect(q.questions.map((x) => x.questionId)).toEqual([
        'question-2',
        'question-3',
        'question-4',
        'intro_1',
      ]);
    });

    it('accepts inactive and eight questions', async () => {
      const q = await create({
        active: false,
        questions: Array.from({ length: 8 }, (_, i) => question(`Q${i}`)),
      });
      expect(q.active).toBe(false);
      expect(q.questionCount).toBe(8);
    });

    it.each([
      ['a missing name', { questionnaireName: undefined }, MESSAGES.nameRequired, 'body.questionnaireName'],
      ['a blank name', { questionnaireName: '   ' }, MESSAGES.nameRequired, 'body.questionnaireName'],
      ['a non-string name', { questionnaireName: 42 }, MESSAGES.nameRequired, 'body.questionnaireName'],
      [
        'a missing content type',
        { contentType: undefined },
        MESSAGES.answerFormatRequired,
        'body.contentType',
      ],
      ['an unknown content type', { contentType: 'pdf' }, MESSAGES.answerFormatRequired, 'body.contentType'],
      ['no questions field', { questions: undefined }, MESSAGES.atLeastOneQuestion, 'body.questions'],
      ['an empty question list', { questions: [] }, MESSAGES.atLeastOneQuestion, 'body.questions'],
      [
        'a question list that is not a list',
        { questions: 'abc' },
        MESSAGES.atLeastOneQuestion,
        'body.questions',
      ],
      [
        'nine questions',
        { questions: Array.from({ length: 9 }, (_, i) => question(`Q${i}`)) },
        MESSAGES.maxQuestionsReached,
        'body.questions',
      ],
      [
        'an empty question text',
        { questions: [question('ok'), question('  ')] },
        MESSAGES.questionTextRequired,
        'body.questions.1.questionText',
      ],
      [
        'a missing question text',
        { questions: [{ type: 'Text' }] },
        MESSAGES.questionTextRequired,
        'body.questions.0.questionText',
      ],
      [
        'a select question without options',
        { questions: [question('Pick', { type: 'Select', options: [] })] },
        'Select questions need at least one option',
        'body.questions.0.options',
      ],
      [
        'a multiselect question with no options field',
        { questions: [question('Pick', { type: 'Multiselect' })] },
        'Select questions need at least one option',
        'body.questions.0.options',
      ],
      [
        'duplicate questionIds',
        { questions: [question('A', { questionId: 'x' }), question('B', { questionId: 'x' })] },
        'Each question needs its own questionId.',
        'body.questions.1.questionId',
      ],
    ])('refuses %s with 400 and writes nothing', async (_, overrides, message, path) => {
      const before = await countRows();
      const res = await call('POST', '/questionnaire', { body: body(overrides) });
      expect(res.statusCode).toBe(400);
      const error = res.json<ErrorResponse>();
      expect(error.message).toBe(message);
      expect(error.fields?.[0]).toEqual({ path, message });
      expect(await countRows()).toEqual(before);
    });

    it("refuses another company's companyId in the body (403) and writes nothing", async () => {
      const before = await countRows();
      const res = await call('POST', '/questionnaire', { body: body({ companyId: b.companyId }) });
      expect(res.statusCode).toBe(403);
      expect(await countRows()).toEqual(before);
    });

    it('refuses a token whose user belongs to another company (403)', async () => {
      const before = await countRows();
      const crossed = await t.tokenFor({ companyId: a.companyId, userId: b.userId });
      const res = await call('POST', '/questionnaire', { body: body(), token: crossed });
      expect(res.statusCode).toBe(403);
      expect(res.json<ErrorResponse>().message).toBe('Your user is not part of this company.');
      expect(await countRows()).toEqual(before);
    });

    it('refuses a second questionnaire of the same name in the company (409), whatever case or spacing', async () => {
      const name = uniqueName('Duplicate Name');
      await create({ questionnaireName: name });
      const before = await countRows();
      for (const variant of [
        name,
        name.toUpperCase(),
        `  ${name.toLowerCase()} `,
        name.replace(' ', '   '),
      ]) {
        const res = await call('POST', '/questionnaire', { body: body({ questionnaireName: variant }) });
        expect(res.statusCode).toBe(409);
        expect(res.json<ErrorResponse>().message).toBe(MESSAGES.questionnaireExists);
      }
      expect(await countRows()).toEqual(before);
      // Names are per company.
      const other = await create({ questionnaireName: name, companyId: b.companyId }, tokenB);
      expect(other.companyId).toBe(b.companyId);
    });

    it('answers concurrent creates of one name with one 201 and 409s', async () => {
      const name = uniqueName('Race');
      const results = await Promise.all(
        Array.from({ length: 5 }, () =>
          call('POST', '/questionnaire', { body: body({ questionnaireName: name }) }),
        ),
      );
      expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
      const rows = await db().selectFrom('questionnaires').select('id').where('name', '=', name).execute();
      expect(rows).toHaveLength(1);
    });

    it("recognises this dialect's unique-constraint error", async () => {
      const { questionnaireId } = await createQuestionnaire(db(), a.companyId, a.userId, {
        name: uniqueName('Raw'),
      });
      const row = await storedQuestionnaire(questionnaireId);
      const duplicate = db()
        .insertInto('questionnaires')
        .values({ ...row!, id: randomUUID() })
        .execute();
      const err: unknown = await duplicate.catch((e: unknown) => e);
      expect(isUniqueViolation(err)).toBe(true);
      expect(isUniqueViolation(new Error('other'))).toBe(false);
    });

    it('stores hostile text as plain data and never fails with 5xx', async () => {
      const script = await create({ questionnaireName: `<script>alert(1)</script> ${randomUUID()}` });
      expect(script.questionnaireName).toMatch(/^<script>alert\(1\)<\/script> /);
      const sqlish = await create({
        questionnaireName: `x'); DROP TABLE questionnaires; -- ${randomUUID()}`,
        questions: [question("' OR 1=1 --"), question('😀 ünïcödé 中文')],
      });
      expect(sqlish.questions.map((q) => q.questionText)).toEqual(["' OR 1=1 --", '😀 ünïcödé 中文']);
      expect((await storedQuestionnaire(sqlish.questionnaireId))?.name).toBe(sqlish.questionnaireName);

      const before = await countRows();
      const hostile: unknown[] = [
        body({ questionnaireName: 'x'.repeat(10_000) }),
        body({ questions: [question('y'.repeat(5000))] }),
        body({
          questions: [
            question('Pick', { type: 'Select', options: Array.from({ length: 21 }, () => ({ label: 'o' })) }),
          ],
        }),
        body({ questions: [question('A', { questionId: '../../etc/passwd' })] }),
        body({ questions: [question('A', { questionId: 'a'.repeat(65) })] }),
        body({ questions: [question('A', { required: 'yes' })] }),
        body({ questions: [{ questionText: { $ne: null } }] }),
        body({ companyId: 'DROP TABLE' }),
        body({ active: 'true' }),
        [],
      ];
      for (const payload of hostile) {
        const res = await call('POST', '/questionnaire', { body: payload });
        expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      }
      const jsonNull = await t.app.inject({
        method: 'POST',
        url: '/api/v1/questionnaire',
        headers: { authorization: `Bearer ${tokenA}`, 'content-type': 'application/json' },
        payload: 'null',
      });
      expect(jsonNull.statusCode).toBe(400);
      const malformed = await t.app.inject({
        method: 'POST',
        url: '/api/v1/questionnaire',
        headers: { authorization: `Bearer ${tokenA}`, 'content-type': 'application/json' },
        payload: '{"questionnaireName": ',
      });
      expect(malformed.statusCode).toBe(400);
      const huge = await call('POST', '/questionnaire', {
        body: body({ filler: 'z'.repeat(2 * 1024 * 1024) }),
      });
      expect(huge.statusCode).toBe(413);
      expect(await countRows()).toEqual(before);
    });

    it('refuses text with NUL characters (PostgreSQL cannot store them) with 400', async () => {
      const before = await countRows();
      const payloads = [
        body({ questionnaireName: 'Bad\u0000name' }),
        body({ questions: [question('a\u0000b')] }),
        body({ questions: [question('Pick', { type: 'Select', options: [{ label: '\u0000' }] })] }),
      ];
      for (const payload of payloads) {
        const res = await call('POST', '/questionnaire', { body: payload });
        expect(res.statusCode).toBe(400);
        expect(res.json<ErrorResponse>().message).toBe('Text must not contain NUL characters');
      }
      expect(await countRows()).toEqual(before);
    });
  });

  describe('GET /questionnaire/:id', () => {
    it('returns the questionnaire with its questions in stored order', async () => {
      const created = await create({
        questions: [question('Z last?'), question('A first?'), question('M middle?')],
      });
      const res = await call('GET', `/questionnaire/${created.questionnaireId}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(created);
      expect(res.json<Questionnaire>().questions.map((q) => q.text)).toEqual([
        'Z last?',
        'A first?',
        'M middle?',
      ]);
    });

    it('answers unknown, foreign and path-like ids with 404 and oversized ids with 400', async () => {
      const foreign = await createQuestionnaire(db(), b.companyId, b.userId);
      for (const id of [
        randomUUID(),
        foreign.questionnaireId,
        '..%2F..%2Fetc%2Fpasswd',
        "1'%20OR%20'1'='1",
        '%3Cscript%3E',
      ]) {
        const res = await call('GET', `/questionnaire/${id}`);
        expect(res.statusCode, id).toBe(404);
        expect(res.body).not.toContain(foreign.questionnaireId);
      }
      expect((await call('GET', `/questionnaire/${'a'.repeat(65)}`)).statusCode).toBe(400);
      expect((await call('GET', '/questionnaire/a%00b')).statusCode).toBe(400);
    });
  });

  describe('PUT /questionnaire/:id', () => {
    it('replaces name, format, state and questions, keeping the questionIds it is given', async () => {
      const created = await create({ questions: [question('One'), question('Two'), question('Three')] });
      const [one, two, three] = created.questions;
      const name = uniqueName('Renamed');
      const res = await call('PUT', `/questionnaire/${created.questionnaireId}`, {
        body: body({
          id: created.questionnaireId,
          questionnaireName: name,
          contentType: 'audio',
          active: false,
          questions: [
            { ...three, questionText: 'Three, reworded' },
            question('New one'),
            { questionId: one!.questionId, text: 'One' },
          ],
        }),
      });
      expect(res.statusCode).toBe(200);
      const updated = res.json<Questionnaire>();
      expect(updated).toMatchObject({
        questionnaireId: created.questionnaireId,
        questionnaireName: name,
        contentType: 'Audio',
        active: false,
        createdAt: created.createdAt,
        questionCount: 3,
      });
      expect(updated.updatedAt >= created.updatedAt).toBe(true);
      // The removed question's id (question-2) stays retired: the new question must not inherit its answers.
      expect(two?.questionId).toBe('question-2');
      expect(updated.questions.map((q) => [q.questionId, q.text])).toEqual([
        ['question-3', 'Three, reworded'],
        ['question-4', 'New one'],
        ['question-1', 'One'],
      ]);
      expect(
        (await storedQuestions(created.questionnaireId)).map((q) => [q.position, q.question_key]),
      ).toEqual([
        [0, 'question-3'],
        [1, 'question-4'],
        [2, 'question-1'],
      ]);
      expect((await storedQuestionnaire(created.questionnaireId))?.name_key).toBe(name.toLowerCase());
    });

    it('allows keeping its own name in another case but refuses the name of another questionnaire (409)', async () => {
      const first = await create();
      const second = await create();
      const own = await call('PUT', `/questionnaire/${second.questionnaireId}`, {
        body: body({ questionnaireName: second.questionnaireName.toUpperCase() }),
      });
      expect(own.statusCode).toBe(200);
      const clash = await call('PUT', `/questionnaire/${second.questionnaireId}`, {
        body: body({
          questionnaireName: ` ${first.questionnaireName.toLowerCase()} `,
          questions: [question('changed')],
        }),
      });
      expect(clash.statusCode).toBe(409);
      expect(clash.json<ErrorResponse>().message).toBe(MESSAGES.questionnaireExists);
      const stored = await call('GET', `/questionnaire/${second.questionnaireId}`);
      expect(stored.json<Questionnaire>().questionnaireName).toBe(second.questionnaireName.toUpperCase());
      expect(stored.json<Questionnaire>().questions.map((q) => q.text)).toEqual(
        second.questions.map((q) => q.text),
      );
    });

    it('refuses a body id that is not the path id, invalid bodies and foreign companies, changing nothing', async () => {
      const created = await create();
      const url = `/questionnaire/${created.questionnaireId}`;
      const mismatch = await call('PUT', url, { body: body({ id: randomUUID() }) });
      expect(mismatch.statusCode).toBe(400);
      expect(mismatch.json<ErrorResponse>().fields?.[0]?.path).toBe('body.id');

      const tooMany = await call('PUT', url, {
        body: body({ questions: Array.from({ length: 9 }, (_, i) => question(`Q${i}`)) }),
      });
      expect(tooMany.statusCode).toBe(400);
      expect(tooMany.json<ErrorResponse>().message).toBe(MESSAGES.maxQuestionsReached);

      const dup = await call('PUT', url, {
        body: body({ questions: [question('a', { questionId: 'k' }), question('b', { questionId: 'k' })] }),
      });
      expect(dup.statusCode).toBe(400);

      expect((await call('PUT', url, { body: body({ companyId: b.companyId }) })).statusCode).toBe(403);
      const foreign = await call('PUT', url, { body: body({ companyId: undefined }), token: tokenB });
      expect(foreign.statusCode).toBe(404);
      expect((await call('PUT', `/questionnaire/${randomUUID()}`, { body: body() })).statusCode).toBe(404);

      const after = await call('GET', url);
      expect(after.json()).toEqual(created);
    });
  });

  describe('GET /company/:companyId/questionnaire', () => {
    it('lists the company newest first with creator, question and active job counts', async () => {
      const c = await createCompany(db(), { name: 'Company C', firstName: 'Casey', lastName: 'Lister' });
      const tokenC = await t.tokenFor({ companyId: c.companyId, userId: c.userId });
      const empty = await call('GET', `/company/${c.companyId}/questionnaire`, { token: tokenC });
      expect(empty.statusCode).toBe(200);
      expect(empty.json()).toEqual([]);

      const made: Questionnaire[] = [];
      for (let i = 0; i < 4; i += 1) {
        made.push(
          await create(
            {
              companyId: c.companyId,
              questionnaireName: `List ${i}`,
              questions: Array.from({ length: i + 1 }, (_, n) => question(`Q${i}.${n}`)),
            },
            tokenC,
          ),
        );
      }
      // Distinct creation times, oldest first, so the order does not depend on the clock's resolution.
      for (const [i, q] of made.entries()) {
        await db()
          .updateTable('questionnaires')
          .set({ created_at: `2026-01-0${i + 1}T00:00:00.000Z` })
          .where('id', '=', q.questionnaireId)
          .execute();
      }
      const open = await createJob(db(), c.companyId);
      const open2 = await createJob(db(), c.companyId, { status: 'On Hold' });
      const closed = await createJob(db(), c.companyId, { status: 'Closed' });
      await db()
        .insertInto('job_questionnaires')
        .values([
          { job_id: open, questionnaire_id: made[1]!.questionnaireId, attached_by: null, created_at: 'x' },
          { job_id: open2, questionnaire_id: made[1]!.questionnaireId, attached_by: null, created_at: 'x' },
          { job_id: closed, questionnaire_id: made[2]!.questionnaireId, attached_by: null, created_at: 'x' },
        ])
        .execute();

      const res = await call('GET', `/company/${c.companyId}/questionnaire`, { token: tokenC });
      expect(res.statusCode).toBe(200);
      const list = res.json<Questionnaire[]>();
      expect(list.map((q) => q.questionnaireName)).toEqual(['List 3', 'List 2', 'List 1', 'List 0']);
      expect(list.map((q) => q.questionCount)).toEqual([4, 3, 2, 1]);
      expect(list.map((q) => q.activeJobCount)).toEqual([0, 0, 2, 0]);
      expect(list[0]?.questions.map((q) => q.text)).toEqual(['Q3.0', 'Q3.1', 'Q3.2', 'Q3.3']);
      expect(list[0]?.createdAt).toBe('2026-01-04T00:00:00.000Z');
      for (const q of list) {
        expect(q.createdBy).toEqual({ userId: c.userId, fullName: 'Casey Lister' });
        expect(q.companyId).toBe(c.companyId);
      }
    });

    it('lists exactly what GET by id returns, and follows every write', async () => {
      const c = await createCompany(db(), { name: 'Company D', firstName: 'Dana', lastName: 'Writer' });
      const tokenC = await t.tokenFor({ companyId: c.companyId, userId: c.userId });
      const list = async () => {
        const res = await call('GET', `/company/${c.companyId}/questionnaire`, { token: tokenC });
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toMatch(/^application\/json/);
        return res.json<Questionnaire[]>();
      };
      const first = await create({ companyId: c.companyId, questionnaireName: 'Cache one' }, tokenC);
      const second = await create(
        {
          companyId: c.companyId,
          questionnaireName: 'Cache two',
          questions: [question('Pick', { type: 'Select', options: [{ label: 'A' }, { label: 'B' }] })],
        },
        tokenC,
      );
      const listed = await list();
      for (const item of listed) {
        const one = await call('GET', `/questionnaire/${item.questionnaireId}`, { token: tokenC });
        expect(item).toEqual(one.json());
      }
      const url = `/questionnaire/${first.questionnaireId}`;

      await call('PATCH', url, { body: { questionnaireName: 'Cache renamed' }, token: tokenC });
      expect((await list()).map((q) => q.questionnaireName).sort()).toEqual(['Cache renamed', 'Cache two']);

      await call('PUT', url, {
        body: body({
          companyId: c.companyId,
          questionnaireName: 'Cache renamed',
          questions: [question('Only one')],
        }),
        token: tokenC,
      });
      // question-1 and question-2 were replaced, so their ids stay retired.
      expect((await list()).find((q) => q.questionnaireId === first.questionnaireId)?.questions).toEqual([
        {
          questionId: 'question-3',
          questionText: 'Only one',
          text: 'Only one',
          required: true,
          type: 'Text',
          options: null,
        },
      ]);

      await call('DELETE', url, { token: tokenC });
      expect((await list()).find((q) => q.questionnaireId === first.questionnaireId)?.active).toBe(false);
      await call('PATCH', url, { body: { active: true }, token: tokenC });
      expect((await list()).find((q) => q.questionnaireId === first.questionnaireId)?.active).toBe(true);

      // Job counts are always current, whoever changed the job.
      const job = await createJob(db(), c.companyId);
      await call('POST', `/job/${job}/questionnaire`, {
        body: { questionnaireId: second.questionnaireId },
        token: tokenC,
      });
      const countOf = async () =>
        (await list()).find((q) => q.questionnaireId === second.questionnaireId)?.activeJobCount;
      expect(await countOf()).toBe(1);
      await db().updateTable('jobs').set({ status: 'Closed' }).where('id', '=', job).execute();
      expect(await countOf()).toBe(0);

      // Writes by another process (straight into the database) are seen too.
      const outside = await createQuestionnaire(db(), c.companyId, c.userId, { name: 'Written elsewhere' });
      expect((await list()).map((q) => q.questionnaireId)).toContain(outside.questionnaireId);
      await db()
        .updateTable('questionnaires')
        .set({ name: 'Renamed elsewhere', updated_at: new Date(Date.now() + 60_000).toISOString() })
        .where('id', '=', outside.questionnaireId)
        .execute();
      expect(
        (await list()).find((q) => q.questionnaireId === outside.questionnaireId)?.questionnaireName,
      ).toBe('Renamed elsewhere');
      await db().deleteFrom('questionnaires').where('id', '=', outside.questionnaireId).execute();
      expect((await list()).map((q) => q.questionnaireId)).not.toContain(outside.questionnaireId);
    });

    it('never stores a list built before a write that happened while it was built', () => {
      const cache = createQuestionnaireListCache(2);
      const list = { ids: ['x'], fragments: ['{"activeJobCount":'] };
      const before = cache.generationOf(1);
      cache.invalidate(1);
      cache.store(1, before, 'f', list);
      expect(cache.find(1, 'f')).toBeUndefined();
      cache.store(1, cache.generationOf(1), 'f', list);
      expect(cache.find(1, 'f')).toBe(cache.find(1, 'f'));
      expect(cache.find(1, 'f')?.ids).toEqual(['x']);
      expect(cache.find(1, 'other fingerprint')).toBeUndefined();
      expect(assembleList(list, new Map([['x', 3]]))).toBe('[{"activeJobCount":3}]');
      expect(assembleList({ ids: [], fragments: [] }, new Map())).toBe('[]');
      // Bounded: the oldest company's entry goes first.
      cache.store(2, cache.generationOf(2), 'f', list);
      cache.store(3, cache.generationOf(3), 'f', list);
      expect(cache.find(1, 'f')).toBeUndefined();
      expect(cache.find(3, 'f')).toBeDefined();
    });

    it("refuses another company's list (403) and leaks nothing", async () => {
      await create();
      const res = await call('GET', `/company/${a.companyId}/questionnaire`, { token: tokenB });
      expect(res.statusCode).toBe(403);
      expect(res.body).not.toContain('Screen');
      expect((await call('GET', '/company/abc/questionnaire')).statusCode).toBe(400);
    });
  });

  describe('deactivate, reactivate and the active job count', () => {
    it('deactivates softly: the job links stay and still count', async () => {
      const created = await create();
      const job = await createJob(db(), a.companyId);
      const closed = await createJob(db(), a.companyId, { status: 'Closed' });
      for (const jobId of [job, closed]) {
        const attach = await call('POST', `/job/${jobId}/questionnaire`, {
          body: { questionnaireId: created.questionnaireId },
        });
        if (jobId === job) expect(attach.statusCode).toBe(201);
      }
      // The closed job cannot be attached through the API; link it directly to check it is not counted.
      await db()
        .insertInto('job_questionnaires')
        .values({
          job_id: closed,
          questionnaire_id: created.questionnaireId,
          attached_by: null,
          created_at: 'x',
        })
        .execute();
      const url = `/questionnaire/${created.questionnaireId}`;
      expect((await call('GET', `${url}/job/count`)).json()).toEqual({ count: 1 });

      const res = await call('DELETE', url, { body: { active: false, companyId: a.companyId } });
      expect(res.statusCode).toBe(200);
      expect(res.json<Questionnaire>()).toMatchObject({ active: false, activeJobCount: 1 });
      expect((await storedQuestionnaire(created.questionnaireId))?.active).toBe(0);
      const links = await db()
        .selectFrom('job_questionnaires')
        .select('job_id')
        .where('questionnaire_id', '=', created.questionnaireId)
        .execute();
      expect(links.map((l) => l.job_id).sort()).toEqual([job, closed].sort());
      expect((await call('GET', `${url}/job/count`)).json()).toEqual({ count: 1 });

      const again = await call('DELETE', url);
      expect(again.statusCode).toBe(200);
      expect(again.json<Questionnaire>().active).toBe(false);

      const reactivated = await call('PATCH', url, { body: { active: true } });
      expect(reactivated.statusCode).toBe(200);
      expect(reactivated.json<Questionnaire>()).toMatchObject({ active: true, activeJobCount: 1 });
      expect((await storedQuestionnaire(created.questionnaireId))?.active).toBe(1);
    });

    it('renames through PATCH and refuses a taken name (409) or an empty patch (400)', async () => {
      const first = await create();
      const second = await create();
      const url = `/questionnaire/${second.questionnaireId}`;
      const name = uniqueName('Patched');
      const renamed = await call('PATCH', url, { body: { questionnaireName: name } });
      expect(renamed.statusCode).toBe(200);
      expect(renamed.json<Questionnaire>()).toMatchObject({ questionnaireName: name, active: true });

      const clash = await call('PATCH', url, {
        body: { questionnaireName: first.questionnaireName.toUpperCase() },
      });
      expect(clash.statusCode).toBe(409);
      expect(clash.json<ErrorResponse>().message).toBe(MESSAGES.questionnaireExists);

      const empty = await call('PATCH', url, { body: {} });
      expect(empty.statusCode).toBe(400);
      expect(empty.json<ErrorResponse>().message).toBe('Nothing to change: send active or questionnaireName');

      const blank = await call('PATCH', url, { body: { questionnaireName: ' ' } });
      expect(blank.statusCode).toBe(400);
      expect(blank.json<ErrorResponse>().message).toBe(MESSAGES.nameRequired);
      expect((await storedQuestionnaire(second.questionnaireId))?.name).toBe(name);
    });

    it("refuses a DELETE naming another company (403) and another company's questionnaire (404)", async () => {
      const created = await create();
      const url = `/questionnaire/${created.questionnaireId}`;
      expect(
        (await call('DELETE', url, { body: { active: false, companyId: b.companyId } })).statusCode,
      ).toBe(403);
      expect((await call('DELETE', url, { body: { active: true } })).statusCode).toBe(400);
      expect((await call('DELETE', `/questionnaire/${randomUUID()}`)).statusCode).toBe(404);
      expect((await call('GET', `/questionnaire/${randomUUID()}/job/count`)).statusCode).toBe(404);
      expect((await storedQuestionnaire(created.questionnaireId))?.active).toBe(1);
    });
  });

  describe('tenancy and authentication', () => {
    it("gives company B 404/403 on every route with company A's ids and changes nothing", async () => {
      const created = await create();
      const job = await createJob(db(), a.companyId);
      await call('POST', `/job/${job}/questionnaire`, { body: { questionnaireId: created.questionnaireId } });
      const url = `/questionnaire/${created.questionnaireId}`;
      const before = await countRows();
      const attempts: [Method, string, unknown, number][] = [
        ['GET', url, undefined, 404],
        ['PUT', url, body({ companyId: b.companyId }), 404],
        ['PATCH', url, { active: false }, 404],
        ['DELETE', url, { active: false, companyId: b.companyId }, 404],
        ['DELETE', url, undefined, 404],
        ['GET', `${url}/job/count`, undefined, 404],
        ['GET', `/company/${a.companyId}/questionnaire`, undefined, 403],
        ['POST', '/questionnaire', body({ companyId: a.companyId }), 403],
      ];
      for (const [method, path, payload, status] of attempts) {
        const res = await call(method, path, { body: payload, token: tokenB });
        expect(res.statusCode, `${method} ${path}`).toBe(status);
        expect(res.body).not.toContain(created.questionnaireName);
      }
      expect(await countRows()).toEqual(before);
      const stored = await call('GET', url);
      expect(stored.json()).toEqual({ ...created, activeJobCount: 1 });
    });

    it('answers every recruiter route without a token with 401', async () => {
      const created = await create();
      const url = `/questionnaire/${created.questionnaireId}`;
      const before = await countRows();
      const attempts: [Method, string, unknown][] = [
        ['POST', '/questionnaire', body()],
        ['GET', url, undefined],
        ['PUT', url, body()],
        ['PATCH', url, { active: false }],
        ['DELETE', url, undefined],
        ['GET', `${url}/job/count`, undefined],
        ['GET', `/company/${a.companyId}/questionnaire`, undefined],
      ];
      for (const [method, path, payload] of attempts) {
        const res = await call(method, path, { body: payload, token: null });
        expect(res.statusCode, `${method} ${path}`).toBe(401);
      }
      expect(await countRows()).toEqual(before);
      expect((await storedQuestionnaire(created.questionnaireId))?.active).toBe(1);
    });
  });
});

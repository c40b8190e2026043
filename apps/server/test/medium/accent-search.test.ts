import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InterviewList, Job, Questionnaire } from '@vi/contracts';
import { upsertTranscript } from '../../src/background/transcribe-answer.repository.js';
import { createDatabase, type Database } from '../../src/db/database.js';
import { migrateToLatest } from '../../src/db/migrate.js';
import { searchFolding } from '../../src/db/migrations/0020-search-folding.js';
import {
  matchingApplications,
  searchTerms,
} from '../../src/modules/interviews/interview-search.repository.js';
import { createAnswer } from '../factories/answer.factory.js';
import { createApplication } from '../factories/application.factory.js';
import { createCompany, type CompanyFixture } from '../factories/company.factory.js';
import { createJob } from '../factories/job.factory.js';
import { createTestApp, createTestEnv, DIALECTS, uniqueName, type TestApp, type TestEnv } from '../helper.js';
import { createCall } from '../helpers/call.js';

/**
 * Every search a recruiter has, on accented text (docs/languages.md "Search"): case- and
 * accent-insensitive both ways, on SQLite and on PostgreSQL alike.
 */
describe.each(DIALECTS)('accent-insensitive search (%s)', (dialect) => {
  let t: TestApp;
  let company: CompanyFixture;
  let token: string;
  let questionnaire: Questionnaire;
  const db = () => t.database.db;
  const call = createCall(() => t.app, { token: () => token });

  const names = async (q: string) => {
    const res = await call('GET', `/company/${company.companyId}/interviews?q=${encodeURIComponent(q)}`);
    expect(res.statusCode, res.body).toBe(200);
    return res
      .json<InterviewList>()
      .data.map((i) => i.applicantName)
      .sort();
  };

  beforeAll(async () => {
    t = await createTestApp(dialect, { TRANSCRIBE_ENGINE: 'none' });
    company = await createCompany(db(), { name: 'Búsqueda S.A.' });
    token = await t.tokenFor({ companyId: company.companyId, userId: company.userId });
    const created = await call('POST', '/questionnaire', {
      body: {
        questionnaireName: uniqueName('Entrevista'),
        contentType: 'video',
        language: 'es',
        questions: [
          { questionText: '¿Qué canción te gusta?', type: 'Text' },
          { questionText: '¿Algo más?', type: 'Written', required: false },
        ],
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    questionnaire = created.json<Questionnaire>();
    const job = await createJob(db(), company.companyId, { title: 'Técnico' });
    const person = (firstName: string, lastName: string) =>
      createApplication(db(), company.companyId, job, questionnaire.questionnaireId, { firstName, lastName });

    const jose = await person('José', 'Núñez');
    await person('Jürgen', 'Müller');
    await person('ZOË', 'ÅSTRÖM');
    await person('Jose', 'Plain');
    const [said, written] = questionnaire.questions;
    // A transcript as the transcription job writes it, with the accents a Spanish engine gives.
    const answer = await createAnswer(db(), jose.applicationId, {
      questionKey: said!.questionId,
      questionText: said!.questionText,
    });
    await upsertTranscript(db(), answer.answerId, {
      status: 'done',
      engine: 'test',
      text: 'Canté una canción de cuna en la estación',
      segments: JSON.stringify([{ start: 0.5, end: 3, text: 'Canté una canción de cuna en la estación' }]),
      error: null,
    });
    // A written answer, sent the way the applicant's page sends it, typed without accents.
    const ines = await person('Inés', 'Ávila');
    const typed = await call('POST', `/answer/${ines.guid}/questions/${written!.questionId}`, {
      token: null,
      body: { text: 'Trabaje en una panaderia de Cordoba' },
    });
    expect(typed.statusCode, typed.body).toBe(200);
  });
  afterAll(() => t.close());

  it('finds an applicant by name whichever way the accents and the case are typed', async () => {
    expect(await names('jose')).toEqual(['Jose Plain', 'José Núñez']);
    expect(await names('JOSÉ')).toEqual(['Jose Plain', 'José Núñez']);
    expect(await names('nunez')).toEqual(['José Núñez']);
    expect(await names('MÜLLER')).toEqual(['Jürgen Müller']);
    expect(await names('muller jurgen')).toEqual(['Jürgen Müller']);
    expect(await names('zoe astrom')).toEqual(['ZOË ÅSTRÖM']);
    expect(await names('Zoë')).toEqual(['ZOË ÅSTRÖM']);
  });

  it('finds words of a transcript and of a written answer with or without their accents', async () => {
    expect(await names('cancion')).toEqual(['José Núñez']);
    expect(await names('CANCIÓN estacion')).toEqual(['José Núñez']);
    expect(await names('canté')).toEqual(['José Núñez']);
    expect(await names('panadería córdoba')).toEqual(['Inés Ávila']);
    expect(await names('cancion panaderia')).toEqual([]);
  });

  it('shows the line that matched, as it was said', async () => {
    const res = await call('GET', `/company/${company.companyId}/interviews?q=cancion`);
    const [found] = res.json<InterviewList>().data;
    expect(found?.searchMatch).toMatchObject({
      text: 'Canté una canción de cuna en la estación',
      start: 0.5,
    });
  });

  it('filters jobs by a keyword without its accents, after a create and after an edit', async () => {
    const list = async (keyword: string) => {
      const res = await call(
        'GET',
        `/company/${company.companyId}/jobs?keyword=${encodeURIComponent(keyword)}`,
      );
      expect(res.statusCode, res.body).toBe(200);
      return res
        .json<Job[]>()
        .map((j) => j.title)
        .sort();
    };
    const body = (title: string) => ({
      title,
      status: 'Open',
      locations: [{ city: 'Sevilla', region: 'Andalucía', country: 'España' }],
      responsibilities: [],
    });
    const created = await call('POST', `/company/${company.companyId}/jobs`, {
      body: body('Diseñadora Gráfica'),
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(await list('disenadora')).toEqual(['Diseñadora Gráfica']);
    expect(await list('GRAFICA')).toEqual(['Diseñadora Gráfica']);
    expect(await list('tecnico')).toEqual(['Técnico']);
    expect(await list('TÉCNICO')).toEqual(['Técnico']);

    const id = created.json<Job>().id;
    const edited = await call('PUT', `/company/${company.companyId}/jobs/${id}`, {
      body: body('Ingeniera de Sonido'),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await list('disenadora')).toEqual([]);
    expect(await list('INGENIERA')).toEqual(['Ingeniera de Sonido']);
  });
});

/** Rows written before migration 0020 are folded by it, so they are found like new ones. */
describe.each(DIALECTS)('migration 0020-search-folding (%s)', (dialect) => {
  let env: TestEnv;
  let database: Database;
  afterAll(async () => {
    await database.destroy();
    await env.cleanup();
  });

  it('folds the titles and search documents already stored, and undoes its column', async () => {
    env = createTestEnv(dialect);
    database = await createDatabase(env.config.database);
    const { db } = database;
    await migrateToLatest(db, dialect, database.schema);
    const migration = searchFolding();
    // The database as it was before the migration: no title_search, documents as typed.
    await migration.down(db);
    const company = await createCompany(db);
    const now = new Date().toISOString();
    const job = await db
      .insertInto('jobs')
      .values({
        company_id: company.companyId,
        title: 'Técnica de Sonido',
        status: 'Open',
        responsibilities: '[]',
        locations: '[]',
        created_at: now,
        updated_at: now,
        // The table before this migration, which today's row type (with title_search) cannot describe.
      } as never)
      .returning('id')
      .executeTakeFirstOrThrow();
    const app = await createApplication(db, company.companyId, job.id, null, { firstName: 'Zoë' });
    await db
      .updateTable('interview_search')
      .set({ content: 'Zoë Müller\nCanté una canción' })
      .where('application_id', '=', app.applicationId)
      .execute();

    await migration.up(db);

    const stored = await db
      .selectFrom('jobs')
      .select('title_search')
      .where('id', '=', job.id)
      .executeTakeFirst();
    expect(stored?.title_search).toBe('tecnica de sonido');
    const document = await db
      .selectFrom('interview_search')
      .select('content')
      .where('application_id', '=', app.applicationId)
      .executeTakeFirst();
    expect(document?.content).toBe('zoe muller\ncante una cancion');
    // The engine's own index followed the rewrite (SQLite's FTS5 table through its update trigger).
    const found = await db
      .selectFrom('applications as a')
      .select('a.id')
      .where('a.id', 'in', matchingApplications(dialect, searchTerms('MÜLLER canción')))
      .execute();
    expect(found.map((r) => r.id)).toEqual([app.applicationId]);
  });
});

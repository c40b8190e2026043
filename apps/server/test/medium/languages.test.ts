import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ApplicantInterview,
  InviteResponse,
  MeResponse,
  PublicConfig,
  Questionnaire,
} from '@vi/contracts';
import { createCompany, type CompanyFixture } from '../factories/company.factory.js';
import { createJob } from '../factories/job.factory.js';
import { createTestApp, DIALECTS, uniqueName, type TestApp } from '../helper.js';
import { createCall } from '../helpers/call.js';
import { inviteApplicant } from '../helpers/invite.js';
import { isEspeakInstalled } from '../../src/infra/tts/espeak-synthesizer.js';

/** Languages over HTTP as the builder, the applicant's screens and a recruiter's settings use them. */
describe.each(DIALECTS)('languages (%s)', (dialect) => {
  let t: TestApp;
  let company: CompanyFixture;
  let token: string;

  beforeAll(async () => {
    t = await createTestApp(dialect, { TRANSCRIBE_ENGINE: 'none' });
    company = await createCompany(t.database.db, { name: 'Idiomas Co' });
    token = await t.tokenFor({ companyId: company.companyId, userId: company.userId });
  });
  afterAll(() => t.close());

  const call = createCall(() => t.app, { token: () => token });
  const body = (extra: Record<string, unknown> = {}) => ({
    questionnaireName: uniqueName('Idioma'),
    contentType: 'video',
    questions: [{ text: '¿Por qué quieres este trabajo?' }],
    ...extra,
  });

  it('creates a questionnaire in English unless told, and in any shipped language in any letter case', async () => {
    const plain = await call('POST', '/questionnaire', { body: body() });
    expect(plain.statusCode, plain.body).toBe(201);
    expect(plain.json<Questionnaire>().language).toBe('en');

    const brazil = await call('POST', '/questionnaire', { body: body({ language: 'pt-br' }) });
    expect(brazil.statusCode, brazil.body).toBe(201);
    const created = brazil.json<Questionnaire>();
    expect(created.language).toBe('pt-BR');
    const read = await call('GET', `/questionnaire/${created.questionnaireId}`);
    expect(read.json<Questionnaire>().language).toBe('pt-BR');
  });

  it('refuses a tag the product does not ship with 400, naming the ones it does', async () => {
    for (const language of ['ar', 'es-ES-x-bogus', '', 42]) {
      const res = await call('POST', '/questionnaire', { body: body({ language }) });
      expect(res.statusCode, String(language)).toBe(400);
      expect(res.body).toContain('language must be one of en, es, fr, de, pt-BR');
    }
  });

  it('keeps the language on an edit that does not send one, and changes it on one that does', async () => {
    const created = (
      await call('POST', '/questionnaire', { body: body({ language: 'es' }) })
    ).json<Questionnaire>();
    const url = `/questionnaire/${created.questionnaireId}`;
    const kept = await call('PUT', url, {
      body: { ...body(), questionnaireName: created.questionnaireName },
    });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json<Questionnaire>().language).toBe('es');
    const changed = await call('PUT', url, {
      body: { ...body(), questionnaireName: created.questionnaireName, language: 'de' },
    });
    expect(changed.json<Questionnaire>().language).toBe('de');
    expect((await call('PUT', url, { body: { ...body(), language: 'xx' } })).statusCode).toBe(400);
  });

  it("gives the applicant the questionnaire's language with the interview", async () => {
    const questionnaire = (
      await call('POST', '/questionnaire', { body: body({ language: 'es' }) })
    ).json<Questionnaire>();
    const jobId = await createJob(t.database.db, company.companyId);
    const attach = await call('POST', `/job/${jobId}/questionnaire`, {
      body: { questionnaireId: questionnaire.questionnaireId },
    });
    expect(attach.statusCode, attach.body).toBe(201);
    const invite = await inviteApplicant(t.app, token, {
      jobId: String(jobId),
      email: `lucia.${dialect}@example.com`,
    });
    expect(invite.statusCode, invite.body).toBe(201);
    const guid = invite.json<InviteResponse>().data.applicationGuid;
    const res = await call('GET', `/interview/${guid}`, { token: null });
    expect(res.statusCode).toBe(200);
    expect(res.json<ApplicantInterview[]>()[0]!.language).toBe('es');
  });

  it('lists the shipped languages in /config with what this server can do in each', async () => {
    const res = await call('GET', '/config', { token: null });
    // flite reads English; espeak-ng, when this machine has it (CI installs it), the others. No
    // transcription engine is configured here.
    const others = isEspeakInstalled();
    expect(res.json<PublicConfig>().languages).toEqual([
      { tag: 'en', name: 'English', tts: true, transcription: false },
      { tag: 'es', name: 'Español', tts: others, transcription: false },
      { tag: 'fr', name: 'Français', tts: others, transcription: false },
      { tag: 'de', name: 'Deutsch', tts: others, transcription: false },
      { tag: 'pt-BR', name: 'Português (Brasil)', tts: others, transcription: false },
    ]);
  });

  it("saves a recruiter's own interface language, and refuses an unshipped one", async () => {
    expect((await call('GET', '/auth/me')).json<MeResponse>().language).toBeNull();
    const saved = await call('PATCH', '/auth/me', { body: { language: 'fr' } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<MeResponse>().language).toBe('fr');
    expect((await call('GET', '/auth/me')).json<MeResponse>().language).toBe('fr');

    expect((await call('PATCH', '/auth/me', { body: { language: 'klingon' } })).statusCode).toBe(400);
    expect((await call('PATCH', '/auth/me', { body: { language: 'de', role: 'owner' } })).statusCode).toBe(
      400,
    );
    expect((await call('PATCH', '/auth/me', { body: { language: 'de' }, token: null })).statusCode).toBe(401);
    expect((await call('GET', '/auth/me')).json<MeResponse>().language).toBe('fr');
  });
});

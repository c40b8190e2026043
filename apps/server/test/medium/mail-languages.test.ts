import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InviteResponse, Questionnaire } from '@vi/contracts';
import { createCompany, type CompanyFixture } from '../factories/company.factory.js';
import { createJob } from '../factories/job.factory.js';
import { createTestApp, DIALECTS, uniqueName, type TestApp } from '../helper.js';
import { createCall } from '../helpers/call.js';
import { hoursFromNow, inviteApplicant } from '../helpers/invite.js';
import { waitFor } from '../helpers/wait-for.js';

/**
 * The mails in their reader's language (docs/languages.md): the applicant's in the questionnaire's,
 * the recruiter's in the one they chose for their own screens. Read from the outbox (no mail server),
 * which keeps each message as it would be sent.
 */
const RECRUITER = 'riley@example.com';

describe.each(DIALECTS)('mail languages (%s)', (dialect) => {
  let t: TestApp;
  let company: CompanyFixture;
  let token: string;

  beforeAll(async () => {
    t = await createTestApp(dialect, { TRANSCRIBE_ENGINE: 'none' });
    company = await createCompany(t.database.db, { name: 'Idiomas Co', firstName: 'Riley' });
    token = await t.tokenFor({ companyId: company.companyId, userId: company.userId });
  });
  afterAll(() => t.close());

  const call = createCall(() => t.app, { token: () => token });
  const mailsTo = (address: string) =>
    t.database.db
      .selectFrom('outbox_mail')
      .select(['subject', 'text_body', 'html_body'])
      .where('to_address', '=', address)
      .orderBy('created_at')
      .execute();

  async function invitedTo(language: string, email: string, deadline: string) {
    const questionnaire = await call('POST', '/questionnaire', {
      body: {
        questionnaireName: uniqueName('Idioma'),
        contentType: 'audio',
        questions: [{ text: '¿Por qué quieres este trabajo?' }],
        language,
      },
    });
    expect(questionnaire.statusCode, questionnaire.body).toBe(201);
    const jobId = await createJob(t.database.db, company.companyId, {
      title: 'Enfermera de noche',
      company_name: 'Clínica {Sol}',
    });
    const attach = await call('POST', `/job/${jobId}/questionnaire`, {
      body: { questionnaireId: questionnaire.json<Questionnaire>().questionnaireId },
    });
    expect(attach.statusCode, attach.body).toBe(201);
    const invite = await inviteApplicant(t.app, token, { jobId: String(jobId), email, deadline });
    expect(invite.statusCode, invite.body).toBe(201);
    return invite.json<InviteResponse>().data;
  }

  it("mails the invitation and the extension in the questionnaire's language, names as written", async () => {
    const email = `lucia.${dialect}@example.com`;
    const deadline = new Date(Date.now() + 30 * 86_400_000);
    deadline.setUTCHours(17, 0, 0, 0);
    const invited = await invitedTo('es', email, deadline.toISOString());
    const [invitation] = await mailsTo(email);
    expect(invitation!.subject).toBe('Tu entrevista en vídeo para Enfermera de noche en Clínica {Sol}');
    expect(invitation!.text_body).toContain('Hola, Grace:');
    expect(invitation!.text_body).toContain(
      'Clínica {Sol} te invita a una entrevista grabada para el puesto Enfermera de noche.',
    );
    // Spanish words for the day and month, the 24-hour clock, in UTC.
    expect(invitation!.text_body).toMatch(
      /Complétala antes del (lunes|martes|miércoles|jueves|viernes|sábado|domingo), \d{1,2} de [a-z]+ de \d{4}, 17:00 \(UTC\)\./,
    );
    expect(invitation!.text_body).toContain('necesitarás un micrófono.');
    expect(invitation!.text_body).toContain(`Empieza tu entrevista:\n${invited.interviewUrl}`);
    expect(invitation!.html_body).toContain('<html lang="es">');
    expect(invitation!.html_body).toContain('Si el botón no se abre, copia esta dirección en tu navegador:');
    for (const english of ['Hello', 'Please complete it by', 'Start your interview', 'Your data'])
      expect(`${invitation!.text_body}${invitation!.html_body}`).not.toContain(english);

    const id = (
      await t.database.db
        .selectFrom('applications')
        .select('id')
        .where('guid', '=', invited.applicationGuid)
        .executeTakeFirstOrThrow()
    ).id;
    const extended = await call('POST', `/interviews/${id}/extend`, { body: { deadline: hoursFromNow(96) } });
    expect(extended.statusCode, extended.body).toBe(200);
    const extension = await waitFor(async () => (await mailsTo(email))[1]);
    expect(extension.subject).toBe(
      'Más tiempo para tu entrevista en vídeo para Enfermera de noche en Clínica {Sol}',
    );
    expect(extension.text_body).toContain('Clínica {Sol} te ha dado más tiempo');
  });

  it("mails a request for more time and an erasure in the recruiter's own language", async () => {
    expect((await call('PATCH', '/auth/me', { body: { language: 'de' } })).statusCode).toBe(200);
    const invited = await invitedTo('es', `jonas.${dialect}@example.com`, hoursFromNow(2));
    const guid = invited.applicationGuid;
    const asked = await call('POST', `/interview/${guid}/extension-request`, {
      token: null,
      body: { message: 'Ich war krank.' },
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const request = await waitFor(async () =>
      (await mailsTo(RECRUITER)).find((m) => m.subject.includes('bittet um mehr Zeit')),
    );
    expect(request.subject).toBe('Grace Hopper bittet um mehr Zeit: Enfermera de noche');
    expect(request.text_body).toContain('Hallo Riley,');
    expect(request.text_body).toContain('Grace Hopper schreibt:\n  Ich war krank.');

    const erased = await call('POST', `/interview/${guid}/erase`, { token: null, body: { confirm: true } });
    expect(erased.statusCode, erased.body).toBe(200);
    const erasure = await waitFor(async () =>
      (await mailsTo(RECRUITER)).find((m) => m.subject.includes('gelöscht')),
    );
    expect(erasure.subject).toBe('Eine Person hat ihr Interview gelöscht: Enfermera de noche');
    const today = new Intl.DateTimeFormat('de', { timeZone: 'UTC', dateStyle: 'long' }).format(new Date());
    expect(erasure.text_body).toContain(`hat ihr Interview am ${today} gelöscht.`);
    expect(erasure.html_body).toContain('<html lang="de">');
    await call('PATCH', '/auth/me', { body: { language: 'en' } });
  });
});

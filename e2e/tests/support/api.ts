import { createHmac, randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import type { AccommodationsInput, ContentType, InviteResponse, Job, Questionnaire } from '@vi/contracts';

/*
 * What every e2e suite needs from the real server: a recruiter token (signed with the e2e server's secret,
 * see scripts/e2e-server.mjs) and fresh applications, so suites never depend on each other's data.
 */
export const E2E_JWT_SECRET =
  process.env.E2E_JWT_SECRET ?? 'e2e-secret-that-is-long-enough-for-hs256-0123456789';
/** The demo company (scripts seed it; spec default company and user id 1). */
export const DEMO_COMPANY_ID = 1;
export const DEMO_USER_ID = 1;

function base64url(input: string | Buffer): string {
  return Buffer.from(input).toString('base64url');
}

/** An HS256 recruiter token, as the CLI's `token` command would print. */
export function recruiterToken(
  claims: { companyId?: number; userId?: number; ttlSeconds?: number } = {},
): string {
  const now = Math.floor(Date.now() / 1000);
  const header = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const payload = base64url(
    JSON.stringify({
      companyId: claims.companyId ?? DEMO_COMPANY_ID,
      userId: claims.userId ?? DEMO_USER_ID,
      iat: now,
      exp: now + (claims.ttlSeconds ?? 3600),
    }),
  );
  const signature = createHmac('sha256', E2E_JWT_SECRET).update(`${header}.${payload}`).digest('base64url');
  return `${header}.${payload}.${signature}`;
}

export function authHeaders(token: string = recruiterToken()): Record<string, string> {
  return { Authorization: `Bearer ${token}` };
}

async function expectOk<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  if (!response.ok()) {
    throw new Error(`${response.url()} answered ${response.status()}: ${await response.text()}`);
  }
  return (await response.json()) as T;
}

/** The demo company's jobs (every field, with the attached questionnaire id). */
export async function listJobs(request: APIRequestContext): Promise<Job[]> {
  return expectOk<Job[]>(
    await request.get(`/api/v1/company/${DEMO_COMPANY_ID}/jobs`, { headers: authHeaders() }),
  );
}

/**
 * An Open demo job whose questionnaire records answers of this type, every question a recording: other
 * suites attach questionnaires with choice or written questions, which a recorded walk-through cannot
 * answer.
 */
export async function findJobFor(
  request: APIRequestContext,
  contentType: ContentType,
): Promise<{ jobId: number; questionnaireId: string }> {
  for (const job of await listJobs(request)) {
    if (job.status !== 'Open' || job.questionnaireId === null) continue;
    const questionnaire = await expectOk<Questionnaire>(
      await request.get(`/api/v1/questionnaire/${job.questionnaireId}`, { headers: authHeaders() }),
    );
    const allRecorded = questionnaire.questions.every((q) => q.type === 'Text');
    // The specs read the spec's English texts; the demo's Spanish questionnaire has its own spec.
    const isEnglish = (questionnaire.language ?? 'en') === 'en';
    if (questionnaire.contentType === contentType && questionnaire.active && allRecorded && isEnglish) {
      return { jobId: job.id, questionnaireId: job.questionnaireId };
    }
  }
  throw new Error(`No open demo job with an active ${contentType} questionnaire`);
}

/**
 * Attaches the questionnaire to an Open demo job that has none; `detach` gives the job back, so no other
 * suite meets it.
 */
export async function attachToFreeJob(request: APIRequestContext, questionnaireId: string) {
  for (const job of await listJobs(request)) {
    if (job.status !== 'Open' || job.questionnaireId !== null) continue;
    const attached = await request.post(`/api/v1/job/${job.id}/questionnaire`, {
      headers: authHeaders(),
      data: { questionnaireId },
    });
    if (attached.status() !== 201) continue;
    return {
      jobId: job.id,
      detach: async () => {
        await request.delete(`/api/v1/job/${job.id}/questionnaire`, {
          headers: authHeaders(),
          data: { questionnaireId },
        });
      },
    };
  }
  throw new Error(`No open job without a questionnaire to attach questionnaire ${questionnaireId} to`);
}

export type InvitedApplicant = Pick<InviteResponse['data'], 'applicationGuid' | 'interviewUrl'> & {
  jobId: number;
  email: string;
};

/** Per-applicant adjustments, sent as the invitation's multipart fields. */
export type InviteAccommodations = AccommodationsInput;

/** Invites a new applicant (unique email) through the real invite call; returns the interview link. */
export async function inviteApplicant(
  request: APIRequestContext,
  options: {
    jobId?: number;
    contentType?: ContentType;
    firstName?: string;
    lastName?: string;
    accommodations?: InviteAccommodations;
  } = {},
): Promise<InvitedApplicant> {
  const accommodations = Object.fromEntries(
    Object.entries(options.accommodations ?? {})
      .filter(([, value]) => value !== undefined)
      .map(([name, value]) => [name, String(value)]),
  );
  const jobId = options.jobId ?? (await findJobFor(request, options.contentType ?? 'Audio')).jobId;
  const email = `e2e-${randomUUID()}@example.test`;
  const body = await expectOk<InviteResponse>(
    await request.post('/api/v1/invite/create-application', {
      headers: authHeaders(),
      multipart: {
        jobId: String(jobId),
        firstName: options.firstName ?? 'Ada',
        lastName: options.lastName ?? 'Lovelace',
        email,
        ...accommodations,
      },
    }),
  );
  return { ...body.data, jobId, email };
}

import { recordConsent } from './consent.js';

/** Seeding and process helpers shared by bench:ingest and bench:sign-in. */
export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function api(base: string, token: string, method: string, url: string, body: unknown) {
  const res = await fetch(`${base}/api/v1${url}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (res.status >= 300) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as Record<string, unknown>;
}

/** One Video questionnaire on a new job of the demo company, and N invited applicants. */
export async function seed(base: string, token: string, count: number): Promise<string[]> {
  return (await seedJob(base, token, count)).guids;
}

/** As `seed`, with the job's id; `transcriptionConsent`: the applicants consent to transcription. */
export async function seedJob(
  base: string,
  token: string,
  count: number,
  options: { transcriptionConsent?: boolean } = {},
): Promise<{ jobId: string; guids: string[] }> {
  const questionnaire = await api(base, token, 'POST', '/questionnaire', {
    questionnaireName: `Ingest benchmark ${Date.now()}`,
    contentType: 'Video',
    questions: [{ questionText: 'Tell us about a project you are proud of.' }],
  });
  const job = await api(base, token, 'POST', '/company/1/jobs', { title: 'Ingest benchmark' });
  const jobId = String(job.id ?? job.jobId);
  await api(base, token, 'POST', `/job/${jobId}/questionnaire`, {
    questionnaireId: questionnaire.questionnaireId,
  });
  const guids: string[] = [];
  for (let start = 0; start < count; start += 20) {
    const batch = Array.from({ length: Math.min(20, count - start) }, async (_, j) => {
      const form = new FormData();
      form.set('jobId', jobId);
      form.set('firstName', 'Bench');
      form.set('lastName', 'Applicant');
      form.set('email', `bench-${Date.now()}-${start + j}@example.com`);
      const res = await fetch(`${base}/api/v1/invite/create-application`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: form,
      });
      if (res.status !== 201) throw new Error(`invite failed: ${res.status} ${await res.text()}`);
      const guid = ((await res.json()) as { data: { applicationGuid: string } }).data.applicationGuid;
      await recordConsent(base, guid, options.transcriptionConsent ?? false);
      return guid;
    });
    guids.push(...(await Promise.all(batch)));
  }
  return { jobId, guids };
}

/** CPU of the server's finished child processes (ffmpeg), which processStats does not count. */
export async function childCpuSeconds(pid: number): Promise<number> {
  const { readFile } = await import('node:fs/promises');
  const stat = (await readFile(`/proc/${pid}/stat`, 'utf8')).split(') ')[1]!.split(' ');
  return (Number(stat[13]) + Number(stat[14])) / 100;
}

/** Waits until the process has had no child processes for 2 s (or the timeout passed). */
export async function untilNoChildren(pid: number, timeoutMs: number): Promise<void> {
  const { readFile } = await import('node:fs/promises');
  const children = () =>
    readFile(`/proc/${pid}/task/${pid}/children`, 'utf8').then(
      (text) => text.trim().length > 0,
      () => false,
    );
  const until = Date.now() + timeoutMs;
  let quietSince = Date.now();
  while (Date.now() < until && Date.now() - quietSince < 2000) {
    if (await children()) quietSince = Date.now();
    await sleep(250);
  }
}

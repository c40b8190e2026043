import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext } from '@playwright/test';
import type { AuditEntry, AuditList, CompanySettings, Interview, InterviewList, User } from '@vi/contracts';
import { authHeaders, DEMO_COMPANY_ID, DEMO_USER_ID, recruiterToken } from '../support/api.js';
import { openSignInLink } from '../support/sign-in.js';
import { expectNoSeriousA11yViolations } from '../support/a11y.js';
import { shotPath } from '../support/shots.js';
import { scaled } from '../support/time-scale.js';

/*
 * The audit log as a company admin uses it: the demo's first recruiter (Dana, its admin) views a real
 * interview (one the demo recorded) and plays an answer; both are found in the audit log screen, which filters by event and
 * interview (kept in the address) and exports the filtered log as CSV. Every step is checked on the server.
 */

test.describe.configure({ timeout: scaled(300_000) });

async function auditOf(request: APIRequestContext, interviewId: string): Promise<AuditEntry[]> {
  const response = await request.get(
    `/api/v1/company/${DEMO_COMPANY_ID}/audit?interviewId=${interviewId}&limit=200`,
    { headers: authHeaders() },
  );
  expect(response.status()).toBe(200);
  return ((await response.json()) as AuditList).data;
}

/**
 * A completed video interview of the demo (Maya Chen and others), recorded by the server itself right
 * after it starts: waiting for one is steadier on a loaded machine than recording another beside it.
 */
async function completedVideoInterview(request: APIRequestContext): Promise<Interview> {
  let found: Interview | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(
          `/api/v1/company/${DEMO_COMPANY_ID}/interviews?status=Completed&limit=100`,
          { headers: authHeaders() },
        );
        const { data } = (await response.json()) as InterviewList;
        found = data.find((item) => item.responses.some((r) => r.videoUrl !== null));
        return found !== undefined;
      },
      { timeout: scaled(240_000), intervals: [2000] },
    )
    .toBe(true);
  return found!;
}

test('[RECRUITER]: views and plays are in the audit log, which filters and exports', async ({
  page,
  request,
}) => {
  const applicant = await completedVideoInterview(request);
  await page.setViewportSize({ width: 1280, height: 900 });
  await openSignInLink(page, `/v1/recruiter?jtToken=${recruiterToken()}`);

  // View the interview and play its first answer.
  await page.goto(`/v1/recruiter/interviews/${applicant.id}`);
  await expect(page.getByRole('heading', { level: 2, name: applicant.applicantName })).toBeVisible();
  const video = page.getByRole('group', { name: 'Answer to question 1' }).locator('video');
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: scaled(15_000) })
    .toBeGreaterThanOrEqual(1);
  await video.evaluate((v: HTMLVideoElement) => v.play());
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThan(0.2);
  await video.evaluate((v: HTMLVideoElement) => v.pause());

  // The server recorded both, by Dana, without the applicant's name, email or guid.
  await expect
    .poll(async () => (await auditOf(request, applicant.id)).map((e) => e.type).sort(), {
      timeout: scaled(15_000),
    })
    .toEqual(expect.arrayContaining(['interview_viewed', 'media_played']));
  const entries = await auditOf(request, applicant.id);
  const mine = entries.filter((e) => e.actor.kind === 'user' && e.actor.id === String(DEMO_USER_ID));
  expect(mine.map((e) => e.type)).toEqual(expect.arrayContaining(['interview_viewed', 'media_played']));
  // The name beside each entry is looked up for the admin as the log is read; the entries hold none.
  expect(entries.every((e) => e.candidateName === applicant.applicantName)).toBe(true);
  const stored = JSON.stringify(entries.map(({ candidateName: _name, ...entry }) => entry));
  for (const personal of [applicant.applicantName, applicant.applicantEmail, applicant.applicationGuid]) {
    expect(stored).not.toContain(personal);
  }

  // The admin's navigation leads to the audit log.
  await page.getByRole('navigation', { name: 'Recruiter' }).getByRole('link', { name: 'Audit log' }).click();
  await expect(page).toHaveURL(/\/v1\/recruiter\/audit$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Audit log entries, newest first' });
  await expect(table).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: shotPath('audit-desktop'), fullPage: true });

  // Filter: answers played, of this interview; the filters are in the address.
  await page.getByLabel('Event').selectOption('media_played');
  await page.getByLabel('Interview id').fill(applicant.id);
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(new RegExp(`type=media_played.*interviewId=${applicant.id}`));
  // The review screen's players load each answer's first bytes, so each answer served counts as played.
  const played = (await auditOf(request, applicant.id)).filter((e) => e.type === 'media_played');
  expect(played.length).toBeGreaterThanOrEqual(1);
  const rows = table.locator('tbody tr');
  await expect(rows).toHaveCount(played.length);
  for (const row of await rows.all()) {
    await expect(row).toContainText('Answer played (video)');
    await expect(row).toContainText('Dana Reyes');
    // The admin reads whose interview it is beside its id (looked up, never stored in the log).
    await expect(row).toContainText(applicant.applicantName);
    await expect(row.getByRole('link', { name: `Open interview ${applicant.id}` })).toBeVisible();
  }

  // A reload keeps them.
  await page.reload();
  await expect(page.getByLabel('Interview id')).toHaveValue(applicant.id);
  await expect(table.locator('tbody tr')).toHaveCount(played.length);

  // Export the filtered log.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^audit-log-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync(await download.path(), 'utf8');
  const lines = csv.trimEnd().split('\r\n');
  expect(lines[0]).toBe('Time (UTC),Event,Actor kind,Actor id,Actor,Interview id,Details');
  expect(lines.slice(1)).toHaveLength(played.length);
  for (const line of lines.slice(1)) {
    expect(line).toContain(`,media_played,user,${DEMO_USER_ID},Dana Reyes,${applicant.id},"answerId=`);
  }

  // Narrow screen: rows stack, nothing scrolls sideways.
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(table.locator('tbody tr')).toHaveCount(played.length);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL(/\/v1\/recruiter\/audit$/);
  await expect(table.locator('tbody tr').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: shotPath('audit-375'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });

  // A setting changed: the log says from what to what.
  const settingsUrl = `/api/v1/company/${DEMO_COMPANY_ID}/settings`;
  const settings = (await (
    await request.get(settingsUrl, { headers: authHeaders() })
  ).json()) as CompanySettings;
  // Null: no reminder after the invitation (shown as "none").
  const hours = settings.reminders.afterInviteHours;
  const next = (hours ?? 48) + 1;
  const shown = hours ?? 'none';
  const changeTo = async (value: number | null) =>
    expect(
      (
        await request.put(settingsUrl, {
          headers: authHeaders(),
          data: { reminders: { afterInviteHours: value } },
        })
      ).ok(),
    ).toBe(true);
  await changeTo(next);
  await changeTo(hours);
  await page.goto('/v1/recruiter/audit?type=settings_changed');
  const changes = table.locator('tbody tr');
  await expect(changes.first()).toContainText(`reminders.afterInviteHours: ${next} → ${shown}`);
  await expect(changes.nth(1)).toContainText(`reminders.afterInviteHours: ${shown} → ${next}`);
  await page.screenshot({ path: shotPath('audit-settings-1280'), fullPage: true });

  // The share links list says whose interviews each link shares.
  const shared = await request.post(`/api/v1/company/${DEMO_COMPANY_ID}/share-links`, {
    headers: authHeaders(),
    data: { interviewIds: [applicant.id] },
  });
  expect(shared.status()).toBe(201);
  await page.goto('/v1/recruiter/share-links');
  const links = page.getByRole('region', { name: 'Share links table (scrolls sideways)' });
  await expect(links.getByRole('row').nth(1)).toContainText(applicant.applicantName);
  await expect(links.getByRole('row').nth(1)).toContainText(applicant.jobTitle);
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: shotPath('share-links-1280'), fullPage: true });
  await page.setViewportSize({ width: 375, height: 800 });
  await page.screenshot({ path: shotPath('share-links-375'), fullPage: true });
});

test('[RECRUITER]: a recruiter who is no admin is not offered the audit log, and is refused it', async ({
  page,
  request,
}) => {
  const users = (await (
    await request.get(`/api/v1/company/${DEMO_COMPANY_ID}/user`, { headers: authHeaders() })
  ).json()) as User[];
  const member = users.find((u) => u.active && u.id !== DEMO_USER_ID);
  if (!member) throw new Error('the demo company has a second active recruiter');
  await page.setViewportSize({ width: 1280, height: 900 });
  await openSignInLink(page, `/v1/recruiter?jtToken=${recruiterToken({ userId: member.id })}`);
  const nav = page.getByRole('navigation', { name: 'Recruiter' });
  // A recruiter recruits (the funnel) but configures nothing: settings and the audit log are for admins.
  await expect(nav.getByRole('link', { name: 'Funnel' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Settings' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Audit log' })).toHaveCount(0);
  await page.goto('/v1/recruiter/audit');
  await expect(page.getByRole('alert')).toContainText('The audit log is for your company’s admins.');
});

import { randomUUID } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from '@playwright/test';
import { Webhook } from 'standardwebhooks';
import type { InterviewList, WebhookEndpoint, WebhookEventData } from '@vi/contracts';
import { authHeaders, DEMO_COMPANY_ID, findJobFor, recruiterToken } from '../support/api.js';
import { openSignInLink } from '../support/sign-in.js';
import { expectNoSeriousA11yViolations, waitForModalShown } from '../support/applicant-pages.js';
import { scaled } from '../support/time-scale.js';

/** A real HTTP receiver on this machine: what an applicant-tracking system's endpoint would be. */
async function startReceiver() {
  const received: { headers: IncomingHttpHeaders; body: string }[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/ats-hooks`, received, close: () => server.close() };
}

async function expectNoSeriousAxeViolations(page: Page): Promise<void> {
  await waitForModalShown(page);
  await expectNoSeriousA11yViolations(page);
}

const signatureHeaders = (headers: IncomingHttpHeaders) => ({
  'webhook-id': String(headers['webhook-id']),
  'webhook-timestamp': String(headers['webhook-timestamp']),
  'webhook-signature': String(headers['webhook-signature']),
});

test.describe('Integrations: bulk invite, webhooks and API keys', () => {
  test('[RECRUITER]: adds a webhook and an API key, bulk-invites from a CSV, and the ATS hears of each invitation', async ({
    page,
    request,
  }, testInfo) => {
    const receiver = await startReceiver();
    try {
      // 1. A webhook for invitations, its secret shown once.
      await openSignInLink(page, `/v1/recruiter/integrations?jtToken=${recruiterToken()}`);
      await expect(page.getByRole('heading', { name: 'Integrations', level: 1 })).toBeVisible();
      await page.getByLabel('Endpoint URL').fill(receiver.url);
      await page.getByRole('checkbox', { name: 'Invitation created' }).check();
      await page.getByRole('button', { name: 'Add webhook' }).click();
      const secretDialog = page.getByRole('dialog', { name: 'Webhook added' });
      await expect(secretDialog).toBeVisible();
      const secret = await secretDialog.getByRole('textbox').inputValue();
      expect(secret).toMatch(/^whsec_/);
      await expectNoSeriousAxeViolations(page);
      await secretDialog.getByRole('button', { name: 'Done' }).click();
      await expect(secretDialog).toBeHidden();
      await expect(page.getByText(receiver.url, { exact: true })).toBeVisible();

      // 2. An API key, shown once; it works against the API.
      const keyName = `E2E ATS ${randomUUID().slice(0, 6)}`;
      await page.getByLabel('Key name').fill(keyName);
      await page.getByRole('button', { name: 'Create API key' }).click();
      const keyDialog = page.getByRole('dialog', { name: 'API key created' });
      const key = await keyDialog.getByRole('textbox').inputValue();
      expect(key).toMatch(/^vik_/);
      await keyDialog.getByRole('button', { name: 'Done' }).click();
      await expect(page.getByRole('table', { name: 'API keys of the company' })).toContainText(keyName);
      await expect(page.getByRole('table', { name: 'API keys of the company' })).not.toContainText(key);
      const withKey = await request.get(`/api/v1/company/${DEMO_COMPANY_ID}/interviews`, {
        headers: { Authorization: `Bearer ${key}` },
      });
      expect(withKey.status()).toBe(200);
      await expectNoSeriousAxeViolations(page);

      // 3. A CSV of three rows, one of them invalid: preview, then invite the two good ones.
      const { jobId } = await findJobFor(request, 'Video');
      const tag = randomUUID().slice(0, 8);
      const csv = [
        'firstName,lastName,email,phone',
        `Ada,Lovelace,ada-${tag}@example.test,555-0101`,
        `"Grace Brewster",Hopper,grace-${tag}@example.test,`,
        'Bad,Row,not-an-email,',
      ].join('\r\n');
      await page.getByRole('link', { name: 'Bulk invite' }).click();
      await expect(page.getByRole('heading', { name: 'Bulk invite', level: 1 })).toBeVisible();
      await page.getByLabel('Job').selectOption(String(jobId));
      await page
        .getByLabel('CSV file')
        .setInputFiles({ name: 'applicants.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
      await page.getByRole('button', { name: 'Check file' }).click();
      await expect(page.getByRole('status')).toHaveText(
        '2 of 3 rows can be invited. 1 needs attention and will be skipped.',
      );
      const flagged = page.getByRole('row', { name: /not-an-email/ });
      await expect(flagged).toContainText('Invalid');
      await expect(flagged).toContainText('Please enter a valid email address');
      await expectNoSeriousAxeViolations(page);
      await page.getByRole('button', { name: 'Invite 2 applicants' }).click();
      // The e2e server has no mail server: nothing is called sent, and every invited row shows its link.
      await expect(page.getByRole('status')).toHaveText(
        '2 applicants invited, none by email; 1 row not invited.',
      );
      await expect(page.getByText(/^2 applicants were not sent an email/)).toBeVisible();
      const adaRow = page.getByRole('row', { name: /Lovelace/ });
      await expect(adaRow).toContainText('No email sent');
      await expect(adaRow.getByRole('link', { name: /^Interview link, row \d+$/ })).toHaveAttribute(
        'href',
        /\/v1\/interview\/onboarding\/[0-9a-f-]{36}$/,
      );
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Download links (CSV)' }).click();
      const links = await (await download).createReadStream();
      const csvText = Buffer.concat(await links.toArray()).toString('utf8');
      expect(csvText.split('\r\n')[0]).toBe('\uFEFFfirstName,lastName,email,interviewUrl,emailSent');
      expect(csvText).toMatch(
        /"Ada","Lovelace","ada-[^"]+","http[^"]+\/v1\/interview\/onboarding\/[0-9a-f-]{36}","no"/,
      );
      await expectNoSeriousAxeViolations(page);
      for (const [width, height] of [
        [1280, 900],
        [375, 812],
      ] as const) {
        await page.setViewportSize({ width, height });
        await page.screenshot({ path: testInfo.outputPath(`bulk-results-${width}.png`), fullPage: true });
      }
      await page.setViewportSize({ width: 1280, height: 900 });

      // The server holds the two invitations, and the receiver got a signed invitation.created for each.
      const list = await request.get(`/api/v1/company/${DEMO_COMPANY_ID}/interviews?search=Lovelace`, {
        headers: authHeaders(),
      });
      const found = (await list.json()) as InterviewList;
      expect(found.data).toContainEqual(expect.objectContaining({ applicantName: 'Ada Lovelace', jobId }));
      await expect.poll(() => receiver.received.length, { timeout: scaled(15_000) }).toBe(2);
      const events = receiver.received.map((r) =>
        new Webhook(secret).verify(r.body, signatureHeaders(r.headers)),
      );
      expect(events).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ type: 'invitation.created', data: expect.objectContaining({ jobId }) }),
        ]),
      );
      const emails = events
        .map((e) => (e as { data: WebhookEventData<'invitation.created'> }).data.applicant.email)
        .sort();
      expect(emails).toEqual([`ada-${tag}@example.test`, `grace-${tag}@example.test`]);
    } finally {
      receiver.close();
      // The endpoint goes with its receiver: left behind, every later spec's invitation would be
      // delivered to a closed port and retried for the rest of the shard.
      const endpoints = await request.get(`/api/v1/company/${DEMO_COMPANY_ID}/webhooks`, {
        headers: authHeaders(),
      });
      for (const endpoint of (await endpoints.json()) as WebhookEndpoint[]) {
        if (endpoint.url !== receiver.url) continue;
        const removed = await request.delete(`/api/v1/company/${DEMO_COMPANY_ID}/webhooks/${endpoint.id}`, {
          headers: authHeaders(),
        });
        expect(removed.ok()).toBe(true);
      }
    }
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiKey, WebhookDelivery, WebhookEndpoint } from '@vi/contracts';
import { apiError, mockApi, renderWithProviders } from '../../testing';
import { IntegrationsPage } from './integrations-page';

/** Where the page's calls go: company 1, the identity when nobody's token says otherwise. */
const COMPANY = '/company/1';

const endpoint: WebhookEndpoint = {
  id: 'w1',
  url: 'https://ats.example.com/hooks',
  events: ['interview.completed'],
  createdAt: '2026-03-01T10:00:00.000Z',
  secretRotatedAt: null,
  createdBy: { userId: 1, name: 'Riley Recruiter' },
  disabledAt: null,
  disabledReason: null,
};
const delivery: WebhookDelivery = {
  id: 'msg_1',
  eventType: 'interview.completed',
  status: 'pending',
  createdAt: '2026-03-01T11:00:00.000Z',
  nextAttemptAt: '2026-03-01T11:05:00.000Z',
  attempts: [
    {
      attempt: 1,
      at: '2026-03-01T11:00:00.000Z',
      statusCode: 503,
      responseMs: 42,
      error: 'HTTP 503',
      manual: false,
    },
  ],
};
const key: ApiKey = {
  id: 'k1',
  name: 'Greenhouse',
  prefix: 'vik_Ab12Cd',
  createdAt: '2026-03-01T10:00:00.000Z',
  lastUsedAt: null,
  createdBy: { userId: 3, name: 'Riley Recruiter' },
};

function renderPage() {
  return renderWithProviders(<IntegrationsPage />);
}

/** The path and body of each request a handler received. */
const sent = (endpoint: { calls: { path: string; body: unknown }[] }) =>
  endpoint.calls.map(({ path, body }) => ({ path, body }));

beforeEach(() => {
  mockApi('get', `${COMPANY}/webhooks`, [endpoint]);
  mockApi('get', `${COMPANY}/api-keys`, [key]);
  mockApi('get', `${COMPANY}/webhooks/:id/deliveries`, [delivery]);
});

describe('IntegrationsPage', () => {
  it('adds a webhook for the chosen events and shows its secret once', async () => {
    const user = userEvent.setup();
    const create = mockApi('post', `${COMPANY}/webhooks`, { id: 'w2', secret: 'whsec_abc' });
    renderPage();
    // The form sits below the lists; typing while they arrive would race their render.
    await screen.findByRole('button', { name: 'Deliveries' });
    await user.type(screen.getByLabelText('Endpoint URL'), 'https://hooks.example.com/x');
    await user.click(screen.getByRole('checkbox', { name: 'Invitation created' }));
    await user.click(screen.getByRole('button', { name: 'Add webhook' }));
    const dialog = await screen.findByRole('dialog', { name: 'Webhook added' });
    expect(create.calls.map((call) => call.body)).toEqual([
      { url: 'https://hooks.example.com/x', events: ['interview.completed', 'invitation.created'] },
    ]);
    expect(within(dialog).getByDisplayValue('whsec_abc')).toBeTruthy();
  });

  it("shows the server's refusal of an endpoint", async () => {
    const user = userEvent.setup();
    mockApi(
      'post',
      `${COMPANY}/webhooks`,
      apiError(400, { message: 'The endpoint points to a loopback address.' }),
    );
    renderPage();
    // The form sits below the lists; typing while they arrive would race their render.
    await screen.findByRole('button', { name: 'Deliveries' });
    await user.type(screen.getByLabelText('Endpoint URL'), 'http://127.0.0.1/x');
    await user.click(screen.getByRole('button', { name: 'Add webhook' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The endpoint points to a loopback address.');
  });

  it('opens the delivery log with each attempt and retries a delivery', async () => {
    const user = userEvent.setup();
    const retry = mockApi('post', `${COMPANY}/webhooks/:id/deliveries/:deliveryId/retry`, undefined);
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Deliveries' }));
    const log = await screen.findByRole('table', { name: `Deliveries to ${endpoint.url}` });
    expect(within(log).getByText('Retrying')).toBeTruthy();
    expect(within(log).getByText('#1: 503 in 42 ms (HTTP 503)')).toBeTruthy();
    await user.click(within(log).getByRole('button', { name: /^Retry Interview completed/ }));
    expect(await screen.findByText('Redelivery queued.')).toBeTruthy();
    expect(sent(retry)).toEqual([{ path: `${COMPANY}/webhooks/w1/deliveries/msg_1/retry`, body: undefined }]);
  });

  it('rotates the secret and deletes an endpoint after confirming', async () => {
    const user = userEvent.setup();
    const rotate = mockApi('post', `${COMPANY}/webhooks/:id/rotate-secret`, {
      id: 'w1',
      secret: 'whsec_new',
    });
    const remove = mockApi('delete', `${COMPANY}/webhooks/:id`, undefined);
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Rotate secret' }));
    const dialog = await screen.findByRole('dialog', { name: 'New signing secret' });
    expect(sent(rotate)).toEqual([{ path: `${COMPANY}/webhooks/w1/rotate-secret`, body: undefined }]);
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete webhook?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(sent(remove)).toEqual([{ path: `${COMPANY}/webhooks/w1`, body: undefined }]));
  });

  it('creates an API key, shows it once with Copy, lists keys without them, and revokes one', async () => {
    const user = userEvent.setup();
    const create = mockApi('post', `${COMPANY}/api-keys`, { id: 'k2', key: 'vik_secretvalue' });
    const revoke = mockApi('delete', `${COMPANY}/api-keys/:id`, undefined);
    renderPage();
    const table = await screen.findByRole('table', { name: 'API keys of the company' });
    expect(
      within(table).getByRole('row', { name: /Greenhouse vik_Ab12Cd… .* Never Riley Recruiter/ }),
    ).toBeTruthy();
    await user.type(screen.getByLabelText('Key name'), 'Lever');
    await user.click(screen.getByRole('button', { name: 'Create API key' }));
    const dialog = await screen.findByRole('dialog', { name: 'API key created' });
    expect(create.calls.map((call) => call.body)).toEqual([{ name: 'Lever' }]);
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(within(dialog).getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith('vik_secretvalue');
    expect(await within(dialog).findByText('Copied')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));

    await user.click(within(table).getByRole('button', { name: 'Revoke Greenhouse' }));
    const confirm = await screen.findByRole('dialog', { name: 'Revoke API key?' });
    await user.click(within(confirm).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(sent(revoke)).toEqual([{ path: `${COMPANY}/api-keys/k1`, body: undefined }]));
  });
});

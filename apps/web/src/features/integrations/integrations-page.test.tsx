import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiKey, WebhookDelivery, WebhookEndpoint } from '@vi/contracts';
import * as api from '../../shared/api/recruiter/integrations-api';
import { axiosFailure } from '../../test/recruiter/fixtures';
import { IntegrationsPage } from './integrations-page';

vi.mock('../../shared/api/recruiter/integrations-api', () => ({
  fetchWebhooks: vi.fn(),
  createWebhook: vi.fn(),
  deleteWebhook: vi.fn(),
  rotateWebhookSecret: vi.fn(),
  fetchWebhookDeliveries: vi.fn(),
  retryWebhookDelivery: vi.fn(),
  fetchApiKeys: vi.fn(),
  createApiKey: vi.fn(),
  revokeApiKey: vi.fn(),
}));
const mocked = vi.mocked(api);

const endpoint: WebhookEndpoint = {
  id: 'w1',
  url: 'https://ats.example.com/hooks',
  events: ['interview.completed'],
  createdAt: '2026-03-01T10:00:00.000Z',
  secretRotatedAt: null,
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
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <IntegrationsPage />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  mocked.fetchWebhooks.mockResolvedValue([endpoint]);
  mocked.fetchApiKeys.mockResolvedValue([key]);
  mocked.fetchWebhookDeliveries.mockResolvedValue([delivery]);
});
afterEach(() => vi.clearAllMocks());

describe('IntegrationsPage', () => {
  it('adds a webhook for the chosen events and shows its secret once', async () => {
    const user = userEvent.setup();
    mocked.createWebhook.mockResolvedValue({ id: 'w2', secret: 'whsec_abc' });
    renderPage();
    await user.type(screen.getByLabelText('Endpoint URL'), 'https://hooks.example.com/x');
    await user.click(screen.getByRole('checkbox', { name: 'Invitation created' }));
    await user.click(screen.getByRole('button', { name: 'Add webhook' }));
    expect(mocked.createWebhook).toHaveBeenCalledWith(1, {
      url: 'https://hooks.example.com/x',
      events: ['interview.completed', 'invitation.created'],
    });
    const dialog = await screen.findByRole('dialog', { name: 'Webhook added' });
    expect(within(dialog).getByDisplayValue('whsec_abc')).toBeTruthy();
  });

  it("shows the server's refusal of an endpoint", async () => {
    const user = userEvent.setup();
    mocked.createWebhook.mockRejectedValue(
      axiosFailure(400, { message: 'The endpoint points to a loopback address.' }),
    );
    renderPage();
    await user.type(screen.getByLabelText('Endpoint URL'), 'http://127.0.0.1/x');
    await user.click(screen.getByRole('button', { name: 'Add webhook' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The endpoint points to a loopback address.');
  });

  it('opens the delivery log with each attempt and retries a delivery', async () => {
    const user = userEvent.setup();
    mocked.retryWebhookDelivery.mockResolvedValue(undefined);
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Deliveries' }));
    const log = await screen.findByRole('table', { name: `Deliveries to ${endpoint.url}` });
    expect(within(log).getByText('Retrying')).toBeTruthy();
    expect(within(log).getByText('#1: 503 in 42 ms (HTTP 503)')).toBeTruthy();
    await user.click(within(log).getByRole('button', { name: /^Retry Interview completed/ }));
    expect(mocked.retryWebhookDelivery).toHaveBeenCalledWith(1, 'w1', 'msg_1');
    expect(await screen.findByText('Redelivery queued.')).toBeTruthy();
  });

  it('rotates the secret and deletes an endpoint after confirming', async () => {
    const user = userEvent.setup();
    mocked.rotateWebhookSecret.mockResolvedValue({ id: 'w1', secret: 'whsec_new' });
    mocked.deleteWebhook.mockResolvedValue(undefined);
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Rotate secret' }));
    const dialog = await screen.findByRole('dialog', { name: 'New signing secret' });
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete webhook?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(mocked.deleteWebhook).toHaveBeenCalledWith(1, 'w1'));
  });

  it('creates an API key, shows it once with Copy, lists keys without them, and revokes one', async () => {
    const user = userEvent.setup();
    mocked.createApiKey.mockResolvedValue({ id: 'k2', key: 'vik_secretvalue' });
    mocked.revokeApiKey.mockResolvedValue(undefined);
    renderPage();
    const table = await screen.findByRole('table', { name: 'API keys of the company' });
    expect(
      within(table).getByRole('row', { name: /Greenhouse vik_Ab12Cd… .* Never Riley Recruiter/ }),
    ).toBeTruthy();
    await user.type(screen.getByLabelText('Key name'), 'Lever');
    await user.click(screen.getByRole('button', { name: 'Create API key' }));
    expect(mocked.createApiKey).toHaveBeenCalledWith(1, 'Lever');
    const dialog = await screen.findByRole('dialog', { name: 'API key created' });
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(within(dialog).getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith('vik_secretvalue');
    expect(await within(dialog).findByText('Copied')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));

    await user.click(within(table).getByRole('button', { name: 'Revoke Greenhouse' }));
    const confirm = await screen.findByRole('dialog', { name: 'Revoke API key?' });
    await user.click(within(confirm).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(mocked.revokeApiKey).toHaveBeenCalledWith(1, 'k1'));
  });
});

import type {
  ApiKey,
  BulkInviteResponse,
  CreateApiKeyResponse,
  CreateWebhookBody,
  FunnelResponse,
  WebhookDelivery,
  WebhookEndpoint,
  WebhookSecretResponse,
} from '@vi/contracts';
import { httpClient } from '../http-client';

/*
 * The calls of the bulk invite, the funnel and the integrations screens (docs/integrations.md), one function
 * each; integrations.ts holds their query keys and query options.
 */

/** POST /invite/bulk: the same form checks (dryRun) or invites. */
/** The deadline and personal message every invitation of the file gets, as the single form sends them. */
export type BulkInviteSharedFields = { deadline?: string; message?: string };

export async function postBulkInvite(
  jobId: number,
  file: File,
  dryRun: boolean,
  shared: BulkInviteSharedFields = {},
): Promise<BulkInviteResponse> {
  const form = new FormData();
  form.append('jobId', String(jobId));
  if (shared.deadline !== undefined) form.append('deadline', shared.deadline);
  if (shared.message !== undefined) form.append('message', shared.message);
  form.append('file', file, file.name);
  const { data } = await httpClient.post<BulkInviteResponse>('/invite/bulk', form, {
    params: dryRun ? { dryRun: 'true' } : {},
  });
  return data;
}

export async function fetchFunnel(
  companyId: number,
  filter: { jobId?: number | undefined; questionnaireId?: string | undefined },
): Promise<FunnelResponse> {
  const { data } = await httpClient.get<FunnelResponse>(`/company/${companyId}/funnel`, {
    params: { jobId: filter.jobId, questionnaireId: filter.questionnaireId },
  });
  return data;
}

// Webhooks
export async function fetchWebhooks(companyId: number): Promise<WebhookEndpoint[]> {
  const { data } = await httpClient.get<WebhookEndpoint[]>(`/company/${companyId}/webhooks`);
  return data;
}

export async function createWebhook(
  companyId: number,
  body: CreateWebhookBody,
): Promise<WebhookSecretResponse> {
  const { data } = await httpClient.post<WebhookSecretResponse>(`/company/${companyId}/webhooks`, body);
  return data;
}

export async function deleteWebhook(companyId: number, webhookId: string): Promise<void> {
  await httpClient.delete(`/company/${companyId}/webhooks/${encodeURIComponent(webhookId)}`);
}

export async function rotateWebhookSecret(
  companyId: number,
  webhookId: string,
): Promise<WebhookSecretResponse> {
  const { data } = await httpClient.post<WebhookSecretResponse>(
    `/company/${companyId}/webhooks/${encodeURIComponent(webhookId)}/rotate-secret`,
  );
  return data;
}

export async function fetchWebhookDeliveries(
  companyId: number,
  webhookId: string,
): Promise<WebhookDelivery[]> {
  const { data } = await httpClient.get<WebhookDelivery[]>(
    `/company/${companyId}/webhooks/${encodeURIComponent(webhookId)}/deliveries`,
  );
  return data;
}

export async function retryWebhookDelivery(
  companyId: number,
  webhookId: string,
  deliveryId: string,
): Promise<void> {
  await httpClient.post(
    `/company/${companyId}/webhooks/${encodeURIComponent(webhookId)}/deliveries/${encodeURIComponent(deliveryId)}/retry`,
  );
}

// API keys
export async function fetchApiKeys(companyId: number): Promise<ApiKey[]> {
  const { data } = await httpClient.get<ApiKey[]>(`/company/${companyId}/api-keys`);
  return data;
}

export async function createApiKey(companyId: number, name: string): Promise<CreateApiKeyResponse> {
  const { data } = await httpClient.post<CreateApiKeyResponse>(`/company/${companyId}/api-keys`, { name });
  return data;
}

export async function revokeApiKey(companyId: number, apiKeyId: string): Promise<void> {
  await httpClient.delete(`/company/${companyId}/api-keys/${encodeURIComponent(apiKeyId)}`);
}

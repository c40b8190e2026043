import { queryOptions } from '@tanstack/react-query';
import { fetchApiKeys, fetchFunnel, fetchWebhookDeliveries, fetchWebhooks } from './integrations-api';

export const integrationKeys = {
  funnel: (companyId: number, jobId: number | undefined, questionnaireId: string | undefined) =>
    ['funnel', companyId, jobId ?? null, questionnaireId ?? null] as const,
  webhooks: (companyId: number) => ['webhooks', companyId] as const,
  deliveries: (companyId: number, webhookId: string) =>
    ['webhooks', companyId, webhookId, 'deliveries'] as const,
  apiKeys: (companyId: number) => ['api-keys', companyId] as const,
};

export function funnelQueryOptions(
  companyId: number,
  jobId: number | undefined,
  questionnaireId: string | undefined,
) {
  return queryOptions({
    queryKey: integrationKeys.funnel(companyId, jobId, questionnaireId),
    queryFn: () => fetchFunnel(companyId, { jobId, questionnaireId }),
  });
}

export function webhooksQueryOptions(companyId: number) {
  return queryOptions({
    queryKey: integrationKeys.webhooks(companyId),
    queryFn: () => fetchWebhooks(companyId),
  });
}

export function deliveriesQueryOptions(companyId: number, webhookId: string) {
  return queryOptions({
    queryKey: integrationKeys.deliveries(companyId, webhookId),
    queryFn: () => fetchWebhookDeliveries(companyId, webhookId),
    // While a delivery is still being retried, its log follows along.
    refetchInterval: (query) => (query.state.data?.some((d) => d.status === 'pending') ? 10_000 : false),
  });
}

export function apiKeysQueryOptions(companyId: number) {
  return queryOptions({
    queryKey: integrationKeys.apiKeys(companyId),
    queryFn: () => fetchApiKeys(companyId),
  });
}

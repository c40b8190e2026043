import { queryOptions } from '@tanstack/react-query';
import type { CompanySettings, CompanySettingsBody } from '@vi/contracts';
import { httpClient } from '../http-client';

/* The company's settings (GET/PUT /company/{id}/settings): reminder mails, retention, transcription. */

export const companySettingsKeys = {
  detail: (companyId: number) => ['company-settings', companyId] as const,
};

export async function fetchCompanySettings(companyId: number): Promise<CompanySettings> {
  const { data } = await httpClient.get<CompanySettings>(`/company/${companyId}/settings`);
  return data;
}

/** PUT /company/{companyId}/settings: what is sent changes, what is omitted keeps its value. */
export async function saveCompanySettings(
  companyId: number,
  body: CompanySettingsBody,
): Promise<CompanySettings> {
  const { data } = await httpClient.put<CompanySettings>(`/company/${companyId}/settings`, body);
  return data;
}

export function companySettingsQueryOptions(companyId: number) {
  return queryOptions({
    queryKey: companySettingsKeys.detail(companyId),
    queryFn: () => fetchCompanySettings(companyId),
  });
}

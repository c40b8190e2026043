import { queryOptions } from '@tanstack/react-query';
import type { HomeSummary } from '@vi/contracts';
import { httpClient } from '../http-client';

export const homeKeys = {
  summary: (companyId: number, since: string | null) => ['home-summary', companyId, since] as const,
};

/** GET /company/{companyId}/home?since=: the work waiting, counted since the last visit (7 days without one). */
export async function fetchHomeSummary(companyId: number, since: string | null): Promise<HomeSummary> {
  const { data } = await httpClient.get<HomeSummary>(`/company/${companyId}/home`, {
    params: since === null ? {} : { since },
  });
  return data;
}

export function homeSummaryQueryOptions(companyId: number, since: string | null) {
  return queryOptions({
    queryKey: homeKeys.summary(companyId, since),
    queryFn: () => fetchHomeSummary(companyId, since),
  });
}

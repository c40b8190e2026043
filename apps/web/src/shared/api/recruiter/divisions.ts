import { queryOptions } from '@tanstack/react-query';
import type { Division } from '@vi/contracts';
import { httpClient } from '../http-client';

const divisionKeys = {
  list: (companyId: number) => ['divisions', companyId] as const,
};

export async function fetchDivisions(companyId: number): Promise<Division[]> {
  const { data } = await httpClient.get<Division[]>(`/company/${companyId}/division`);
  return data;
}

export function divisionsQueryOptions(companyId: number) {
  return queryOptions({ queryKey: divisionKeys.list(companyId), queryFn: () => fetchDivisions(companyId) });
}

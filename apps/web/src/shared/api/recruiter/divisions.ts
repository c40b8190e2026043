import { queryOptions } from '@tanstack/react-query';
import { fetchDivisions } from './recruiter-api';

const divisionKeys = {
  list: (companyId: number) => ['divisions', companyId] as const,
};

export function divisionsQueryOptions(companyId: number) {
  return queryOptions({ queryKey: divisionKeys.list(companyId), queryFn: () => fetchDivisions(companyId) });
}

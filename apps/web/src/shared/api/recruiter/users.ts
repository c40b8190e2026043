import { queryOptions } from '@tanstack/react-query';
import { UI_LIMITS } from '../../lib/ui-limits';
import { fetchMe, fetchUsers } from './recruiter-api';

const userKeys = {
  list: (companyId: number) => ['users', companyId] as const,
  me: () => ['me'] as const,
};

/** Spec §7: the company's users are cached for 30 minutes. */
export function usersQueryOptions(companyId: number) {
  return queryOptions({
    queryKey: userKeys.list(companyId),
    queryFn: () => fetchUsers(companyId),
    staleTime: UI_LIMITS.userCacheMs,
    gcTime: UI_LIMITS.userCacheMs,
  });
}

export function meQueryOptions() {
  // Who is signed in does not change while the token lives; a failure only hides the name.
  return queryOptions({ queryKey: userKeys.me(), queryFn: fetchMe, staleTime: Infinity, retry: false });
}

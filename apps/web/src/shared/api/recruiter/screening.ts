import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ScreeningDecisionResult } from '@vi/contracts';
import { httpClient } from '../http-client';
import { interviewKeys } from './interviews';
import { reviewKeys } from './reviews';

export type ScreeningDecision = 'confirm' | 'override';

/** POST /interviews/{id}/screening/confirm (moves to Rejected) or /override (keeps the stage). */
export async function decideScreening(
  interviewId: string,
  decision: ScreeningDecision,
): Promise<ScreeningDecisionResult> {
  const { data } = await httpClient.post<ScreeningDecisionResult>(
    `/interviews/${encodeURIComponent(interviewId)}/screening/${decision}`,
  );
  return data;
}

/**
 * A person's decision on a knockout (docs/questions.md): the interview, its list rows and its activity are
 * read again afterwards, so the stage and the "overridden" note show what the server stored.
 */
export function useScreeningDecision(interviewId: string, companyId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (decision: ScreeningDecision) => decideScreening(interviewId, decision),
    onSettled: async () => {
      void client.invalidateQueries({ queryKey: reviewKeys.activity(interviewId) });
      void client.invalidateQueries({ queryKey: interviewKeys.lists(companyId) });
      await client.invalidateQueries({ queryKey: interviewKeys.detail(interviewId) });
    },
  });
}

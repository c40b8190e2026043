import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InterviewStage } from '@vi/contracts';
import { interviewKeys } from '../../shared/api/recruiter/interviews';
import { moveInterviewsToStage } from '../../shared/api/recruiter/pipeline';

/** The bulk stage change; every list (and each moved interview) is read again afterwards. */
export function useMoveToStage(companyId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ ids, stage }: { ids: readonly string[]; stage: InterviewStage }) =>
      moveInterviewsToStage(companyId, ids, stage),
    onSettled: (_result, _error, { ids }) => {
      void client.invalidateQueries({ queryKey: interviewKeys.lists(companyId) });
      for (const id of ids) void client.invalidateQueries({ queryKey: interviewKeys.detail(id) });
    },
  });
}

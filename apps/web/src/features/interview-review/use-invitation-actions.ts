import { useMutation, useQueryClient } from '@tanstack/react-query';
import { interviewKeys } from '../../shared/api/recruiter/interviews';
import { extendInvitation, resendInvitation } from '../../shared/api/recruiter/invitations';

/**
 * Resend the invitation mail, or give a new deadline. Either way the interview is refetched (an extension
 * answers the pending request and may reopen an expired link) and the lists, which show both, go stale.
 */
export function useInvitationActions(interviewId: string, companyId: number) {
  const queryClient = useQueryClient();
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: interviewKeys.lists(companyId), refetchType: 'none' });
    void queryClient.invalidateQueries({ queryKey: interviewKeys.detail(interviewId) });
  };
  const resend = useMutation({ mutationFn: () => resendInvitation(interviewId), onSettled: refresh });
  const extend = useMutation({
    mutationFn: (deadline: string) => extendInvitation(interviewId, deadline),
    onSettled: refresh,
  });
  return { resend, extend };
}

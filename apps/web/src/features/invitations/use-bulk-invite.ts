import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { BulkInviteResponse } from '@vi/contracts';
import { interviewKeys } from '../../shared/api/recruiter/interviews';
import { postBulkInvite, type BulkInviteSharedFields } from '../../shared/api/recruiter/integrations-api';
import { apiErrorMessage } from '../../shared/lib/recruiter/api-error-message';
import { BULK_TEXTS } from './bulk-invite-texts';

type BulkRequest = { jobId: number; file: File; shared: BulkInviteSharedFields };

export type BulkStep =
  | { kind: 'choose' }
  | ({ kind: 'preview'; result: BulkInviteResponse } & BulkRequest)
  | { kind: 'done'; result: BulkInviteResponse };

/** Choose → preview (a dry run of the same call) → invite → results; errors in between stay on the step. */
export function useBulkInvite(companyId: number) {
  const queryClient = useQueryClient();
  const [step, setStep] = useState<BulkStep>({ kind: 'choose' });
  const [error, setError] = useState<string | null>(null);

  const preview = useMutation({
    mutationFn: ({ jobId, file, shared }: BulkRequest) => postBulkInvite(jobId, file, true, shared),
    onMutate: () => setError(null),
    onSuccess: (result, request) => setStep({ kind: 'preview', result, ...request }),
    onError: (err) => setError(apiErrorMessage(err, BULK_TEXTS.checkFailed)),
  });

  const send = useMutation({
    mutationFn: ({ jobId, file, shared }: BulkRequest) => postBulkInvite(jobId, file, false, shared),
    onMutate: () => setError(null),
    onSuccess: (result) => {
      setStep({ kind: 'done', result });
      // The new interviews and the funnel's counts are out of date now.
      void queryClient.invalidateQueries({ queryKey: interviewKeys.lists(companyId) });
      void queryClient.invalidateQueries({ queryKey: ['funnel', companyId] });
    },
    onError: (err) => setError(apiErrorMessage(err, BULK_TEXTS.sendFailed)),
  });

  return {
    step,
    error,
    isChecking: preview.isPending,
    isSending: send.isPending,
    check: (request: BulkRequest) => preview.mutate(request),
    invite: () => {
      if (step.kind === 'preview') send.mutate({ jobId: step.jobId, file: step.file, shared: step.shared });
    },
    reset: () => {
      setError(null);
      setStep({ kind: 'choose' });
    },
  };
}

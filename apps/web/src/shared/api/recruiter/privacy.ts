import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  PRIVACY_LIMITS,
  type Deletion,
  type EraseInterviewResult,
  type Interview,
  type RetentionImpact,
  type RetentionPreview,
} from '@vi/contracts';
import { httpClient } from '../http-client';
import { interviewKeys } from './interviews';
import { reviewKeys } from './reviews';

/*
 * The recruiter's privacy calls (docs/privacy.md): the retention rule's preview for the Settings screen, and
 * erasing one applicant's data from the review screen.
 */

export const privacyKeys = {
  /** Every preview of the company, whatever its window: what a new rule or an erasure makes stale. */
  retentionPreviews: (companyId: number) => ['retention-preview', companyId] as const,
  retentionPreview: (companyId: number, days: number) => ['retention-preview', companyId, days] as const,
  retentionImpact: (companyId: number, retentionDays: number) =>
    ['retention-impact', companyId, retentionDays] as const,
};

/** GET /company/{companyId}/retention/preview?days=: what the saved retention rule deletes in that window. */
export async function fetchRetentionPreview(companyId: number, days: number): Promise<RetentionPreview> {
  const { data } = await httpClient.get<RetentionPreview>(`/company/${companyId}/retention/preview`, {
    params: { days },
  });
  return data;
}

/** GET /company/{companyId}/retention/impact?retentionDays=: what a rule not saved yet would delete (counts). */
export async function fetchRetentionImpact(
  companyId: number,
  retentionDays: number,
): Promise<RetentionImpact> {
  const { data } = await httpClient.get<RetentionImpact>(`/company/${companyId}/retention/impact`, {
    params: { retentionDays },
  });
  return data;
}

/** Asked each time the confirmation opens: the counts change as interviews complete. */
export function retentionImpactQueryOptions(companyId: number, retentionDays: number) {
  return queryOptions({
    queryKey: privacyKeys.retentionImpact(companyId, retentionDays),
    queryFn: () => fetchRetentionImpact(companyId, retentionDays),
    staleTime: 0,
    gcTime: 0,
  });
}

/** DELETE /interviews/{id}: erases the applicant's data (a request that reached the team); a tombstone stays. */
export async function eraseInterview(id: string): Promise<EraseInterviewResult> {
  const { data } = await httpClient.delete<EraseInterviewResult>(`/interviews/${encodeURIComponent(id)}`);
  return data;
}

export function retentionPreviewQueryOptions(
  companyId: number,
  days: number = PRIVACY_LIMITS.previewDefaultDays,
) {
  return queryOptions({
    queryKey: privacyKeys.retentionPreview(companyId, days),
    queryFn: () => fetchRetentionPreview(companyId, days),
  });
}

/**
 * What the server keeps of an erased interview, so the screen shows the tombstone at once instead of the
 * old name and players while the fresh copy loads.
 */
export function tombstoneOf<T extends Interview>(interview: T, deletion: Deletion): T {
  return {
    ...interview,
    applicantName: '',
    applicantEmail: '',
    applicantPhone: null,
    thumbnailUrl: null,
    hasResume: false,
    resumeUrl: null,
    responses: interview.responses.map((response) => ({
      ...response,
      videoUrl: null,
      audioUrl: null,
      thumbnailUrl: null,
      transcription: { status: 'unavailable' as const, text: null, segments: [] },
    })),
    deletion,
  };
}

/** DELETE /interviews/{id}; afterwards every copy of the interview (detail, lists, activity) is stale. */
export function useEraseInterview(interviewId: string, companyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => eraseInterview(interviewId),
    onSuccess: (result) => {
      queryClient.setQueryData<Interview>(interviewKeys.detail(interviewId), (current) =>
        current === undefined ? current : tombstoneOf(current, result.deletion),
      );
      void queryClient.invalidateQueries({ queryKey: interviewKeys.detail(interviewId) });
      void queryClient.invalidateQueries({ queryKey: interviewKeys.lists(companyId), refetchType: 'none' });
      void queryClient.invalidateQueries({ queryKey: reviewKeys.activity(interviewId) });
      void queryClient.invalidateQueries({ queryKey: privacyKeys.retentionPreviews(companyId) });
    },
  });
}

import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { Interview } from '@vi/contracts';
import { interviewKeys } from '../../shared/api/recruiter/interviews';
import type { InterviewPage } from '../../shared/lib/recruiter/interview-pages';

/** While a transcript is being made the screen asks again this often, and stops once none is pending. */
export const TRANSCRIPT_POLL_MS = 3000;
export const TRANSCRIPT_SLOW_POLL_MS = 15_000;

/** An answer whose media or transcript is still being made: the screen asks again until it is done. */
export function hasPendingTranscript(interview: Interview | undefined): boolean {
  return (
    interview?.responses.some(
      (r) => r.transcription.status === 'pending' || r.mediaStatus === 'processing',
    ) ?? false
  );
}

/** The card the recruiter clicked is already in the grid's cache: show it at once while the call runs. */
export function fromListCache(client: QueryClient, companyId: number, id: string): Interview | undefined {
  for (const [, data] of client.getQueriesData<InfiniteData<InterviewPage>>({
    queryKey: interviewKeys.lists(companyId),
  })) {
    for (const page of data?.pages ?? []) {
      const found = page.items.find((item) => item.id === id);
      if (found) return found;
    }
  }
  return undefined;
}

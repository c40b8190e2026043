import type {
  BulkStageResult,
  InterviewDetail,
  InterviewSort,
  InterviewStage,
  InterviewStatus,
  ScreeningFilter,
} from '@vi/contracts';
import { httpClient } from '../http-client';

/*
 * The candidate list's calls beyond the spec's own (docs/review-and-sharing.md): the filters of
 * GET /company/{companyId}/interviews and of its CSV twin, the bulk stage change and an interview with its
 * reviews for the comparison. Authentication rides on the shared client's defaults, like every recruiter call.
 */

/** The list's and the CSV export's filters, as the server reads them from the query string. */
export type InterviewFilterParams = {
  status?: InterviewStatus;
  q?: string;
  /** Comma-separated stages. */
  stage?: string;
  jobId?: number;
  questionnaireId?: string;
  minRating?: number;
  unreviewedByMe?: 'true';
  screening?: ScreeningFilter;
  sort?: InterviewSort;
};

export type InterviewListParams = InterviewFilterParams & { page: number; limit: number };

/** GET /interviews/{id}: the interview with every review (by name) and the scorecard criteria. */
export async function fetchInterviewDetail(id: string): Promise<InterviewDetail> {
  const { data } = await httpClient.get<InterviewDetail>(`/interviews/${encodeURIComponent(id)}`);
  return data;
}

/** POST /company/{companyId}/interviews/stage: all of them move, or none (404 for an unknown id). */
export async function moveInterviewsToStage(
  companyId: number,
  interviewIds: readonly string[],
  stage: InterviewStage,
): Promise<BulkStageResult> {
  const { data } = await httpClient.post<BulkStageResult>(`/company/${companyId}/interviews/stage`, {
    interviewIds,
    stage,
  });
  return data;
}

export type CsvFile = { blob: Blob; filename: string };

/** The server's attachment name (`filename="…"`), else a dated default. */
export function csvFilename(disposition: unknown, today: Date = new Date()): string {
  if (typeof disposition === 'string') {
    const match = /filename="([^"]+)"/i.exec(disposition) ?? /filename=([^;\s]+)/i.exec(disposition);
    if (match?.[1]) return match[1];
  }
  return `interviews-${today.toISOString().slice(0, 10)}.csv`;
}

/**
 * GET /company/{companyId}/interviews.csv with the list's filters. Fetched through the client (not a plain
 * link) because inside an iframe the recruiter's token travels in a header that a link cannot carry.
 */
export async function fetchInterviewsCsv(
  companyId: number,
  filters: InterviewFilterParams,
): Promise<CsvFile> {
  const response = await httpClient.get<Blob>(`/company/${companyId}/interviews.csv`, {
    params: filters,
    responseType: 'blob',
  });
  return { blob: response.data, filename: csvFilename(response.headers['content-disposition']) };
}

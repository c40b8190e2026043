import type { EraseInterviewResult, YourDataSummary } from '@vi/contracts';
import { isAxiosError } from 'axios';
import { API_BASE_URL, httpClient } from '../../shared/api/http-client';

/** Where the browser downloads the zip (GET /interview/{guid}/export answers with an attachment). */
export const exportUrl = (applicantGuid: string) =>
  `${API_BASE_URL}/interview/${encodeURIComponent(applicantGuid)}/export`;

/**
 * After an erasure the guid answers 404 or 410 everywhere; for this page both mean "nothing here (any
 * more)". An expired invitation's 410 does not reach these calls (they answer for expired interviews too).
 */
export function isGoneError(error: unknown): boolean {
  const status = isAxiosError(error) ? error.response?.status : undefined;
  return status === 404 || status === 410;
}

/** GET /interview/{guid}/your-data: the job and how much is kept, for the "Your data" page. */
export async function fetchYourDataSummary(applicantGuid: string): Promise<YourDataSummary> {
  const { data } = await httpClient.get<YourDataSummary>(
    `/interview/${encodeURIComponent(applicantGuid)}/your-data`,
  );
  return data;
}

/** POST /interview/{guid}/erase with the confirmation the server requires. */
export async function eraseInterview(applicantGuid: string): Promise<EraseInterviewResult> {
  const { data } = await httpClient.post<EraseInterviewResult>(
    `/interview/${encodeURIComponent(applicantGuid)}/erase`,
    { confirm: true },
  );
  return data;
}

import { httpClient } from '../../shared/api/http-client';

/** POST /interview/{applicantGuid}/extension-request: the applicant asks for more time (once a day). */
export async function requestMoreTime(
  applicantGuid: string,
  message: string,
): Promise<{ requestedAt: string }> {
  const trimmed = message.trim();
  const { data } = await httpClient.post<{ requestedAt: string }>(
    `/interview/${encodeURIComponent(applicantGuid)}/extension-request`,
    trimmed === '' ? {} : { message: trimmed },
  );
  return data;
}

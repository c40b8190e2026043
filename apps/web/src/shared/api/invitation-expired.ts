import { API_ERROR_CODES } from '@vi/contracts';
import { isAxiosError } from 'axios';

/** The server's 410 for an invitation whose deadline has passed (code INVITATION_EXPIRED). */
export function isInvitationExpiredError(error: unknown): boolean {
  if (!isAxiosError(error) || error.response?.status !== 410) return false;
  const data: unknown = error.response.data;
  return (
    typeof data === 'object' &&
    data !== null &&
    'code' in data &&
    data.code === API_ERROR_CODES.invitationExpired
  );
}

/** Where an expired invitation's link leads: the page with the support contact and "Request more time". */
export const invitationExpiredPath = (applicantGuid: string) =>
  `/interview/expired/${encodeURIComponent(applicantGuid)}`;

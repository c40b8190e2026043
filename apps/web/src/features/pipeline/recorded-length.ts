import type { Interview } from '@vi/contracts';
import { formatTimestamp } from '../../shared/lib/transcript-time';

/**
 * How long the applicant's recorded answers run together, m:ss, as video lists show a length on each
 * picture; null when nothing recorded has a length yet (choice and written answers have none, and an
 * answer whose media is still being made has no duration).
 */
export function recordedLength(interview: Pick<Interview, 'responses'>): string | null {
  const seconds = interview.responses.reduce((sum, response) => sum + (response.duration ?? 0), 0);
  return seconds >= 1 ? formatTimestamp(Math.round(seconds)) : null;
}

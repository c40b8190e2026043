import { MESSAGES } from '@vi/contracts';
import { isAxiosError } from 'axios';
import { INVITE_TEXTS } from './texts';

function textOf(data: unknown, key: 'error' | 'message'): string {
  if (typeof data !== 'object' || data === null || !(key in data)) return '';
  const value: unknown = (data as Record<string, unknown>)[key];
  return typeof value === 'string' ? value : '';
}

/**
 * Spec §8 invite alerts. On a 409 the server puts the reason in `error` (and `message`):
 * MESSAGES.alreadyInvited ("…already been invited…") for a second invite to the same job, and
 * "…already in our system under a different name." when the email belongs to someone else.
 */
export function inviteFailureMessage(error: unknown): string {
  if (!isAxiosError(error)) return INVITE_TEXTS.failedOther;
  if (error.response?.status === 409) {
    const data: unknown = error.response.data;
    const reason = `${textOf(data, 'error')} ${textOf(data, 'message')}`.toLowerCase();
    if (reason.includes('already been invited')) return MESSAGES.alreadyInvited;
    if (reason.includes('already in our system')) return MESSAGES.alreadyInSystem;
    return MESSAGES.alreadyProcessed;
  }
  return INVITE_TEXTS.failedOther;
}

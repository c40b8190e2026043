import { INVITATION_LIMITS } from '@vi/contracts';
import { useState } from 'react';
import { checkDeadline, defaultDeadlineValue } from '../../shared/lib/recruiter/invitation-deadline';
import { DETAILS_TEXTS, inviteMessage } from './texts';

/**
 * The invitation's deadline and personal message. The deadline shows the questionnaire's default until
 * the recruiter changes it (clearing it means no deadline); both are checked as the server checks them.
 */
export function useInvitationDetails(defaultDays: number | null | undefined) {
  const [editedDeadline, setEditedDeadline] = useState<string | null>(null);
  const [message, setMessage] = useState('');
  const [isDeadlineTouched, setDeadlineTouched] = useState(false);
  const deadline = editedDeadline ?? defaultDeadlineValue(defaultDays);
  const deadlineCheck = checkDeadline(deadline);
  const messageError =
    message.length > INVITATION_LIMITS.messageMaxChars
      ? DETAILS_TEXTS.messageTooLong(INVITATION_LIMITS.messageMaxChars)
      : undefined;

  return {
    deadline,
    message,
    setDeadline: (value: string) => setEditedDeadline(value),
    setMessage,
    touchDeadline: () => setDeadlineTouched(true),
    revealErrors: () => setDeadlineTouched(true),
    // The shared check words its errors in English; they are shown in the recruiter's language.
    deadlineError: isDeadlineTouched ? inviteMessage(deadlineCheck.error) : undefined,
    messageError,
    isValid: deadlineCheck.error === undefined && messageError === undefined,
    /**
     * The form fields to send: the deadline in UTC, or '' when the recruiter cleared the questionnaire's
     * default (none at all); nothing when there is neither, so an untouched form sends the spec's fields.
     */
    fields: (): { deadline?: string; message?: string } => ({
      ...(deadlineCheck.iso ? { deadline: deadlineCheck.iso } : defaultDays ? { deadline: '' } : {}),
      ...(message.trim() !== '' ? { message: message.trim() } : {}),
    }),
  };
}

export type InvitationDetailsState = ReturnType<typeof useInvitationDetails>;

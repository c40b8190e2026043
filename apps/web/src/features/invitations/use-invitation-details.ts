import { INVITATION_LIMITS } from '@vi/contracts';
import { useState } from 'react';
import { checkDeadline, defaultDeadlineValue } from '../../shared/lib/recruiter/invitation-deadline';

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
      ? `Personal message must be at most ${INVITATION_LIMITS.messageMaxChars} characters`
      : undefined;

  return {
    deadline,
    message,
    setDeadline: (value: string) => setEditedDeadline(value),
    setMessage,
    touchDeadline: () => setDeadlineTouched(true),
    revealErrors: () => setDeadlineTouched(true),
    deadlineError: isDeadlineTouched ? deadlineCheck.error : undefined,
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

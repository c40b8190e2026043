import type { Interview, InvitationMailResult } from '@vi/contracts';
import { useRef, useState } from 'react';
import { toast } from 'react-toastify';
import { apiErrorMessage } from '../../shared/lib/recruiter/api-error-message';
import { isInvitationExpired } from '../../shared/lib/recruiter/invitation-state';
import { ExtendDeadlineModal } from './extend-deadline-modal';
import { formatDeadline, INVITATION_TEXTS as T } from './invitation-texts';
import { useInvitationActions } from './use-invitation-actions';
import '../../shared/ui/recruiter/invitation-badges.css';
import './invitation-panel.css';

type InvitationPanelProps = { interview: Interview; companyId: number };

function announceMail(result: InvitationMailResult, sentText: string, otherText: string) {
  if (result.mailSent) toast.success(sentText);
  else toast.warning(otherText);
}

/**
 * For an interview not completed: its deadline, the applicant's request for more time (their words as
 * plain text, with when), "Resend invitation" and "Extend deadline".
 */
export function InvitationPanel({ interview, companyId }: InvitationPanelProps) {
  const [isExtending, setExtending] = useState(false);
  const extendButton = useRef<HTMLButtonElement>(null);
  const { resend, extend } = useInvitationActions(interview.id, companyId);
  if (interview.status === 'Completed') return null;
  const expired = isInvitationExpired(interview);
  const request = interview.extensionRequest ?? null;

  const resendInvitation = () => {
    resend.mutate(undefined, {
      onSuccess: (result) => announceMail(result, T.resent.sent, T.resent[result.mailStatus]),
      onError: (error) => toast.error(apiErrorMessage(error, T.resendFailed)),
    });
  };

  const extendTo = (deadline: string) =>
    extend.mutateAsync(deadline).then(
      (result) => {
        const said = `${T.extended(result.deadline === null ? '' : formatDeadline(result.deadline))} `;
        announceMail(result, said + T.mail.sent, said + T.mail[result.mailStatus]);
        setExtending(false);
      },
      (error: unknown) => {
        toast.error(apiErrorMessage(error, T.extendFailed));
        throw error;
      },
    );

  return (
    <section className="review-invitation" aria-labelledby="review-invitation-heading">
      <h3 id="review-invitation-heading" className="h6 review-invitation__heading">
        {T.heading}
      </h3>
      <p className="review-invitation__deadline">
        <strong>{T.deadline}:</strong>{' '}
        {interview.deadline ? (
          <time dateTime={interview.deadline}>{formatDeadline(interview.deadline)}</time>
        ) : (
          T.noDeadline
        )}
        {expired && <span className="invitation-badge invitation-badge--expired">{T.expired}</span>}
      </p>
      {request !== null && (
        <div className="review-invitation__request">
          <p className="m-0">
            <span className="invitation-badge invitation-badge--asked">{T.askedForMoreTime}</span>{' '}
            {T.requestedAt} <time dateTime={request.requestedAt}>{formatDeadline(request.requestedAt)}</time>
          </p>
          {/* The applicant's words: text, never markup; their line breaks kept by CSS. */}
          <p className="review-invitation__message">{request.message ?? T.noMessage}</p>
        </div>
      )}
      <div className="review-invitation__actions">
        {!expired && (
          <button
            type="button"
            className="btn btn-outline-primary btn-sm"
            disabled={resend.isPending}
            onClick={resendInvitation}
          >
            {resend.isPending ? T.resending : T.resend}
          </button>
        )}
        <button
          ref={extendButton}
          type="button"
          className="btn btn-outline-primary btn-sm"
          onClick={() => setExtending(true)}
        >
          {T.extend}
        </button>
      </div>
      <ExtendDeadlineModal
        show={isExtending}
        isPending={extend.isPending}
        onExtend={extendTo}
        onHide={() => setExtending(false)}
      />
    </section>
  );
}

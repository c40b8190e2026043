import type { Interview, InvitationMailResult } from '@vi/contracts';
import { useRef, useState } from 'react';
import { toast } from 'react-toastify';
import { apiErrorMessage } from '../../shared/lib/recruiter/api-error-message';
import { isInvitationExpired } from '../../shared/lib/recruiter/invitation-state';
import { CopyTextButton } from '../../shared/ui/recruiter/copy-text-button';
import { ExtendDeadlineModal } from './extend-deadline-modal';
import {
  copyLinkTexts,
  EXTENSION_MAIL_TEXTS,
  formatDeadline,
  INVITATION_TEXTS as T,
  RESENT_TEXTS,
} from './invitation-texts';
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
  // The applicant's link, once a resend or an extension could not mail it: the recruiter passes it on.
  const [unsentLink, setUnsentLink] = useState<string | null>(null);
  const extendButton = useRef<HTMLButtonElement>(null);
  const { resend, extend } = useInvitationActions(interview.id, companyId);
  if (interview.status === 'Completed') return null;
  const expired = isInvitationExpired(interview);
  const request = interview.extensionRequest ?? null;

  const resendInvitation = () => {
    resend.mutate(undefined, {
      onSuccess: (result) => {
        announceMail(result, RESENT_TEXTS.sent, RESENT_TEXTS[result.mailStatus]);
        setUnsentLink(result.mailSent ? null : result.interviewUrl);
      },
      onError: (error) => toast.error(apiErrorMessage(error, T.resendFailed)),
    });
  };

  const extendTo = (deadline: string) =>
    extend.mutateAsync(deadline).then(
      (result) => {
        const said = `${T.extended(result.deadline === null ? '' : formatDeadline(result.deadline))} `;
        announceMail(
          result,
          said + EXTENSION_MAIL_TEXTS.sent,
          said + EXTENSION_MAIL_TEXTS[result.mailStatus],
        );
        setUnsentLink(result.mailSent ? null : result.interviewUrl);
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
      {unsentLink !== null && (
        <div className="review-invitation__link" role="group" aria-labelledby="review-invitation-link">
          <p id="review-invitation-link" className="m-0">
            {T.passLinkOn}
          </p>
          <input
            className="form-control form-control-sm"
            readOnly
            aria-label={T.linkLabel}
            value={unsentLink}
            onFocus={(event) => event.target.select()}
          />
          <CopyTextButton text={unsentLink} texts={copyLinkTexts()} />
        </div>
      )}
      <ExtendDeadlineModal
        show={isExtending}
        isPending={extend.isPending}
        onExtend={extendTo}
        onHide={() => setExtending(false)}
      />
    </section>
  );
}

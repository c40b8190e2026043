import type { PendingTeamInvitation } from '@vi/contracts';
import { formatCreatedDate } from '../../shared/lib/recruiter/dates';
import { CopyLink } from './copy-link';
import { ROLE_LABELS, TEAM_TEXTS as T } from './texts';

type PendingInvitationsProps = {
  invitations: readonly PendingTeamInvitation[];
  /**
   * Links made in this visit (the server keeps only their hash): an invitation no mail carried, or a new
   * link made with Copy link again (`renewed`).
   */
  links: Readonly<Record<string, { link: string; renewed: boolean }>>;
  onRevoke: (invitation: PendingTeamInvitation) => void;
  /** Makes a new link (the earlier one stops working): the way to copy a link that is no longer shown. */
  onReissue: (invitation: PendingTeamInvitation) => void;
};

export function PendingInvitations({ invitations, links, onRevoke, onReissue }: PendingInvitationsProps) {
  return (
    <section aria-labelledby="team-pending-title" className="mt-4">
      <h3 id="team-pending-title" className="h5">
        {T.pending}
      </h3>
      {invitations.length === 0 ? (
        <p>{T.noPending}</p>
      ) : (
        <>
          <p className="text-body-secondary">{T.linkOnce}</p>
          <ul className="list-group">
            {invitations.map((invitation) => (
              <li key={invitation.id} className="list-group-item d-flex flex-column gap-2">
                <div className="d-flex flex-wrap gap-2 justify-content-between align-items-center">
                  <span>
                    <strong>{invitation.email}</strong> · {ROLE_LABELS[invitation.role]} ·{' '}
                    {T.expires(formatCreatedDate(invitation.expiresAt))}
                    {invitation.invitedBy !== null && ` · ${T.invitedBy(invitation.invitedBy)}`}
                  </span>
                  <span className="d-flex flex-wrap gap-2">
                    {links[invitation.id] === undefined && (
                      <button
                        type="button"
                        className="btn btn-sm btn-outline-secondary"
                        aria-label={T.copyAgainOf(invitation.email)}
                        onClick={() => onReissue(invitation)}
                      >
                        {T.copyAgain}
                      </button>
                    )}
                    <button
                      type="button"
                      className="btn btn-sm btn-outline-danger"
                      aria-label={T.revokeOf(invitation.email)}
                      onClick={() => onRevoke(invitation)}
                    >
                      {T.revoke}
                    </button>
                  </span>
                </div>
                {links[invitation.id] !== undefined && (
                  <>
                    <CopyLink link={links[invitation.id]!.link} />
                    {links[invitation.id]!.renewed && <p className="mb-0 small">{T.newLinkNote}</p>}
                  </>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

import { useQuery } from '@tanstack/react-query';
import type { ShareLink } from '@vi/contracts';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'react-toastify';
import { MessageDialog } from '../../shared/ui/message-dialog';
import { Spinner } from '../../shared/ui/spinner';
import { useRecruiterIdentity } from '../../shared/identity/recruiter-identity-context';
import { shareLinksQueryOptions, useRevokeShareLink } from '../../shared/api/recruiter/share-links';
import { formatCreatedDate } from '../../shared/lib/recruiter/dates';
import { SHARE_COLUMN_TEXTS, SHARE_STATUS_LABELS, SHARE_TEXTS as T } from './texts';
import 'bootstrap/dist/css/bootstrap.min.css';
import './share.css';

/** The table's columns in screen order (catalogue keys: the headings are read at render). */
const COLUMNS = [
  'created',
  'createdBy',
  'interviews',
  'expires',
  'status',
  'views',
  'options',
  'actions',
] as const satisfies readonly (keyof typeof SHARE_COLUMN_TEXTS)[];

/** The company's share links: who made each, until when, how often it was opened; revoke any active one. */
export function ShareLinksPage() {
  const { companyId } = useRecruiterIdentity();
  const query = useQuery(shareLinksQueryOptions(companyId));
  const revoke = useRevokeShareLink(companyId);
  const [confirming, setConfirming] = useState<ShareLink | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  function confirmRevoke() {
    const link = confirming;
    setConfirming(null);
    if (link === null) return;
    revoke.mutate(link.id, {
      onSuccess: () => toast.success(T.revoked),
      onError: () => toast.error(T.revokeFailed),
    });
  }

  let body;
  if (query.isPending) {
    body = <Spinner label={T.loading} />;
  } else if (query.isError) {
    body = (
      <div role="alert">
        <p>{T.loadFailed}</p>
        <button type="button" className="btn btn-outline-primary" onClick={() => void query.refetch()}>
          {T.tryAgain}
        </button>
      </div>
    );
  } else if (query.data.data.length === 0) {
    body = <p>{T.empty}</p>;
  } else {
    body = (
      <div className="share-links__scroll" role="region" aria-label={T.tableScroll} tabIndex={0}>
        <table className="table share-links__table align-middle">
          <caption className="visually-hidden">{T.caption}</caption>
          <thead>
            <tr>
              {COLUMNS.map((column) => (
                <th key={column} scope="col">
                  {SHARE_COLUMN_TEXTS[column]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {query.data.data.map((link) => (
              <ShareLinkRow
                key={link.id}
                link={link}
                isRevoking={revoke.isPending && revoke.variables === link.id}
                onRevoke={() => setConfirming(link)}
              />
            ))}
          </tbody>
        </table>
      </div>
    );
  }

  return (
    <div className="share-links">
      <Link to="/recruiter?tab=interviews" className="btn btn-link px-0">
        ← {T.backToInterviews}
      </Link>
      <h2 ref={headingRef} tabIndex={-1} className="share-links__heading">
        {T.pageTitle}
      </h2>
      <p className="text-body-secondary">{T.pageIntro}</p>
      {body}
      <MessageDialog
        id="revoke-share-link"
        show={confirming !== null}
        title={T.revokeTitle}
        message={T.revokeMessage(confirming?.interviewCount ?? 0)}
        onClose={() => setConfirming(null)}
        fallbackFocus={() => headingRef.current}
        actions={[
          { label: T.cancel, onClick: () => setConfirming(null), variant: 'outline-secondary' },
          { label: T.revoke, onClick: confirmRevoke, variant: 'danger' },
        ]}
      />
    </div>
  );
}

function ShareLinkRow({
  link,
  isRevoking,
  onRevoke,
}: {
  link: ShareLink;
  isRevoking: boolean;
  onRevoke: () => void;
}) {
  const created = formatCreatedDate(link.createdAt);
  return (
    <tr>
      <td>
        <time dateTime={link.createdAt}>{created}</time>
      </td>
      <td>{link.createdBy?.name ?? T.unknownCreator}</td>
      <td>
        <SharedInterviewNames link={link} />
      </td>
      <td>
        <time dateTime={link.expiresAt}>{formatCreatedDate(link.expiresAt)}</time>
      </td>
      <td>
        <span className={`share-status share-status--${link.status}`}>
          {SHARE_STATUS_LABELS[link.status]}
        </span>
      </td>
      <td>{link.views}</td>
      <td className="share-links__options">
        <span>{link.hideContactDetails ? T.contactHidden : T.contactShown}</span>
        <span>{link.allowReviews ? T.reviewsOn : T.reviewsOff}</span>
        <span>{link.showTeamReviews ? T.teamShown : T.teamHidden}</span>
      </td>
      <td>
        {link.status === 'active' && (
          <button
            type="button"
            className="btn btn-outline-danger btn-sm"
            aria-label={T.revokeFor(created, link.interviewCount, formatCreatedDate(link.expiresAt))}
            disabled={isRevoking}
            onClick={onRevoke}
          >
            {T.revoke}
          </button>
        )}
      </td>
    </tr>
  );
}

/** Whose interviews the link shares: each applicant's name and job (older servers: the count only). */
function SharedInterviewNames({ link }: { link: ShareLink }) {
  if (link.interviews === undefined) return <>{link.interviewCount}</>;
  return (
    <>
      <span className="visually-hidden">{T.sharedInterviews(link.interviewCount)}</span>
      <ul className="share-links__interviews">
        {link.interviews.map((interview) => (
          <li key={interview.id}>
            {interview.applicantName === '' ? T.deletedCandidate : interview.applicantName}
            <span className="share-links__job">{interview.jobTitle}</span>
          </li>
        ))}
      </ul>
    </>
  );
}

import type { Interview } from '@vi/contracts';
import { hasPendingExtensionRequest, isInvitationExpired } from '../../shared/lib/recruiter/invitation-state';
import { PIPELINE_TEXTS as T } from './texts';
import '../../shared/ui/recruiter/invitation-badges.css';

/** "Asked for more time" and "Expired" beside an applicant in the list; nothing when neither applies. */
export function InvitationBadges({ interview }: { interview: Interview }) {
  const asked = hasPendingExtensionRequest(interview);
  const expired = isInvitationExpired(interview);
  if (!asked && !expired) return null;
  return (
    <span className="invitation-badges">
      {expired && <span className="invitation-badge invitation-badge--expired">{T.expired}</span>}
      {asked && <span className="invitation-badge invitation-badge--asked">{T.askedForMoreTime}</span>}
    </span>
  );
}

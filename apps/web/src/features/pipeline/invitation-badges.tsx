import type { Interview, Screening } from '@vi/contracts';
import { hasPendingExtensionRequest, isInvitationExpired } from '../../shared/lib/recruiter/invitation-state';
import { PIPELINE_TEXTS as T } from './texts';
import '../../shared/ui/recruiter/invitation-badges.css';

/**
 * "Asked for more time", "Expired", "Needs a new answer" (an answer accepted at Submit whose recording
 * could not be processed; the applicant is asked to record it again) and "Does not meet requirements" (an
 * answer on a knockout option: information for a person to decide on, docs/questions.md) beside an
 * applicant in the list.
 */
export function InvitationBadges({ interview }: { interview: Interview }) {
  const asked = hasPendingExtensionRequest(interview);
  const expired = isInvitationExpired(interview);
  const failed = interview.responses.filter((r) => r.mediaStatus === 'failed');
  const screening = interview.screening;
  const screenedOut = screening !== undefined && !screening.meetsRequirements;
  if (!asked && !expired && failed.length === 0 && !screenedOut) return null;
  return (
    <span className="invitation-badges">
      {screenedOut && <ScreeningBadge screening={screening} interview={interview} />}
      {failed.length > 0 && (
        <span
          className="invitation-badge invitation-badge--needs-answer"
          title={failed.map((r) => `${r.questionText}: ${r.mediaError ?? ''}`).join('\n')}
        >
          {T.needsNewAnswer}
        </span>
      )}
      {expired && <span className="invitation-badge invitation-badge--expired">{T.expired}</span>}
      {asked && <span className="invitation-badge invitation-badge--asked">{T.askedForMoreTime}</span>}
    </span>
  );
}

/** The mark, with which question and answer did it in its title (and for screen readers, in words). */
function ScreeningBadge({ screening, interview }: { screening: Screening; interview: Interview }) {
  const questionOf = (questionId: string) =>
    interview.responses.find((r) => r.questionId === questionId)?.questionText ?? questionId;
  const why = screening.knockouts.map((k) => `${questionOf(k.questionId)}: ${k.label}`);
  if (screening.override) why.push(T.screeningKept);
  return (
    <span className="invitation-badge invitation-badge--screened-out" title={why.join('\n')}>
      {T.screeningFailed}
      <span className="visually-hidden"> ({why.join('; ')})</span>
    </span>
  );
}

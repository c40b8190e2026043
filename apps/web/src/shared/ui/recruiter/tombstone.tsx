import type { Deletion } from '@vi/contracts';
import type { Ref } from 'react';
import { deletionSentence, isDeleted } from '../../lib/deletion-sentence';
import { formatCreatedDate } from '../../lib/recruiter/dates';
import { PRIVACY_TEXTS as T } from './privacy-texts';
import './privacy.css';

/** The name to show: the applicant's, or "Deleted candidate" once it is gone (never an empty bubble). */
export function displayName(interview: { applicantName: string; deletion?: Deletion | null }): string {
  return isDeleted(interview) || interview.applicantName.trim() === ''
    ? T.deletedName
    : interview.applicantName;
}

/** "Erased on 05/20/2027 by your team", dated as the recruiter area dates things (MM/DD/YYYY). */
export function tombstoneSentence(deletion: Deletion): string {
  return deletionSentence(deletion, formatCreatedDate);
}

/** One line for a card, a table row or a compare column. */
export function TombstoneNote({ deletion }: { deletion: Deletion }) {
  return <span className="tombstone-note">{tombstoneSentence(deletion)}</span>;
}

type TombstoneProps = { deletion: Deletion; focusRef?: Ref<HTMLDivElement> };

/** The review screen's account of what happened and what is left (focusable: focus lands here after erasing). */
export function Tombstone({ deletion, focusRef }: TombstoneProps) {
  return (
    <div ref={focusRef} tabIndex={-1} className="tombstone">
      <p className="tombstone__when">{tombstoneSentence(deletion)}</p>
      <p className="tombstone__what">{T.whatIsGone}</p>
    </div>
  );
}

import { InterviewStageSchema, type ActivityEntry } from '@vi/contracts';
import { formatCreatedDate } from '../../shared/lib/recruiter/dates';
import { REVIEW_TEXTS as T, STAGE_LABELS } from './texts';

/** A share link is named by the first part of its id: enough to tell links apart in a list. */
function linkName(id: string | null): string {
  return id === null ? '' : id.slice(0, 8);
}

function stageLabel(value: unknown): string {
  const parsed = InterviewStageSchema.safeParse(value);
  if (parsed.success) return STAGE_LABELS[parsed.data];
  return typeof value === 'string' ? value : '';
}

function answerName(questionId: unknown, positions: ReadonlyMap<string, number>): string {
  const position = typeof questionId === 'string' ? positions.get(questionId) : undefined;
  return position === undefined ? 'an answer' : `answer ${position}`;
}

/**
 * One entry of the activity log as a sentence ("Dana Reyes rated 4 stars"). `positions` names answers by
 * their place on the screen. Unknown details are left out rather than guessed.
 */
export function activitySentence(entry: ActivityEntry, positions: ReadonlyMap<string, number>): string {
  const { actor, details } = entry;
  switch (entry.type) {
    case 'viewed':
      return `${actor} opened the interview`;
    case 'media_played':
      return `${actor} played ${answerName(details.questionId, positions)}`;
    case 'rated': {
      if (typeof details.overall === 'number') return `${actor} rated ${T.stars(details.overall)}`;
      const count = typeof details.questionsRated === 'number' ? details.questionsRated : 0;
      if (count > 0) return `${actor} rated ${count === 1 ? '1 answer' : `${count} answers`}`;
      return `${actor} changed their review`;
    }
    case 'noted':
      if (details.action === 'edited') return `${actor} edited a note`;
      if (details.action === 'deleted') return `${actor} deleted a note`;
      return typeof details.questionId === 'string'
        ? `${actor} added a note on ${answerName(details.questionId, positions)}`
        : `${actor} added a note`;
    case 'stage_changed':
      return `${actor} moved the interview from ${stageLabel(details.from)} to ${stageLabel(details.to)}`;
    case 'shared': {
      const until =
        typeof details.expiresAt === 'string' ? ` until ${formatCreatedDate(details.expiresAt)}` : '';
      return `${actor} shared it through share link ${linkName(entry.shareLinkId ?? asId(details.shareLinkId))}${until}`;
    }
    case 'viewed_via_link':
      return `Viewed through share link ${linkName(entry.shareLinkId)}`;
    case 'reviewed_via_link': {
      const who = typeof details.reviewerName === 'string' ? details.reviewerName : 'A guest';
      const stars = typeof details.overall === 'number' ? ` ${T.stars(details.overall)}` : '';
      return `${who} rated${stars} through share link ${linkName(entry.shareLinkId)}`;
    }
    case 'erased':
      return details.reason === 'retention'
        ? 'Deleted under the retention rule'
        : details.reason === 'applicant_request'
          ? 'The applicant erased their interview'
          : `${actor} erased the interview`;
  }
}

function asId(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

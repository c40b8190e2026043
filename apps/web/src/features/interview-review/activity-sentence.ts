import { InterviewStageSchema, type ActivityEntry } from '@vi/contracts';
import { formatCreatedDate } from '../../shared/lib/recruiter/dates';
import { STAGE_LABELS } from '../../shared/ui/recruiter/interview-facts-texts';
import { REVIEW } from './texts';

/** A share link is named by the first part of its id: enough to tell links apart in a list. */
function linkName(id: string | null): string {
  return id === null ? '' : id.slice(0, 8);
}

function stageLabel(value: unknown): string {
  const parsed = InterviewStageSchema.safeParse(value);
  if (parsed.success) return STAGE_LABELS[parsed.data];
  return typeof value === 'string' ? value : '';
}

/**
 * One entry of the activity log as a sentence ("Dana Reyes rated 4 stars"), in the recruiter's language.
 * `positions` names answers by their place on the screen. Unknown details are left out rather than guessed.
 */
export function activitySentence(entry: ActivityEntry, positions: ReadonlyMap<string, number>): string {
  const { actor, details } = entry;
  const say = (key: string, values: Record<string, string | number> = {}) =>
    REVIEW.t(key, { actor, ...values });
  const answer = typeof details.questionId === 'string' ? positions.get(details.questionId) : undefined;
  switch (entry.type) {
    case 'viewed':
      return say('activity.viewed');
    case 'media_played':
      return answer === undefined
        ? say('activity.playedSomeAnswer')
        : say('activity.playedAnswer', { position: answer });
    case 'rated': {
      if (typeof details.overall === 'number') return say('activity.ratedStars', { count: details.overall });
      const count = typeof details.questionsRated === 'number' ? details.questionsRated : 0;
      if (count > 0) return say('activity.ratedAnswers', { count });
      return say('activity.changedReview');
    }
    case 'noted':
      if (details.action === 'edited') return say('activity.editedNote');
      if (details.action === 'deleted') return say('activity.deletedNote');
      if (typeof details.questionId !== 'string') return say('activity.noted');
      return answer === undefined
        ? say('activity.notedSomeAnswer')
        : say('activity.notedAnswer', { position: answer });
    case 'stage_changed':
      return say('activity.stageChanged', { from: stageLabel(details.from), to: stageLabel(details.to) });
    case 'shared': {
      const link = linkName(entry.shareLinkId ?? asId(details.shareLinkId));
      return typeof details.expiresAt === 'string'
        ? say('activity.sharedUntil', { link, date: formatCreatedDate(details.expiresAt) })
        : say('activity.shared', { link });
    }
    case 'viewed_via_link':
      return say('activity.viewedViaLink', { link: linkName(entry.shareLinkId) });
    case 'reviewed_via_link': {
      const who =
        typeof details.reviewerName === 'string' ? details.reviewerName : REVIEW.t('activity.aGuest');
      const link = linkName(entry.shareLinkId);
      return typeof details.overall === 'number'
        ? say('activity.reviewedViaLinkStars', { who, link, count: details.overall })
        : say('activity.reviewedViaLink', { who, link });
    }
    case 'erased':
      return details.reason === 'retention'
        ? say('activity.erasedRetention')
        : details.reason === 'applicant_request'
          ? say('activity.erasedByApplicant')
          : say('activity.erased');
    case 'screening_confirmed':
      return say('activity.screeningConfirmed');
    case 'screening_overridden':
      return say('activity.screeningOverridden');
  }
}

function asId(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

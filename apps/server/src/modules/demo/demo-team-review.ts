import type { Kysely } from 'kysely';
import type { RecruiterIdentity } from '@vi/contracts';
import type { DB } from '../../db/schema.js';
import {
  listNotes,
  listReviewsOf,
  type NoteService,
  type ReviewService,
  type StageService,
} from '../reviews/index.js';
import { DEMO_USERS } from './demo-data.js';
import type { DemoRecordedInterview, DemoReviewer } from './demo-interviews-data.js';
import { findUserIdsByEmail, listAnsweredQuestionKeys } from './demo.repository.js';

/**
 * What the demo team made of a completed interview: each recruiter's review, their notes (some pinned
 * to a moment of an answer) and the stage, written through the same services as the review API, so
 * the activity list tells of them as it would of a person's.
 */
export interface DemoReviewTarget {
  applicationId: string;
  stage: string;
  script: DemoRecordedInterview;
}

const IDENTITY_LIFETIME_MS = 60_000;

/** The review API's own services (the runtime's), so the team's work is told of as a person's would be. */
export interface DemoReviewServices {
  reviews: ReviewService;
  notes: NoteService;
  stages: StageService;
}

export function createDemoTeamReview(db: Kysely<DB>, services: DemoReviewServices, companyId: number) {
  const { reviews, notes, stages } = services;

  async function identities(): Promise<Record<DemoReviewer, RecruiterIdentity>> {
    const emails = { 0: DEMO_USERS[0].email, 1: DEMO_USERS[1].email } as const;
    const ids = await findUserIdsByEmail(db, companyId, Object.values(emails));
    const identityOf = (email: string): RecruiterIdentity => {
      const userId = ids.get(email);
      if (userId === undefined) throw new Error(`demo user ${email} is missing`);
      return { userId, companyId, expiresAt: new Date(Date.now() + IDENTITY_LIFETIME_MS) };
    };
    return { 0: identityOf(emails[0]), 1: identityOf(emails[1]) };
  }

  /**
   * The team's work happens once: an interview that already has a review, a note or a stage (the
   * script ran, or a person got there first) is left as it is.
   */
  async function isUntouched(target: DemoReviewTarget): Promise<boolean> {
    if (target.stage !== 'new') return false;
    const [reviewed, noted] = await Promise.all([
      listReviewsOf(db, [target.applicationId]),
      listNotes(db, target.applicationId),
    ]);
    return reviewed.length === 0 && noted.length === 0;
  }

  return {
    async apply(target: DemoReviewTarget): Promise<boolean> {
      const { script, applicationId } = target;
      const hasWork = script.reviews.length > 0 || script.notes.length > 0 || script.stage !== 'new';
      if (!hasWork || !(await isUntouched(target))) return false;
      const team = await identities();
      const questionIds = await listAnsweredQuestionKeys(db, applicationId);
      for (const review of script.reviews) {
        await reviews.upsert(team[review.reviewer], applicationId, {
          overall: review.overall,
          recommendation: review.recommendation,
          ratings: review.stars.flatMap((stars, i) => {
            const questionId = questionIds[i];
            return questionId ? [{ questionId, stars }] : [];
          }),
        });
      }
      for (const note of script.notes) {
        await notes.create(team[note.author], applicationId, {
          text: note.text,
          ...(note.pin ? { questionId: questionIds[note.pin.question], atSeconds: note.pin.atSeconds } : {}),
        });
      }
      if (script.stage !== 'new') {
        await stages.bulk(team[0], companyId, { interviewIds: [applicationId], stage: script.stage });
      }
      return true;
    },
  };
}

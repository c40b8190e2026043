import type { Generated } from 'kysely';
import type { ActivityType, Recommendation } from '@vi/contracts';
import type { Bool, IsoDate } from './column-types.js';

/*
 * The tables of review and decision (migration 0003): criteria, reviews, notes, the activity log,
 * share links and the search documents. Part of `DB` in schema.ts; kept apart only for its length.
 */

/** Scorecard criteria of a questionnaire, rated by each reviewer. */
export interface QuestionnaireCriterionTable {
  id: string;
  questionnaire_id: string;
  position: number;
  label: string;
}

/** One recruiter's review of one interview (unique per reviewer and interview). */
export interface InterviewReviewTable {
  id: string;
  application_id: string;
  reviewer_user_id: number;
  overall: number | null;
  recommendation: Recommendation | null;
  /** JSON array of {questionId, stars}. */
  ratings: string;
  /** JSON array of {criterionId, stars}. */
  criteria: string;
  created_at: IsoDate;
  updated_at: IsoDate;
}

/** A review left through a share link, under the name its author typed (unique per link, interview and name). */
export interface GuestReviewTable {
  id: string;
  share_link_id: string;
  application_id: string;
  reviewer_name: string;
  /** Lower-cased, trimmed name: the same person typing again edits their review. */
  reviewer_key: string;
  overall: number;
  comment: string | null;
  created_at: IsoDate;
  updated_at: IsoDate;
}

export interface InterviewNoteTable {
  id: string;
  application_id: string;
  author_user_id: number;
  question_key: string | null;
  /** The moment in the answer, in milliseconds. */
  at_ms: number | null;
  text: string;
  created_at: IsoDate;
  updated_at: IsoDate;
}

/** Append-only: rows are inserted and read, never updated or deleted (except with their interview). */
export interface InterviewActivityTable {
  id: string;
  application_id: string;
  type: ActivityType;
  actor_user_id: number | null;
  /** The actor as they were named when it happened. */
  actor_name: string;
  share_link_id: string | null;
  /** JSON object of flat facts (ids, stars, stages). */
  details: string;
  /** Set for entries that happen at most once per window (media plays); unique. */
  dedupe_key: string | null;
  created_at: IsoDate;
}

export interface ShareLinkTable {
  id: string;
  company_id: number;
  created_by: number | null;
  /** SHA-256 (hex) of the token; the token itself is never stored. */
  token_hash: string;
  expires_at: IsoDate;
  hide_contact_details: Bool;
  allow_reviews: Bool;
  revoked_at: IsoDate | null;
  views: number;
  last_viewed_at: IsoDate | null;
  created_at: IsoDate;
  /** Migration 0013: the API key it was made with, if any; revoked with it. */
  created_by_api_key: string | null;
  /** Migration 0018: whether guests see the team's ratings and the other guests' reviews. */
  show_team_reviews: Bool;
}

/** Migration 0018: a guest name on a link, bound to the browser key that used it first. */
export interface ShareLinkGuestTable {
  share_link_id: string;
  /** The name as reviews compare it: trimmed, spaces collapsed, lower case. */
  name_key: string;
  /** SHA-256 (hex) of the browser's guest key. */
  key_hash: string;
  created_at: IsoDate;
}

export interface ShareLinkInterviewTable {
  share_link_id: string;
  application_id: string;
}

/**
 * The full-text document of one interview: applicant name and transcript words. Indexed by SQLite FTS5
 * (interview_search_fts, external content) or a PostgreSQL GIN index; see db/dialect.ts.
 */
export interface InterviewSearchTable {
  id: Generated<number>;
  application_id: string;
  content: string;
}

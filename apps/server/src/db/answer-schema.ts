import type { Generated } from 'kysely';
import type { Bool, IsoDate } from './column-types.js';

/*
 * Answers that are not recordings (migration 0014): a choice, a written text, or a skip of an optional
 * question. One row per application and question; answering again before completion replaces it.
 */
export interface QuestionAnswerTable {
  id: string;
  application_id: string;
  question_key: string;
  /** The question as it was asked, so an edit of the questionnaire leaves the answer readable. */
  question_text: string;
  question_type: 'Text' | 'Select' | 'Multiselect' | 'Written';
  position: number;
  /** JSON arrays of the chosen options' ids and labels (a snapshot), or null. */
  option_ids: string | null;
  labels: string | null;
  /** JSON array of the chosen options that were knockouts when answered: [{optionId,label}]. */
  knockouts: string | null;
  has_knockout: Bool;
  text: string | null;
  skipped: Bool;
  answered_at: IsoDate;
}

/** The screening columns of `applications`: a recruiter kept an interview despite its knockouts. */
export interface ApplicationScreeningColumns {
  screening_overridden_at: IsoDate | null;
  screening_overridden_by: number | null;
}

/* A recorded answer (the take the applicant submitted) and its transcript. Part of `DB` in schema.ts. */
export interface AnswerTable {
  id: string;
  application_id: string;
  question_key: string;
  question_text: string;
  position: number;
  attempt_id: string;
  media_key: string;
  audio_key: string | null;
  thumbnail_key: string | null;
  duration_ms: number | null;
  created_at: IsoDate;
  /** Migration 0011: 'processing' until the media job made the files (media_key is then final). */
  media_status: Generated<'processing' | 'ready' | 'failed'>;
  /** Why the media job refused the take ('reason: detail'), for a 'failed' answer. */
  media_error: string | null;
}

export interface TranscriptTable {
  id: string;
  answer_id: string;
  status: 'pending' | 'done' | 'failed' | 'unavailable';
  engine: string | null;
  text: string | null;
  /** JSON array of {start, end, text}. */
  segments: string | null;
  error: string | null;
  /** The language of the words (BCP 47), as the engine was asked for it; null before migration 0014. */
  language: string | null;
  created_at: IsoDate;
  updated_at: IsoDate;
}

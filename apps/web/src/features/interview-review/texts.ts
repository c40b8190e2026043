import type { InterviewStage, Recommendation } from '@vi/contracts';

/** Texts of the review screen's decision tools: ratings, notes, stage, activity, shortcuts, resume. */
export const REVIEW_TEXTS = {
  stars: (n: number) => (n === 1 ? '1 star' : `${n} stars`),
  clearStars: 'Clear',
  clearStarsOf: (label: string) => `Clear ${label}`,
  rateAnswer: (position: number) => `Your rating of answer ${position}`,
  rateAnswerHint: 'Keys 1–5 rate the answer you are on.',

  yourReview: 'Your review',
  overall: 'Overall',
  recommendation: 'Recommendation',
  scorecard: 'Scorecard',
  saving: 'Saving…',
  saved: 'Saved',
  saveFailed: 'Your rating was not saved. Please try again.',

  teamRating: 'Team rating',
  averageOf: (average: number, count: number) =>
    `${average.toFixed(1)} of 5 from ${count} ${count === 1 ? 'review' : 'reviews'}`,
  notRated: 'Not rated yet',
  teamReviews: 'Reviews',
  noReviews: 'Nobody has reviewed this interview yet.',
  you: 'you',
  guest: 'guest',
  answerStars: (position: number) => `Answer ${position}`,
  overallStars: (stars: number) => `Overall ${stars} of 5`,

  notes: 'Notes',
  noNotes: 'No notes yet.',
  newNote: 'New note',
  addNote: 'Add note',
  pinToMoment: 'Pin to this moment',
  pinnedTo: (position: number, time: string) => `Pinned to answer ${position} at ${time}`,
  unpin: 'Unpin',
  noPlayerToPin: 'Play or focus an answer first to pin a note to its moment.',
  at: (time: string) => `at ${time}`,
  seekToNote: (position: number, time: string) => `Play answer ${position} from ${time}`,
  edit: 'Edit',
  editNote: 'Edit note',
  delete: 'Delete',
  save: 'Save',
  cancel: 'Cancel',
  noteFailed: 'The note was not saved. Please try again.',
  noteDeleteFailed: 'The note was not deleted. Please try again.',
  deleteNoteTitle: 'Delete this note?',
  deleteNoteMessage: 'The note is removed for the whole team.',
  notesLoadFailed: 'Failed to load the notes',
  edited: 'edited',

  stage: 'Stage',
  stageMoved: (stage: string) => `Moved to ${stage}.`,
  stageFailed: 'The stage was not changed. Please try again.',
  undo: 'Undo',

  activity: 'Activity',
  noActivity: 'Nothing has happened yet.',
  activityLoadFailed: 'Failed to load the activity',

  viewResume: 'View resume',
  resumeTitle: (name: string) => `Resume of ${name}`,
  resumeLoading: 'Opening the resume…',
  resumeFailed: 'The resume could not be opened. Try Download resume.',
  downloadResume: 'Download resume',
  close: 'Close',

  shortcuts: 'Keyboard shortcuts',
  shortcutList: [
    ['1 – 5', 'Rate the answer you are on (the one focused or last focused)'],
    ['S', 'Move to Shortlisted'],
    ['R', 'Move to Rejected'],
    ['J or ]', 'Next candidate'],
    ['K or [', 'Previous candidate'],
    ['Space, ← →', 'On a player: play or pause, seek 5 seconds'],
    ['?', 'Show these shortcuts'],
  ] as const,
  shortcutsNote: 'Shortcuts do nothing while you type in a field.',
} as const;

export const STAGE_LABELS: Record<InterviewStage, string> = {
  new: 'New',
  in_review: 'In review',
  shortlisted: 'Shortlisted',
  rejected: 'Rejected',
  hired: 'Hired',
};

export const RECOMMENDATION_LABELS: Record<Recommendation, string> = {
  strong_yes: 'Strong yes',
  yes: 'Yes',
  no: 'No',
  strong_no: 'Strong no',
};

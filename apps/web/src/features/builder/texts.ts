/** Builder texts the contracts' MESSAGES do not hold (spec recruiter §2, §8). */
export const BUILDER_TEXTS = {
  title: 'Questionnaire Builder',
  breadcrumbHome: 'Home',
  breadcrumbBuilder: 'Builder',
  nameLabel: 'Questionnaire Name',
  namePlaceholder: 'Untitled',
  answerFormatLegend: 'Answer Format',
  audio: 'Audio',
  video: 'Video',
  questionsHeading: 'Questions',
  addQuestion: 'Add Question',
  cancel: 'Cancel',
  save: 'Save',
  leaveQuestion: 'Are you sure you want to leave?',
  leaveConfirm: 'Leave',
  leaveStay: 'Stay',
  saving: 'Saving questionnaire...',
  loading: 'Loading questionnaire...',
  saveFailed: 'Failed to save questionnaire. Please try again.',
  loadFailed: 'Failed to load questionnaire data.',
  saved: 'Questionnaire saved successfully.',
  backToList: 'Back to questionnaires',
  /** Prefix of a clone's name, so saving a clone does not collide with its source (decision 0009). */
  clonePrefix: 'Copy of ',
  noQuestionsYet: 'No questions yet. Add one below.',
} as const;

export const questionLabel = (position: number) => `Question ${position}`;
export const removeQuestionLabel = (position: number) => `Remove question ${position}`;
export const moveQuestionLabel = (position: number) => `Move question ${position}`;

/** dnd-kit's screen reader texts, worded for questions and 1-based positions. */
export const DRAG_TEXTS = {
  instructions:
    'To reorder a question, press Space or Enter to pick it up. Use the up and down arrow keys to move it, ' +
    'Space or Enter to drop it in its new position, or Escape to cancel.',
  pickedUp: (from: number) => `Picked up question ${from}.`,
  movedOver: (from: number, to: number, total: number) =>
    `Question ${from} is over position ${to} of ${total}.`,
  dropped: (from: number, to: number, total: number) =>
    from === to
      ? `Question ${from} was dropped back in its position.`
      : `Question ${from} was moved to position ${to} of ${total}.`,
  cancelled: (from: number) => `Moving cancelled. Question ${from} stayed in position ${from}.`,
} as const;

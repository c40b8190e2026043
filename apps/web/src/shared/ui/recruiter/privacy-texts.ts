/** Texts of the recruiter's tombstones and of erasing an applicant's data (docs/privacy.md). */
export const PRIVACY_TEXTS = {
  deletedName: 'Deleted candidate',
  deletedMedia: 'Data deleted',
  whatIsGone:
    'The recordings, transcripts, resume and contact details are gone. The stage, ratings and notes stay.',
  answerDeleted: 'Deleted with the candidate’s data: no recording or transcript is kept.',

  dangerHeading: 'Candidate data',
  dangerIntro:
    'When an applicant asks for their data to be deleted, erase it here. A note of the erasure stays.',
  erase: 'Erase candidate data…',
  eraseTitle: 'Erase candidate data',
  eraseWhat: (name: string) =>
    `This deletes ${name === '' ? 'this applicant' : name}’s recordings, transcripts, resume and contact details everywhere they are kept, including share links. The stage, ratings and notes stay, without the name.`,
  eraseFinal: 'This cannot be undone.',
  confirmLabel: 'Type ERASE to confirm',
  confirmHelp: (name: string) =>
    name === '' ? 'Type the word ERASE.' : `Type the word ERASE, or the applicant’s name (${name}).`,
  confirmError: 'Type ERASE (or the applicant’s name) exactly to confirm',
  confirm: 'Erase candidate data',
  erasing: 'Erasing…',
  cancel: 'Cancel',
  close: 'Close',
  erased: 'The candidate’s data was erased.',
  eraseFailed: 'The candidate’s data could not be erased. Please try again.',
} as const;

/** The word typed to confirm an erasure. */
export const ERASE_WORD = 'ERASE';

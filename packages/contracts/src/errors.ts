/** User-facing texts of the specs' error catalogues, shared so server and web say the same words. */
export const MESSAGES = {
  // Builder (recruiter spec §5, §8)
  nameRequired: 'This field is required!',
  answerFormatRequired: 'Please select an Answer Format (audio or video)',
  atLeastOneQuestion: 'Atleast one question is required!',
  questionTextRequired: 'Question text is required!',
  maxQuestionsReached: 'Maximum number of questions (8) reached.',
  maxQuestionsInline: 'Maximum number of questions reached.',
  questionnaireExists: 'The questionnaire already exists. Would you like to modify it instead?',
  // Invite form
  fieldRequired: 'This field is required',
  invalidEmail: 'Please enter a valid email address',
  resumeType: 'Please select a PDF, DOC, or DOCX file only',
  resumeSize: 'File size must be less than 10MB',
  phoneChars: 'Phone number can only contain numbers and dashes',
  selectJob: 'Please select a job',
  jobNeedsQuestionnaire: 'Selected job must have a questionnaire attached',
  alreadyInvited: 'This applicant has already been invited to take the interview for this job.',
  alreadyInSystem: 'This applicant already has an application in the system.',
  alreadyProcessed: 'This applicant has already been processed for this position.',
  // Applicant (applicant spec §8)
  noMoreAttempts: 'No more recording attempts remaining.',
  consentRequired: 'Please agree to the terms on the start page before recording your answers.',
  answerTooLong: 'This answer is longer than the time allowed. Please record it again.',
  connectionError: 'Connection error. Please try again.',
  /** The recording channel refused the connection: too many from this network (or for this interview). */
  tooManyConnections:
    'Too many recordings are being sent from your network right now. Please try again in a moment.',
  somethingWentWrong: 'Something went wrong. Please try again.',
  recordingFailed: 'Recording failed. Please try again.',
  submitFailed:
    'Failed to submit recording. Please check your microphone or internet connection and try again.',
  noApplication: 'No application found for this applicant.',
  applicationFetchFailed: 'There was an error fetching the application data. Please try again later.',
  jobFetchFailed: 'Failed to fetch job information. Please try again later.',
  jobIncomplete: 'Job information is incomplete. Please contact support.',
  noQuestionnaire:
    'This job does not have a questionnaire. Please contact the recruiter for more information.',
  // Invitation lifecycle (docs/invitations.md)
  invitationExpired: 'The deadline for this interview has passed.',
  // Recording channel refusals without a spec wording of their own
  alreadyAnswered: 'This question has already been answered.',
  notRecordedQuestion: 'This question is answered without a recording.',
  interviewCompleted: 'This interview has already been completed.',
  // Generic
  unauthorized: 'Authorization required.',
  notFound: 'The page you are looking for does not exist.',
  // Share links (docs/review-and-sharing.md)
  guestNameTaken:
    'Someone else already reviews under this name through this link. Please add your surname or an initial to tell you apart.',
} as const;

export type MessageKey = keyof typeof MESSAGES;

/**
 * Machine-readable `code`s of HTTP errors that a client acts on (beside the generic ones such as
 * 'VALIDATION' or 'NOT_FOUND'): an expired invitation answers 410 with INVITATION_EXPIRED on the
 * applicant's calls, and the recording channel refuses its metadata with the same code.
 */
export const API_ERROR_CODES = {
  invitationExpired: 'INVITATION_EXPIRED',
  /** 400: an answer that does not fit its question (docs/questions.md); nothing was stored. */
  invalidAnswer: 'INVALID_ANSWER',
  /** 409: the interview is completed, its answers can no longer change. */
  alreadyAnswered: 'ALREADY_ANSWERED',
  /** 429: the invitation was mailed again too recently or too often (Retry-After says when). */
  resendThrottled: 'RESEND_THROTTLED',
  /** 409: another browser already reviews under this name through the share link. */
  guestNameTaken: 'GUEST_NAME_TAKEN',
} as const;
export type ApiErrorCode = (typeof API_ERROR_CODES)[keyof typeof API_ERROR_CODES];

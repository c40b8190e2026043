// The one way to reach an interview by id (another company's is a 404), and the interview row that
// lists, details and shared pages read. Used by interviews, reviews, sharing, invitations and privacy.
export { findOwnInterview, interviewNotFound, parseInterviewId } from './interview-access.js';
export {
  interviewBase,
  ratingAverage,
  withInterviewColumns,
  type InterviewBase,
  type InterviewRow,
} from './interview-row.repository.js';
export { assignedJobIds, assignedUserOf, hidesContactDetails, maySeeJob } from './reviewer-scope.js';

// Reviews, scorecard criteria, notes, stages and the activity log of an interview.
// What other modules and the entry points may use; everything else in this folder is the module's own.
export { insertActivity } from './activity.repository.js';
export {
  recordActivity,
  recordActivityOncePerSlot,
  recordMediaPlay,
  recordView,
} from './activity.service.js';
export {
  type CriterionRow,
  listCriteriaOf,
  listCriteriaOfCompany,
  prepareCriteria,
  replaceCriteria,
} from './criteria.repository.js';
export { listNotes } from './note.repository.js';
export { createNoteService, type NoteService } from './note.service.js';
export { ratingSummary, toGuestReviewDto, toReviewDto } from './review.dto.js';
export {
  findGuestReview,
  type GuestReviewRow,
  listGuestReviewsOf,
  listReviewsOf,
  type ReviewRow,
  teamRatings,
  upsertGuestReview,
} from './review.repository.js';
export { createReviewService, type ReviewService } from './review.service.js';
export { findStages } from './stage.repository.js';
export {
  announceStageChanges,
  changeStages,
  createStageService,
  type StageService,
} from './stage.service.js';

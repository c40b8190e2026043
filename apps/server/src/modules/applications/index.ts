// The applicant's side of an interview (initialize, consent, complete).
// What other modules and the entry points may use; everything else in this folder is the module's own.
export { type ApplicantService, createApplicantService } from './applicant.service.js';

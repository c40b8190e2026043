// The applicant's answers that are not recordings: choices, written texts and skips.
// What other modules and the entry points may use; everything else in this folder is the module's own.
export { type AnswerService, createAnswerService } from './answer.service.js';

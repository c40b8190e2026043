// Interviews as recruiters list, search, read and export them; the media URLs of an answer.
// What other modules and the entry points may use; everything else in this folder is the module's own.
export { refreshInterviewSearch, refreshSearchOfAnswer } from './interview-search.repository.js';
export { listResponses } from './interview.repository.js';
export { groupByApplication, toResponse } from './interview-shape.js';
export { openStoredResume, type ResumeDownload } from './interview.service.js';
export { answerMediaUrls, sharedMediaUrls } from './media-urls.js';
export { completionAnswers } from './question-answer-reads.js';
export { groupQuestionAnswers, listQuestionAnswers, mergeResponses } from './question-answer-reads.js';

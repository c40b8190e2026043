// Questionnaires, their questions and their links to jobs.
// What other modules and the entry points may use; everything else in this folder is the module's own.
export { insertLink } from './job-questionnaire.repository.js';
export { nameKeyOf, prepareQuestions } from './question-list.js';
export { findQuestionnaire, insertQuestionnaire, replaceQuestions } from './questionnaire.repository.js';
export { parseOptions, toQuestionDto, toQuestionType } from './questionnaire.dto.js';

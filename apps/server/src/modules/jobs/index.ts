// Job postings.
// What other modules and the entry points may use; everything else in this folder is the module's own.
export { findJob, insertJob } from './job.repository.js';

// Applicants' erasure and the retention rules.
// What other modules and the entry points may use; everything else in this folder is the module's own.
export { createErasureService, type ErasureDeps } from './erasure.service.js';
export { createRetentionService, type RetentionRun } from './retention.service.js';

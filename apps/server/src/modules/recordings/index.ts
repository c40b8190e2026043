// The recording channel, its rules, the take store and the finalisation of a submitted answer.
// What other modules and the entry points may use; everything else in this folder is the module's own.
export { createFinalizer, type Finalizer } from './finalize.js';
export { createRecordingRules, type RecordingRules } from './recording.service.js';
export { createTakeStore } from './take-store/create-take-store.js';
export type { TakeStore } from './take-store/take-store.js';
